import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Journey, Step } from '../../schemas/generated/journey';
import { compareStep, isExpectedPage, isWrite, partialDiff } from '../../src/journey-fixtures';
import { wayOutRoute, type WayOutKind } from '../../src/journey/session';
import {
  DEFAULT_FIXTURE_CLOCK,
  ENTRY_STEP,
  type Fixture,
  type FixtureStep,
  type ObservedStep,
  type ReplayResult,
  type StepResult,
} from '../../src/journey-fixtures/types';
import { PERSONAS } from '../../sandbox/db/seed/personas';
import { enterAnswers } from './answer-entry';
import { actionChecksPage, pageOwnCodes, warningCodes } from './message-attribution';
import { browserExpectation } from './browser-expectations';
import { makeWidgetCalls, newWalkDocuments } from './widget-calls';
import { injectFault } from './faults';
import {
  englishText,
  fieldLabel,
  journeyMessageCodes,
  prefixedMatcher,
  readJourney,
  stepOf,
  textMatcher,
  type JourneyText,
} from './journey-text';
import { logInToHome } from './login';
import { trackRequests } from './requests-in-flight';
import { continueLabelOf, GatewayRecorder, observePage, stepAt, type PageObservation } from './page-observer';

/** How long the portal may take to react to one action (the referral's submission retries after a second). */
const SETTLE_TIMEOUT_MS = 12_000;
/**
 * How long it may take while the page says it is still working (a `pending` message, e.g. the repair's wait for its
 * job number, which asks 5 times, 5 seconds apart, before the work-order error page).
 */
const PENDING_TIMEOUT_MS = 40_000;
/** The portal has finished reacting when no gateway call has started or ended for this long. */
const QUIET_MS = 400;

/**
 * The page states this worker has scanned with axe. A replay scans each page state it reaches, but one already
 * scanned in an earlier fixture (the same route with the same messages, blocking and dialog) is not scanned again:
 * the fixtures walk the same pages over and over, and a scan takes about half a second.
 */
const scannedStates = new Set<string>();

async function scanOnce(page: Page, seen: PageObservation, axe: () => Promise<void>): Promise<void> {
  const dialog = await page.getByRole('dialog').count();
  const state = JSON.stringify([seen.route, [...seen.messages].sort(), seen.blocked, seen.ready, dialog]);
  if (scannedStates.has(state)) return;
  await axe();
  scannedStates.add(state);
}

export interface BrowserReplayOptions {
  readonly page: Page;
  readonly request: APIRequestContext;
  /** The axe scan of the current page state (the e2e fixture's `axe`). */
  readonly axe: () => Promise<void>;
}

function firstChangeLabel(journey: Journey, stepId: string): string | RegExp {
  const step = stepOf(journey, stepId);
  const field = step?.fields?.find((candidate) => candidate.summary?.hide !== true);
  if (!field) throw new Error(`change:${stepId}: the step has no answer on the summary`);
  const label = field.summary?.label ? textMatcher(field.summary.label as JourneyText) : fieldLabel(field);
  return prefixedMatcher(`${englishText('journey_change')} `, label);
}

/** Presses the step's alternative button and, when the journey asks first, the dialog's confirming button. */
async function pressAlternative(page: Page, step: Step): Promise<void> {
  const alternative = step.actions?.alternative;
  if (!alternative) throw new Error(`alternative: step ${step.id} has no alternative button`);
  await page.getByRole('button', { name: textMatcher(alternative.label as JourneyText), exact: true }).click();
  if (!alternative.confirm) return;
  const dialog = page.getByRole('dialog', { name: textMatcher(alternative.confirm.title as JourneyText), exact: true });
  await dialog
    .getByRole('button', { name: textMatcher(alternative.confirm.confirmLabel as JourneyText), exact: true })
    .click();
}

const WAY_OUT_LABELS = { exit: 'journey_exit', saveAndExit: 'journey_save_and_exit', leave: 'journey_leave' } as const;

/**
 * Takes a way out as the page offers it, by the session's own rule (wayOutRoute: the step's button, then the
 * dialog's confirming button when the journey asks first).
 */
