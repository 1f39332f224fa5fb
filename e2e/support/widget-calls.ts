import { expect, type Page, type Response } from '@playwright/test';
import type { Step } from '../../schemas/generated/journey';
import type { WidgetCall } from '../../src/journey-fixtures/types';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuleFile } from '../../schemas/generated/rule';
import { compressibleTypes, readUploadTypes } from '../../widgets/media-uploader/upload-types';
import { englishText, fieldLabel, REPOSITORY_ROOT } from './journey-text';

// The widget's own table, read from disk: Playwright's loader takes JSON modules only with an import attribute.
const COMPRESSIBLE = compressibleTypes(
  readUploadTypes(
    JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'rules', 'repair-media-upload-types.json'), 'utf8')) as RuleFile,
  ),
);

/**
 * A fixture step's widget calls (`calls: [{ field, call, argument, expectError? }]`) made the way a resident makes
 * them in the media uploader: `upload` ({ name, type, base64 }) is a file given to the file picker its "Choose
 * files" button opens; `remove` (a document identifier) is the Remove button of that file.
 */

interface UploadArgument {
  readonly name: string;
  readonly type: string;
  readonly base64: string;
}

/** How long one file may take to be prepared (photos are compressed first) and sent. */
const UPLOAD_TIMEOUT_MS = 20_000;

/** Why the uploader may refuse or lose a file; its announcement names one of these texts. */
const UPLOAD_PROBLEMS = [
  'Upload_Media_Attachments_Too_Large',
  'Upload_Media_Wrong_File_Type',
  'media_upload_wrong_type_no_images',
  'Upload_Media_Max_Attachments',
  'media_upload_empty_file',
  'SSR011b',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What this walk added through the uploader, so a removal can find the file a fixture's identifier stands for. */
interface Uploads {
  readonly added: string[];
  readonly removed: string[];
}

/**
 * What a whole walk learns about its documents: the browser's sandbox gives each uploaded file its own identifier,
 * not the one the fixture recorded from the headless replay's sandbox.
 */
export interface WalkDocuments {
  /** The identifier the browser's sandbox gave each file, by file name. */
  readonly byFileName: Map<string, string>;
  /** The fixture's identifier of a document → the browser's identifier of the same file. */
  readonly fixtureToBrowser: Map<string, string>;
}

export const newWalkDocuments = (): WalkDocuments => ({ byFileName: new Map(), fixtureToBrowser: new Map() });

/** How one of a step's widget calls went in the browser. */
export interface WidgetCallOutcome {
  readonly call: WidgetCall['call'];
  /** False when the uploader refused the file itself (its type, size or the count), so no gateway call was made. */
  readonly reachedGateway: boolean;
  /** The file is a photo the uploader compresses before sending: its bytes are not the fixture's. */
  readonly compressed: boolean;
}

/** The identifier in the reply to an upload (POST …/documents), if it was one and succeeded. */
async function uploadedIdentifier(response: Response): Promise<string | null> {
  const request = response.request();
  if (request.method() !== 'POST' || !/\/documents\/?$/.test(new URL(request.url()).pathname) || !response.ok())
    return null;
  const body = (await response.json().catch(() => null)) as { documentIdentifier?: unknown } | null;
  return typeof body?.documentIdentifier === 'string' ? body.documentIdentifier : null;
}

function readUpload(argument: unknown, field: string): UploadArgument {
  const { name, type, base64 } = (argument ?? {}) as Record<string, unknown>;
  if (typeof name !== 'string' || typeof type !== 'string' || typeof base64 !== 'string') {
    throw new Error(`field ${field}: an upload's argument is { name, type, base64 }`);
  }
  return { name, type, base64 };
}

/** The uploader's live region, once it says `outcome` and no file is still on its way. */
async function announced(page: Page, outcome: RegExp): Promise<string> {
  const status = page.getByRole('status').filter({ hasText: outcome });
  const uploading = page.getByRole('listitem').filter({ hasText: englishText('media_upload_uploading_status') });
  await expect(async () => {
    expect(await uploading.count()).toBe(0);
    expect(await status.count()).toBe(1);
  }).toPass({ timeout: UPLOAD_TIMEOUT_MS });
  return (await status.textContent()) ?? '';
}

/**
 * Adds a file as a resident does: presses the uploader's "Choose files" button (named by the question and the
 * button text), gives the file to the file picker it opens, and waits for the uploader to announce the outcome.
 * Returns the error code shown, or null when the file was added.
 */
async function upload(
  page: Page,
  step: Step,
  call: WidgetCall,
  uploads: Uploads,
  documents: WalkDocuments,
): Promise<{ error: string | null; reachedGateway: boolean }> {
  const field = step.fields?.find((candidate) => candidate.id === call.field);
  if (!field) throw new Error(`step ${step.id} has no field ${call.field}`);
  const file = readUpload(call.argument, call.field);
  const question = fieldLabel(field);
  const choose = englishText('media_upload_choose');
  const name =
    typeof question === 'string'
      ? `${question} ${choose}`
      : new RegExp(`^(?:${question.source.replace(/^\^|\$$/g, '')}) ${escape(choose)}$`);

  // At the most files a repair may have, the button is disabled and the page says so: the file is not added.
  const button = page.getByRole('button', { name, exact: true });
  if (await button.isDisabled()) return { error: 'Upload_Media_Max_Attachments', reachedGateway: false };
  const replies: Response[] = [];
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('/documents') && response.request().method() === 'POST')
      replies.push(response);
  };
  page.on('response', onResponse);
  let text: string;
  try {
    const [picker] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
    await picker.setFiles({ name: file.name, mimeType: file.type, buffer: Buffer.from(file.base64, 'base64') });
    const uploaded = englishText('media_upload_uploaded', { name: file.name });
    const notAdded = englishText('media_upload_not_added', { name: file.name, reason: '\u0000' });
    text = await announced(page, new RegExp(`^(?:${escape(uploaded)}|${escape(notAdded).replace('\u0000', '.+')})$`));
    if (text === uploaded) {
      uploads.added.push(file.name);
      for (const reply of replies) {
        const identifier = await uploadedIdentifier(reply);
        if (identifier) documents.byFileName.set(file.name, identifier);
      }
      return { error: null, reachedGateway: true };
    }
    const reason = text.slice(notAdded.indexOf('\u0000'));
    return {
      error: UPLOAD_PROBLEMS.find((code) => englishText(code) === reason) ?? reason,
      reachedGateway: replies.length > 0,
    };
  } finally {
    page.off('response', onResponse);
  }
}

