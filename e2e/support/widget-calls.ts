import { expect, type Page } from '@playwright/test';
import type { Step } from '../../schemas/generated/journey';
import type { WidgetCall } from '../../src/journey-fixtures/types';
import { englishText, fieldLabel } from './journey-text';

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
const UPLOAD_PROBLEMS = ['Upload_Media_Attachments_Too_Large', 'Upload_Media_Wrong_File_Type', 'media_upload_wrong_type_no_images', 'Upload_Media_Max_Attachments', 'media_upload_empty_file', 'SSR011b'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What this walk added through the uploader, so a removal can find the file a fixture's identifier stands for. */
interface Uploads {
  readonly added: string[];
  readonly removed: string[];
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
async function upload(page: Page, step: Step, call: WidgetCall, uploads: Uploads): Promise<string | null> {
  const field = step.fields?.find((candidate) => candidate.id === call.field);
  if (!field) throw new Error(`step ${step.id} has no field ${call.field}`);
  const file = readUpload(call.argument, call.field);
  const question = fieldLabel(field);
  const choose = englishText('media_upload_choose');
  const name = typeof question === 'string' ? `${question} ${choose}` : new RegExp(`^(?:${question.source.replace(/^\^|\$$/g, '')}) ${escape(choose)}$`);

  // At the most files a repair may have, the button is disabled and the page says so: the file is not added.
  const button = page.getByRole('button', { name, exact: true });
  if (await button.isDisabled()) return 'Upload_Media_Max_Attachments';
  const [picker] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await picker.setFiles({ name: file.name, mimeType: file.type, buffer: Buffer.from(file.base64, 'base64') });

  const uploaded = englishText('media_upload_uploaded', { name: file.name });
  const notAdded = englishText('media_upload_not_added', { name: file.name, reason: '\u0000' });
  const text = await announced(page, new RegExp(`^(?:${escape(uploaded)}|${escape(notAdded).replace('\u0000', '.+')})$`));
  if (text === uploaded) {
    uploads.added.push(file.name);
    return null;
  }
  const reason = text.slice(notAdded.indexOf('\u0000'));
  return UPLOAD_PROBLEMS.find((code) => englishText(code) === reason) ?? reason;
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
  throw new Error(`field ${call.field}: cannot tell which added file the document ${argument} is (files that could be: ${candidates.join(', ') || 'none'})`);
}

/** Presses the Remove button of an added file and waits for the outcome. Returns the error code shown, or null. */
async function remove(page: Page, call: WidgetCall, answers: Record<string, unknown> | undefined, uploads: Uploads): Promise<string | null> {
  const fileName = fileToRemove(call, answers, uploads);
  await page.getByRole('button', { name: `${englishText('media_upload_remove')} ${fileName}`, exact: true }).click();
  const removed = englishText('media_upload_removed', { name: fileName });
  const text = await announced(page, new RegExp(`^(?:${escape(removed)}|${escape(englishText('SSR011c'))})$`));
  if (text !== removed) return 'SSR011c';
  uploads.removed.push(fileName);
  return null;
}

/**
 * Makes a fixture step's widget calls through the page, in order, and returns the differences from what each
 * call's `expectError` says (as the headless replay words them).
 */
export async function makeWidgetCalls(page: Page, step: Step, calls: readonly WidgetCall[], answers?: Record<string, unknown>): Promise<string[]> {
  const uploads: Uploads = { added: [], removed: [] };
  const differences: string[] = [];
  for (const [i, call] of calls.entries()) {
    const label = `calls[${i}] ${call.field}.${call.call}`;
    let error: string | null;
    if (call.call === 'upload') error = await upload(page, step, call, uploads);
    else if (call.call === 'remove') error = await remove(page, call, answers, uploads);
    else throw new Error(`${label}: the browser replay cannot make this widget call`);
    if (error === null && call.expectError !== undefined) differences.push(`${label}: expected error ${call.expectError}, but it succeeded`);
    if (error !== null && call.expectError === undefined) differences.push(`${label}: failed with ${error}`);
    if (error !== null && call.expectError !== undefined && error !== call.expectError) differences.push(`${label}: expected error ${call.expectError}, got ${error}`);
  }
  return differences;
}