async function takeWayOut(page: Page, journey: Journey, step: Step, which: WayOutKind): Promise<void> {
  const route = wayOutRoute({ definition: journey }, step.actions, which);
  if (!route) throw new Error(`${which}: step ${step.id} offers no such way out`);
  await page.getByRole('button', { name: englishText(WAY_OUT_LABELS[route.button]), exact: true }).click();
  if (route.confirm === null) return;
  const confirm = route.confirm === 'yes' ? 'journey_confirm_yes' : WAY_OUT_LABELS[route.confirm];
  await page
    .getByRole('dialog')
    .getByRole('button', { name: englishText(confirm), exact: true })
    .click();
}

/**
 * Presses what the fixture's action names, confirming the way-out dialog when the journey asks. Returns false when
 * there was nothing to press: Continue disabled by a block.
 */
async function perform(page: Page, journey: Journey, step: Step, action: FixtureStep['action']): Promise<boolean> {
  switch (action ?? 'continue') {
    case 'continue':
    case 'continue-again': {
      // A block can disable Continue as soon as an answer is chosen: the resident cannot press it, and the page
      // as it is answers the step.
      const button = page.getByRole('button', { name: continueLabelOf(step), exact: true });
      if (!(await button.isEnabled())) return false;
      await button.click();
      return true;
    }
    case 'back':
      await page.getByRole('link', { name: englishText('journey_back'), exact: true }).click();
      return true;
    case 'exit':
      await takeWayOut(page, journey, step, 'exit');
      return true;
    case 'save-and-exit':
      await takeWayOut(page, journey, step, 'saveAndExit');
      return true;
    case 'leave':
      await takeWayOut(page, journey, step, 'leave');
      return true;
    case 'alternative':
      await pressAlternative(page, step);
      return true;
    default:
      await page
        .getByRole('link', { name: firstChangeLabel(journey, action!.slice('change:'.length)), exact: true })
        .click();
      return true;
  }
}

/**
 * Signs the fixture's persona in, fixes the page's clock at the fixture's time and chooses its property on the home
 * page; the journey is opened by `open`.
 */
async function start(page: Page, fixture: Fixture): Promise<Record<string, unknown>> {
  const clock = new Date(fixture.context?.clock ?? DEFAULT_FIXTURE_CLOCK);
  const requests = trackRequests(page);
  await logInToHome(page, PERSONAS[fixture.persona].email);
  const context = { properties: await homeProperties(page) };
  // What the portal works out from the time (out of hours, the 6-day rule) follows the fixture's clock, as the
  // gateway does (tools/serve/fixture-server.ts) and as in the headless replay. The page signs in at real time, as
  // the identity provider runs; from here its Date stands still, and timers keep running.
  await page.clock.setFixedTime(clock);
  const propertyId = fixture.context?.selectedPropertyId;
  if (propertyId) {
    const selector = page.getByLabel(englishText('address_selector_label'), { exact: true });
    await selector.selectOption(propertyId);
    await expect(selector).toHaveValue(propertyId);
  }
  // From the fixed clock on, the page's tokens look expired and the next call refreshes them: let any refresh finish
  // before the journey's address is opened, or the rotated refresh token is lost with the page.
  await requests.waitForQuiet();
  return context;
}

/**
 * The address the resident opens the journey at: its first page or, for a fixture with an entry, that page's address
 * with the entry's parameters, as the page that starts the journey links to it (e.g. Reschedule appointment).
 */
function journeyAddress(journey: Journey, fixture: Fixture): string {
  const route = journey.steps[0].route;
  return fixture.entry ? `${route}?${new URLSearchParams(fixture.entry.params).toString()}` : route;
}

/**
 * The resident's properties as the home page's address selector offers them (value: premises id, text: address):
 * the list a journey's `context.properties` is built from. None when there is one property (shown as text).
 */
async function homeProperties(page: Page): Promise<Array<{ id: string; address: string }>> {
  const selector = page.getByLabel(englishText('address_selector_label'), { exact: true });
  if ((await selector.count()) === 0) return [];
  return selector.evaluate((select: HTMLSelectElement) =>
    Array.from(select.options, (option) => ({ id: option.value, address: option.text })),
  );
}

/**
 * Watches the page until the portal has finished reacting to the resident (ready, no gateway call in flight) and
 * shows what the fixture expects, or until the time is up; returns the last observation either way.
 */
