import type { Page, Request } from '@playwright/test';
import type { Journey, Step } from '../../schemas/generated/journey';
import { messageParts } from '../../src/engine/message-parts';
import type { BlockMode, RecordedCall } from '../../src/journey-fixtures/types';
import { englishText, messagePattern, textMatcher, type JourneyText } from './journey-text';

/** Where the portal's gateway lives below the portal's origin (runtime config gatewayBaseUrl). */
export const GATEWAY_PATH_PREFIX = '/customerselfserve/api/v1';

/** What the resident sees at one moment: the page (as a fixture names it), its messages and blocking. */
export interface PageObservation {
  /** The step id, "@exit", "@errorPage:<name>", "@route:/path"… */
  readonly next: string;
  readonly route: string;
  /** Message codes whose English text is on a line of the main region, in page order. */
  readonly messages: string[];
  readonly blocked: BlockMode | null;
  /** The page has finished loading: a main heading and no "Loading…". */
  readonly ready: boolean;
}

/**
 * Records the gateway calls the page makes (method, path below the gateway base, JSON body) and how many are still
 * in flight, so a replay knows when the portal has finished reacting to the resident.
 */
export class GatewayRecorder {
  private calls: RecordedCall[] = [];
  private readonly all: RecordedCall[] = [];
  private readonly open = new Set<Request>();
  private lastActivity = Date.now();

  /**
   * `isJourneyPage` (a pathname): where the calls counted are made. Once an ending or a way out has taken the resident
   * to another page of the portal (the repair's page after Return to repair), that page's own calls are its, not the
   * journey's, though they still count as activity to wait for.
   */
  constructor(
    page: Page,
    private readonly isJourneyPage: (path: string) => boolean = () => true,
  ) {
    page.on('request', (request) => {
      const path = gatewayPath(request.url());
      if (path === null) return;
      this.open.add(request);
      this.lastActivity = Date.now();
      if (!this.isJourneyPage(new URL(page.url()).pathname)) return;
      let body: unknown;
      try {
        body = request.postDataJSON() ?? undefined;
      } catch {
        body = request.postData() ?? undefined;
      }
      const call: RecordedCall =
        body === undefined ? { method: request.method(), path } : { method: request.method(), path, body };
      this.calls.push(call);
      this.all.push(call);
    });
    const done = (request: Request) => {
      if (this.open.delete(request)) this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** The calls made since the last take. */
  take(): RecordedCall[] {
    const taken = this.calls;
    this.calls = [];
    return taken;
  }

  /** The calls made since the last take, without taking them. */
  peek(): readonly RecordedCall[] {
    return this.calls;
  }

  /** Every call of the walk. */
  everything(): readonly RecordedCall[] {
    return this.all;
  }

  /** No gateway call in flight, and none started or finished in the last `ms`. */
  quietFor(ms: number): boolean {
    return this.open.size === 0 && Date.now() - this.lastActivity >= ms;
  }
}

function gatewayPath(url: string): string | null {
  const { pathname } = new URL(url);
  return pathname.startsWith(`${GATEWAY_PATH_PREFIX}/`) ? pathname.slice(GATEWAY_PATH_PREFIX.length) : null;
}

/** A step route (generated steps have "{key}" templates) as a pattern capturing the key. */
function routePattern(route: string): RegExp {
  const escaped = route.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('([^/]+)')}/?$`);
}

/** The journey step shown at a path, with the page id of a generated page ("<step id>/<key>"). */
export function stepAt(journey: Journey, path: string): { step: Step; pageId: string } | null {
  for (const step of journey.steps) {
    const match = routePattern(step.route).exec(path);
    if (match) return { step, pageId: match[1] === undefined ? step.id : `${step.id}/${decodeURIComponent(match[1])}` };
  }
  return null;
}

/** How a fixture names the page at `path`, given the message codes on it (error pages can share a route). */
function destinationOf(journey: Journey, path: string, messages: readonly string[]): string {
  const shown = stepAt(journey, path);
  if (shown) return shown.pageId;
  const errorPages = Object.entries(journey.errorPages ?? {}).filter(([, page]) => page.route === path);
  if (errorPages.length > 0) {
    const named =
      errorPages.find(([, page]) => typeof page.message === 'string' && messages.includes(page.message)) ??
      errorPages[0]!;
    return `@errorPage:${named[0]}`;
  }
  const ending = endingAt(journey, path, messages);
  if (ending) return `@end:${ending}`;
  if (path === journey.exit.to) return '@exit';
  if (path === journey.saveAndExit?.to) return '@saveAndExit';
  if (path === journey.leave?.to) return '@leave';
  return `@route:${path}`;
}

/**
 * The ending the resident reached at this address, as far as the page tells: an ending to it whose message shows
 * (several endings lead home, told apart by their banner), else the one ending to it when no way out goes there too.
 * An ending's address may carry a query (Return to repair), which the pathname leaves out.
 */
function endingAt(journey: Journey, path: string, messages: readonly string[]): string | null {
  const endings = Object.entries(journey.endings ?? {}).filter(([, ending]) => ending.to.split('?')[0] === path);
  const keyOf = (text: unknown): unknown =>
    text !== null && typeof text === 'object' ? (text as { key?: unknown }).key : text;
  const shown = endings.find(([, ending]) => {
    const key = keyOf(ending.message);
    return typeof key === 'string' && messages.includes(key);
  });
  if (shown) return shown[0];
  const wayOutThere = [journey.exit.to, journey.saveAndExit?.to, journey.leave?.to].includes(path);
  return endings.length === 1 && !wayOutThere ? endings[0]![0] : null;
}

/** The label of the button that goes on from a step. */
export function continueLabelOf(step: Step): string | RegExp {
  const label = step.actions?.continueLabel as JourneyText | undefined;
  return label ? textMatcher(label) : englishText('journey_continue');
}

/** Lines of text in the main region, as a resident reads them (empty when there is no main region yet). */
async function mainLines(page: Page): Promise<string[]> {
  const main = page.getByRole('main');
  if ((await main.count()) === 0) return [];
  const text = await main.innerText({ timeout: 2_000 }).catch(() => '');
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // An error message's visually hidden "Error:" prefix comes out on a line of its own: it belongs to the next line.
  // Warning text's "Warning:", on a line of its own or not, is dropped (a message reads the same as warning text or
  // inset text).
  return lines.flatMap((line, index) => {
    if (line === ERROR_PREFIX || line === WARNING_PREFIX) return [];
    if (line.startsWith(`${WARNING_PREFIX} `)) return [line.slice(WARNING_PREFIX.length).trim()];
    return index > 0 && lines[index - 1] === ERROR_PREFIX ? [`${ERROR_PREFIX} ${line}`] : [line];
  });
}

const ERROR_PREFIX = englishText('widget_error_prefix');
const WARNING_PREFIX = englishText('journey_warning_prefix');

/**
 * The message codes the journey shows as a list (a block's or warning's `presentation.list`, decision 0026): the page
 * shows their text split on question marks, the lead and each step on a line of its own.
 */
function listCodes(journey: Journey): Set<string> {
  const codes = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const entry = value as { message?: unknown; presentation?: { list?: unknown } };
      const key =
        typeof entry.message === 'string' ? entry.message : (entry.message as { key?: unknown } | undefined)?.key;
      if (typeof key === 'string' && entry.presentation?.list !== undefined) codes.add(key);
      Object.values(value).forEach(visit);
    }
  };
  visit(journey);
  return codes;
}

const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const linePattern = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\w+\}/)
      .map(escapePattern)
      .join('.+')}$`,
  );

/** Whether a message shown as a list is on the lines: its lead, then its steps on the lines that follow. */
function listShown(lines: readonly string[], code: string): boolean {
  const { lead, items } = messageParts(englishTextOrNull(code) ?? code);
  const patterns = [lead, ...items].map(linePattern);
  return lines.some((_line, start) => patterns.every((pattern, offset) => pattern.test(lines[start + offset] ?? '')));
}

/** The English texts of a step's own wording (title, questions, hints, choices) that a message could repeat. */
function stepWording(step: Step | undefined): Set<string> {
  const texts = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) {
        if (name === 'label' || name === 'hint' || name === 'title') {
          const text = typeof inner === 'string' && englishTextOrNull(inner);
          if (text) texts.add(text);
        } else visit(inner);
      }
    }
  };
  visit(step?.fields ?? []);
  visit({ title: step?.title, hint: step?.hint });
  return texts;
}

