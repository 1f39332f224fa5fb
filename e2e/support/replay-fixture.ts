import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Journey, Step } from '../../schemas/generated/journey';
import { compareStep, isExpectedPage, isWrite, partialDiff } from '../../src/journey-fixtures';
import type { Fixture, FixtureStep, ObservedStep, ReplayResult, StepResult } from '../../src/journey-fixtures/types';
import { PERSONAS } from '../../sandbox/db/seed/personas';
import { enterAnswers } from './answer-entry';
import { injectFault } from './faults';
import { englishText, fieldLabel, journeyMessageCodes, prefixedMatcher, readJourney, stepOf, textMatcher, type JourneyText } from './journey-text';
import { logInToHome } from './login';
import { continueLabelOf, GatewayRecorder, observePage, stepAt, type PageObservation } from './page-observer';

/** How long the portal may take to react to one action (the referral's submission retries after a second). */
const SETTLE_TIMEOUT_MS = 12_000;
/** The portal has finished reacting when no gateway call has started or ended for this long. */
const QUIET_MS = 400;

export interface BrowserReplayOptions {
  readonly page: Page;
  readonly request: APIRequestContext;
  /** The axe scan of the current page state (the e2e fixture's `axe`). */
  readonly axe: () => Promise<void>;
}

/** What a fixture needs that the browser sandbox cannot give; the test is skipped with this reason. */
export function unsupportedContext(fixture: Fixture): string | null {
  const toggles = Object.keys(fixture.context?.toggles ?? {});
  if (toggles.length > 0) return `sets toggles (${toggles.join(', ')}): the sandbox has no test-mode control to write configuration`;
  return null;
}

/** The fixture's fields a browser run cannot honour but can go without (noted on the test). */
export function contextNotes(fixture: Fixture): string[] {
  return fixture.context?.clock ? [`clock ${fixture.context.clock} is not applied: the browser runs at the server's time`] : [];
}

function firstChangeLabel(journey: Journey, stepId: string): string | RegExp {
  const step = stepOf(journey, stepId);
  const field = step?.fields?.find((candidate) => candidate.summary?.hide !== true);
  if (!field) throw new Error(`change:${stepId}: the step has no answer on the summary`);
  const label = field.summary?.label ? textMatcher(field.summary.label as JourneyText) : fieldLabel(field);
  return prefixedMatcher(`${englishText('journey_change')} `, label);
}

/** Presses what the fixture's action names, confirming the way-out dialog when the journey asks. */
async function perform(page: Page, journey: Journey, step: Step, action: FixtureStep['action']): Promise<void> {
  const wayOut = async (labelKey: string, behaviour: Journey['exit'] | undefined) => {
    await page.getByRole('button', { name: englishText(labelKey), exact: true }).click();
    if (behaviour?.confirm) await page.getByRole('dialog').getByRole('button', { name: englishText('journey_confirm_yes'), exact: true }).click();
  };
  switch (action ?? 'continue') {
    case 'continue':
    case 'continue-again':
      await page.getByRole('button', { name: continueLabelOf(step), exact: true }).click();
      return;
    case 'back':
      await page.getByRole('link', { name: englishText('journey_back'), exact: true }).click();
      return;
    case 'exit':
      await wayOut('journey_exit', journey.exit);
      return;
    case 'save-and-exit':
      await wayOut('journey_save_and_exit', journey.saveAndExit);
      return;
    case 'leave':
      await wayOut('journey_leave', journey.leave);
      return;
    default:
      await page.getByRole('link', { name: firstChangeLabel(journey, action!.slice('change:'.length)), exact: true }).click();
  }
}

/** Signs the fixture's persona in, chooses its property on the home page and opens the journey's first page. */
async function start(page: Page, journey: Journey, fixture: Fixture): Promise<void> {
  await logInToHome(page, PERSONAS[fixture.persona].email);
  const propertyId = fixture.context?.selectedPropertyId;
  if (propertyId) {
    const selector = page.getByLabel(englishText('address_selector_label'), { exact: true });
    await selector.selectOption(propertyId);
    await expect(selector).toHaveValue(propertyId);
  }
  await page.goto(journey.steps[0].route);
}