async function settle(
  page: Page,
  journey: Journey,
  codes: readonly string[],
  recorder: GatewayRecorder,
  isDone: (seen: PageObservation) => boolean,
): Promise<PageObservation> {
  const started = Date.now();
  const pending = pendingCodes(journey);
  let deadline = started + SETTLE_TIMEOUT_MS;
  for (;;) {
    const seen = await observePage(page, journey, codes);
    const quiet = recorder.quietFor(QUIET_MS);
    if (seen.messages.some((code) => pending.has(code)))
      deadline = Math.max(deadline, Math.min(Date.now() + SETTLE_TIMEOUT_MS, started + PENDING_TIMEOUT_MS));
    if ((seen.ready && quiet && isDone(seen)) || Date.now() > deadline) return seen;
    await page.waitForTimeout(100);
  }
}

/** The messages a journey shows while its calls are still running (`pending`). */
function pendingCodes(journey: Journey): Set<string> {
  const codes = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) {
        const message =
          name === 'pending' && inner && typeof inner === 'object'
            ? (inner as { message?: unknown }).message
            : undefined;
        if (typeof message === 'string') codes.add(message);
        else visit(inner);
      }
    }
  };
  visit(journey);
  return codes;
}

/**
 * Replays a fixture through the real pages: the persona logs in and opens the journey (at its entry's address when
 * the fixture has one, judged like a step), each step's faults are armed, its answers typed
 * or chosen by label, its action pressed; what the resident then sees (page, messages, blocking) and the gateway
 * calls made are judged by the same pure compareStep as the headless replay. Every page state is scanned with axe
 * (once per worker: scanOnce).
 */
export async function replayFixtureInBrowser(
  fixture: Fixture,
  { page, request, axe }: BrowserReplayOptions,
): Promise<ReplayResult> {
  const journey = readJourney(fixture.journey);
  const expectedCodes = [
    ...(fixture.entry?.expect.messages ?? []),
    ...fixture.steps.flatMap((step) => step.expect.messages ?? []),
  ];
  const codes = [
    ...new Set([...journeyMessageCodes(journey), ...expectedCodes, 'journey_answer_invalid', 'journey_effect_failed']),
  ];
  const recorder = new GatewayRecorder(page, (path) => stepAt(journey, path) !== null);
  const documents = newWalkDocuments();

  const context = await start(page, fixture);
  // The calls of signing in and of the home page are not the journey's.
  recorder.take();
  // The entry's faults are armed before the address is opened: its effects run as the page loads.
  for (const fault of fixture.entry?.faults ?? []) await injectFault(request, fault);
  await page.goto(journeyAddress(journey, fixture));
  let entry: StepResult | undefined;
  let here: PageObservation;
  if (fixture.entry) {
    const expected = fixture.entry.expect;
    const observeEntry = (seen: PageObservation) => ({
      ...observed(journey, { at: ENTRY_STEP, expect: expected }, ENTRY_STEP, [], seen, recorder),
      entry: { ...fixture.entry!.params },
    });
    here = await settle(
      page,
      journey,
      codes,
      recorder,
      (seen) => compareStep(expected, observeEntry(seen)).length === 0,
    );
    const result = observeEntry(here);
    recorder.take();
    const differences = compareStep(expected, result);
    entry = {
      index: -1,
      at: ENTRY_STEP,
      action: 'continue',
      passed: differences.length === 0,
      differences,
      observed: result,
    };
  } else here = await settle(page, journey, codes, recorder, () => true);
  await scanOnce(page, here, axe);

  const results: StepResult[] = [];
  // The page's fixed clock, moved on by a step's waitMs. What the page kept before the clock was fixed (the home
  // page's asset hierarchy, read at real time while signing in) does not expire by it.
  let clockAt = new Date(fixture.context?.clock ?? DEFAULT_FIXTURE_CLOCK).getTime();
  for (const [index, step] of fixture.steps.entries()) {
    const action = step.action ?? 'continue';
    const current = stepAt(journey, here.route);
    if (!current || !isExpectedPage(step.at, here)) {
      results.push({
        index,
        at: step.at,
        action,
        passed: false,
        differences: [`at: expected ${step.at}, the resident is on ${here.next} (${here.route})`],
        observed: null,
      });
      return finish(fixture, entry, results, fixture.steps.length - index - 1, recorder);
    }
    if (step.waitMs) {
      clockAt += step.waitMs;
      await page.clock.setFixedTime(new Date(clockAt));
    }
    for (const fault of step.faults ?? []) await injectFault(request, fault);
    recorder.take();

    // The widgets' own calls (a file added or removed) come first, as in the headless replay. What they show is
    // the widget's reply to them, judged by their expectError, not a message of the step.
    const made = step.calls?.length
      ? await makeWidgetCalls(page, current.step, step.calls, step.answers, documents)
      : { differences: [], outcomes: [] };
    const callDifferences = made.differences;
    const expected = browserExpectation(step.expect, made.outcomes, documents);
    if (step.calls?.length) {
      here = await observePage(page, journey, codes);
      await scanOnce(page, here, axe);
    }
    // Messages already on the page come from the previous action (or the calls); typing is judged on what it brings up.
    const before = new Set(here.messages);
    const typed: string[] = [];
    if (step.answers) {
      // Text is typed key by key where the step expects messages (what typing brings up is judged), and goes in at
      // once elsewhere: the widgets react to both alike, and typing costs about 15 ms a character.
      const typeKeyByKey = (step.expect.messages?.length ?? 0) > 0;
      await enterAnswers(
        { page, journey, context, typeKeyByKey },
        current.step,
        current.pageId,
        step.answers,
        async () => {
          const seen = await observePage(page, journey, codes);
          for (const code of seen.messages) if (!before.has(code) && !typed.includes(code)) typed.push(code);
        },
      );
      if (typed.length > 0) await scanOnce(page, await observePage(page, journey, codes), axe);
    }

    // The page's warnings, which a Continue there counts although they were showing already.
    const warnings = warningCodes(current.step);
    if (actionChecksPage(action, step.answers !== undefined)) {
      for (const code of (await observePage(page, journey, codes)).messages)
        if (warnings.has(code) && !typed.includes(code)) typed.push(code);
    }

    // Nothing pressed (Continue disabled): what was showing before the answers, e.g. an error of an earlier
    // Continue, is still the earlier action's; the page was not checked again.
    const pressed = await perform(page, journey, current.step, step.action);
    const earlier = pressed ? new Set<string>() : before;
    const observe = (seen: PageObservation) =>
      observed(
        journey,
        step,
        current.pageId,
        typed,
        { ...seen, messages: seen.messages.filter((code) => !earlier.has(code)) },
        recorder,
      );
    here = await settle(page, journey, codes, recorder, (seen) => compareStep(expected, observe(seen)).length === 0);
    await scanOnce(page, here, axe);

    const result = observe(here);
    recorder.take();
    const differences = [...callDifferences, ...compareStep(expected, result)];
    results.push({ index, at: step.at, action, passed: differences.length === 0, differences, observed: result });
  }
  return finish(fixture, entry, results, 0, recorder);
}