function englishTextOrNull(key: string): string | null {
  try {
    return englishText(key);
  } catch {
    return null;
  }
}

/** How much fixed text a message has: of two messages matching one line, the one with more is the one shown. */
function fixedLength(code: string): number {
  return (englishTextOrNull(code) ?? code).replace(/\{\w+\}/g, '').length;
}

/**
 * The message codes shown on the lines of the page. A line names the message it matches most exactly ("Name must
 * be 100 characters or fewer", not the general "{field} must be {max} characters or fewer"), and a message that
 * reads like the page's own wording (a question "Tell us about their needs" and its required-answer error) counts
 * only where it shows as an error ("Error: …").
 */
function messagesOn(
  lines: readonly string[],
  candidateCodes: readonly string[],
  wording: ReadonlySet<string>,
  lists: ReadonlySet<string>,
): string[] {
  const patterns = candidateCodes
    .filter((code) => !lists.has(code))
    .map((code) => ({ code, pattern: messagePattern(code), wording: wording.has(englishTextOrNull(code) ?? '') }));
  const messages: string[] = candidateCodes.filter((code) => lists.has(code) && listShown(lines, code));
  for (const line of lines) {
    const matching = patterns.filter(
      ({ pattern, wording: isWording }) => pattern.test(line) && (!isWording || /^Error:/.test(line)),
    );
    const best = Math.max(...matching.map(({ code }) => fixedLength(code)));
    for (const { code } of matching) if (fixedLength(code) === best && !messages.includes(code)) messages.push(code);
  }
  return messages;
}

/** The page the resident is on, the messages visible there, and any blocking outcome. */
export async function observePage(
  page: Page,
  journey: Journey,
  candidateCodes: readonly string[],
): Promise<PageObservation> {
  const route = new URL(page.url()).pathname;
  const lines = await mainLines(page);
  const shown = stepAt(journey, route);
  const messages = messagesOn(lines, candidateCodes, stepWording(shown?.step), listCodes(journey));
  const loading = lines.includes(englishText('loading'));
  const headings = await page.getByRole('heading', { level: 1 }).count();
  let blocked: BlockMode | null = null;
  if (shown && !loading && headings > 0) {
    const button = page.getByRole('button', { name: continueLabelOf(shown.step), exact: true });
    if ((await button.count()) === 0) blocked = shown.step.blocking ? 'stop' : null;
    // The page may move on between the count and this look (a retry ending on an error page): the next look sees it.
    else if (await button.isDisabled({ timeout: 1_000 }).catch(() => false)) blocked = 'disable-continue';
    else if (lines.includes(englishText('journey_press_continue_again'))) blocked = 'confirm-to-continue';
  }
  // The page may have moved on while it was read (a skipped step's address becomes the next step's): what was read is
  // then of two pages, so it is not a settled page; the next look reads one.
  const moved = new URL(page.url()).pathname !== route;
  return {
    next: destinationOf(journey, route, messages),
    route,
    messages,
    blocked,
    ready: !loading && headings > 0 && !moved,
  };
}