/**
 * The file a removal's argument stands for. A fixture names the document by the identifier its own (headless)
 * sandbox gave it, which the browser's sandbox does not repeat; the file is the one with that identifier in the
 * step's answer, else the one file this walk added that the step's answer no longer lists.
 */
function fileToRemove(call: WidgetCall, answers: Record<string, unknown> | undefined, uploads: Uploads): string {
  const argument = String(call.argument);
  const listed = Array.isArray(answers?.[call.field]) ? (answers[call.field] as Array<Record<string, unknown>>) : [];
  const named = listed.find((document) => document.documentIdentifier === argument)?.fileName;
  if (typeof named === 'string') return named;
  if (uploads.added.includes(argument)) return argument;
  const kept = new Set(listed.map((document) => document.fileName));
  const candidates = [...new Set(uploads.added.filter((name) => !kept.has(name) && !uploads.removed.includes(name)))];
  if (candidates.length === 1) return candidates[0]!;
  throw new Error(
    `field ${call.field}: cannot tell which added file the document ${argument} is (files that could be: ${candidates.join(', ') || 'none'})`,
  );
}

/** Presses the Remove button of an added file and waits for the outcome. Returns the error code shown, or null. */
async function remove(page: Page, fileName: string, uploads: Uploads): Promise<string | null> {
  await page.getByRole('button', { name: `${englishText('media_upload_remove')} ${fileName}`, exact: true }).click();
  const removed = englishText('media_upload_removed', { name: fileName });
  const text = await announced(page, new RegExp(`^(?:${escape(removed)}|${escape(englishText('SSR011c'))})$`));
  if (text !== removed) return 'SSR011c';
  uploads.removed.push(fileName);
  return null;
}

/** Links the fixture's identifiers in a step's answer for the field to the browser's, by file name. */
function learnIdentifiers(answers: Record<string, unknown> | undefined, documents: WalkDocuments): void {
  for (const value of Object.values(answers ?? {})) {
    if (!Array.isArray(value)) continue;
    for (const item of value as Array<Record<string, unknown>>) {
      const browserId = typeof item?.fileName === 'string' ? documents.byFileName.get(item.fileName) : undefined;
      if (typeof item?.documentIdentifier === 'string' && browserId)
        documents.fixtureToBrowser.set(item.documentIdentifier, browserId);
    }
  }
}

/**
 * Makes a fixture step's widget calls through the page, in order, and returns the differences from what each
 * call's `expectError` says (as the headless replay words them), and how each call went.
 */
export async function makeWidgetCalls(
  page: Page,
  step: Step,
  calls: readonly WidgetCall[],
  answers: Record<string, unknown> | undefined,
  documents: WalkDocuments,
): Promise<{ differences: string[]; outcomes: WidgetCallOutcome[] }> {
  const uploads: Uploads = { added: [], removed: [] };
  const differences: string[] = [];
  const outcomes: WidgetCallOutcome[] = [];
  for (const [i, call] of calls.entries()) {
    const label = `calls[${i}] ${call.field}.${call.call}`;
    let error: string | null;
    if (call.call === 'upload') {
      const made = await upload(page, step, call, uploads, documents);
      error = made.error;
      outcomes.push({
        call: call.call,
        reachedGateway: made.reachedGateway,
        compressed: COMPRESSIBLE.has(readUpload(call.argument, call.field).type),
      });
    } else if (call.call === 'remove') {
      const fileName = fileToRemove(call, answers, uploads);
      const browserId = documents.byFileName.get(fileName);
      if (browserId) documents.fixtureToBrowser.set(String(call.argument), browserId);
      error = await remove(page, fileName, uploads);
      outcomes.push({ call: call.call, reachedGateway: true, compressed: false });
    } else throw new Error(`${label}: the browser replay cannot make this widget call`);
    if (error === null && call.expectError !== undefined)
      differences.push(`${label}: expected error ${call.expectError}, but it succeeded`);
    if (error !== null && call.expectError === undefined) differences.push(`${label}: failed with ${error}`);
    if (error !== null && call.expectError !== undefined && error !== call.expectError)
      differences.push(`${label}: expected error ${call.expectError}, got ${error}`);
  }
  learnIdentifiers(answers, documents);
  return { differences, outcomes };
}