/**
 * What the step brought up, judged as the headless replay judges it: `broughtUp` (typing, and the page's warnings
 * on Continue) and what the page then shows — less, on another step's page, what that page shows about itself.
 */
function observed(
  journey: Journey,
  step: FixtureStep,
  stepId: string,
  broughtUp: readonly string[],
  seen: PageObservation,
  recorder: GatewayRecorder,
): ObservedStep {
  const landed = stepAt(journey, seen.route);
  const ownCodes = landed && landed.pageId !== stepId ? pageOwnCodes(landed.step) : new Set<string>();
  return {
    stepId,
    action: step.action ?? 'continue',
    ...(step.answers ? { answers: step.answers } : {}),
    next: seen.next,
    route: seen.route,
    messages: [...new Set([...broughtUp, ...seen.messages.filter((code) => !ownCodes.has(code))])],
    blocked: seen.blocked,
    calls: [...recorder.peek()],
  };
}

function finish(
  fixture: Fixture,
  entry: StepResult | undefined,
  steps: StepResult[],
  skipped: number,
  recorder: GatewayRecorder,
): ReplayResult {
  const writes = recorder.everything().filter(isWrite);
  const submission = fixture.expectSubmission
    ? writes.length === 0
      ? ['submission: expected a submitting call, none was made']
      : partialDiff(fixture.expectSubmission, writes.at(-1)!.body, 'submission')
    : [];
  const passed =
    (entry?.passed ?? true) && steps.every((step) => step.passed) && skipped === 0 && submission.length === 0;
  return { passed, ...(entry ? { entry } : {}), steps, skipped, submission };
}