/**
 * Watches the page until the portal has finished reacting to the resident (ready, no gateway call in flight) and
 * shows what the fixture expects, or until the time is up; returns the last observation either way.
 */
async function settle(page: Page, journey: Journey, codes: readonly string[], recorder: GatewayRecorder, isDone: (seen: PageObservation) => boolean): Promise<PageObservation> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const seen = await observePage(page, journey, codes);
    const quiet = recorder.quietFor(QUIET_MS);
    if ((seen.ready && quiet && isDone(seen)) || Date.now() > deadline) return seen;
    await page.waitForTimeout(100);
  }
}

/**
 * Replays a fixture through the real pages: the persona logs in, each step's faults are armed, its answers typed
 * or chosen by label, its action pressed; what the resident then sees (page, messages, blocking) and the gateway
 * calls made are judged by the same pure compareStep as the headless replay. Every page state is scanned with axe.
 */
export async function replayFixtureInBrowser(fixture: Fixture, { page, request, axe }: BrowserReplayOptions): Promise<ReplayResult> {
  const journey = readJourney(fixture.journey);
  const expectedCodes = fixture.steps.flatMap((step) => step.expect.messages ?? []);
  const codes = [...new Set([...journeyMessageCodes(journey), ...expectedCodes, 'journey_answer_invalid', 'journey_effect_failed'])];
  const recorder = new GatewayRecorder(page);

  await start(page, journey, fixture);
  let here = await settle(page, journey, codes, recorder, () => true);
  await axe();

  const results: StepResult[] = [];
  for (const [index, step] of fixture.steps.entries()) {
    const action = step.action ?? 'continue';
    const current = stepAt(journey, here.route);
    if (!current || !isExpectedPage(step.at, here)) {
      results.push({ index, at: step.at, action, passed: false, differences: [`at: expected ${step.at}, the resident is on ${here.next} (${here.route})`], observed: null });
      return finish(fixture, results, fixture.steps.length - index - 1, recorder);
    }
    for (const fault of step.faults ?? []) await injectFault(request, fault);
    recorder.take();

    // Messages already on the page come from the previous action; typing is judged on what it brings up.
    const before = new Set(here.messages);
    const typed: string[] = [];
    if (step.answers) {
      await enterAnswers(page, journey, current.step, step.answers, async () => {
        const seen = await observePage(page, journey, codes);
        for (const code of seen.messages) if (!before.has(code) && !typed.includes(code)) typed.push(code);
      });
      if (typed.length > 0) await axe();
    }

    await perform(page, journey, current.step, step.action);
    here = await settle(page, journey, codes, recorder, (seen) => compareStep(step.expect, observed(step, current.pageId, typed, seen, recorder)).length === 0);
    await axe();

    const result = observed(step, current.pageId, typed, here, recorder);
    recorder.take();
    const differences = compareStep(step.expect, result);
    results.push({ index, at: step.at, action, passed: differences.length === 0, differences, observed: result });
  }
  return finish(fixture, results, 0, recorder);
}

function observed(step: FixtureStep, stepId: string, typed: readonly string[], seen: PageObservation, recorder: GatewayRecorder): ObservedStep {
  return {
    stepId,
    action: step.action ?? 'continue',
    ...(step.answers ? { answers: step.answers } : {}),
    next: seen.next,
    route: seen.route,
    messages: [...new Set([...typed, ...seen.messages])],
    blocked: seen.blocked,
    calls: [...recorder.peek()],
  };
}

function finish(fixture: Fixture, steps: StepResult[], skipped: number, recorder: GatewayRecorder): ReplayResult {
  const writes = recorder.everything().filter(isWrite);
  const submission = fixture.expectSubmission
    ? writes.length === 0 ? ['submission: expected a submitting call, none was made'] : partialDiff(fixture.expectSubmission, writes.at(-1)!.body, 'submission')
    : [];
  return { passed: steps.every((step) => step.passed) && skipped === 0 && submission.length === 0, steps, skipped, submission };
}
