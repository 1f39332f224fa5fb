import { ConditionError, UnknownStepError, type EffectRequest } from '../engine';
import {
  ActionNotOfferedError,
  enter,
  joinOutcomes,
  show,
  startSession,
  type JourneySession,
  type RunEffect,
  type SessionDeps,
  type SessionOutcome,
} from '../journey/session';
import { isWrite } from './call-match';
import { compareStep, isExpectedPage } from './compare-step';
import { destinationLabel } from './destination-label';
import { explainDestination } from './explain-destination';
import { FixtureError } from './fixture-error';
import { partialDiff } from './partial-match';
import {
  ENTRY_STEP,
  type Fixture,
  type FixtureEntry,
  type ObservedStep,
  type RecordedCall,
  type ReplayDeps,
  type ReplayOptions,
  type ReplayResult,
  type StepResult,
} from './types';
import { walkStep } from './walk';
import { makeWidgetCalls } from './widget-calls';

function describeFailure(error: unknown): string {
  if (error instanceof ConditionError)
    return `journey error ${error.code} on step ${error.stepId} at ${error.pointer}: ${error.message}`;
  if (error instanceof FixtureError || error instanceof UnknownStepError || error instanceof ActionNotOfferedError)
    return error.message;
  throw error;
}

function isAt(at: string, session: JourneySession): boolean {
  return session.page.kind === 'step'
    ? at === session.page.stepId || at === session.page.route
    : at === destinationLabel(session.page);
}

function submissionDiff(expected: Fixture['expectSubmission'], calls: readonly RecordedCall[]): string[] {
  if (expected === undefined) return [];
  const submitted = calls.filter((c) => isWrite(c) && c.method.toUpperCase() !== 'DELETE').at(-1);
  if (!submitted) return ['expectSubmission: no POST, PUT or PATCH was made'];
  return partialDiff(expected, submitted.body, `expectSubmission (${submitted.method} ${submitted.path})`);
}

/**
 * Replays a fixture headless: opens the journey at its first page or, with `entry`, from its entry's address; drives
 * the engine through its steps as the runtime would (answers, Continue, blocking, effects through deps.runEffect,
 * widget calls, change links, alternatives, ways out and endings) and compares each step with its expectation.
 * Invariant: a step that cannot be run (wrong page, a field not on the page, a journey error) fails and stops the
 * replay; a step whose expectation differs fails but the replay goes on, so one run shows every difference.
 * `options.observer` is told what the walk does (the coverage report); it changes nothing of the replay.
 */
export async function replayFixture(
  fixture: Fixture,
  replayDeps: ReplayDeps,
  options: ReplayOptions = {},
): Promise<ReplayResult> {
  const { observer } = options;
  // Failed effects are kept to name the failure policy that decided a step's page, and told to the observer.
  let failed: EffectRequest[] = [];
  const runEffect: RunEffect = async (request) => {
    const outcome = await replayDeps.runEffect(request);
    if (!outcome.ok) {
      failed.push(request);
      observer?.onEffectFailed?.(request);
    }
    return outcome;
  };
  const deps: ReplayDeps & SessionDeps = {
    ...replayDeps,
    runEffect,
    ...(observer?.onSessionEvent ? { listen: observer.onSessionEvent } : {}),
  };
  const steps: StepResult[] = [];
  const allCalls: RecordedCall[] = [];
  // Calls made to build the context are not the journey's.
  deps.takeCalls();
  let session: JourneySession;
  let entry: StepResult | undefined;
  try {
    if (fixture.entry) {
      for (const fault of fixture.entry.faults ?? []) {
        if (!deps.armFault) throw new FixtureError('faults: this replay cannot inject gateway faults');
        await deps.armFault(fault);
      }
      const entered = await enter(deps, deps.context, fixture.entry.params);
      const opened = joinOutcomes(entered, await show(deps, entered.session));
      session = opened.session;
      const calls = deps.takeCalls();
      allCalls.push(...calls);
      entry = entryResult(fixture.entry, opened, calls);
      if (entry.observed) observer?.onStep?.(entry.observed, null);
    } else session = (await show(deps, startSession(deps, deps.context))).session;
  } catch (error) {
    const first = fixture.steps[0];
    const difference = `could not open the journey: ${describeFailure(error)}`;
    const failed: StepResult = {
      index: 0,
      at: fixture.entry ? ENTRY_STEP : (first?.at ?? ''),
      action: first?.action ?? 'continue',
      passed: false,
      differences: [difference],
      observed: null,
    };
    return fixture.entry
      ? { passed: false, entry: failed, steps, skipped: fixture.steps.length, submission: [] }
      : { passed: false, steps: [failed], skipped: fixture.steps.length - 1, submission: [] };
  }

  for (const [index, step] of fixture.steps.entries()) {
    const action = step.action ?? 'continue';
    const fail = (difference: string): ReplayResult => {
      steps.push({ index, at: step.at, action, passed: false, differences: [difference], observed: null });
      return {
        passed: false,
        ...(entry ? { entry } : {}),
        steps,
        skipped: fixture.steps.length - index - 1,
        submission: [],
      };
    };
    if (!isAt(step.at, session)) {
      const where =
        session.page.kind === 'step'
          ? `${session.page.stepId} (${session.page.route})`
          : destinationLabel(session.page);
      return fail(`at: expected the resident on ${step.at}, but they are on ${where}`);
    }
    try {
      if (step.waitMs) {
        if (!deps.wait) return fail('waitMs: this replay cannot let time pass');
        await deps.wait(step.waitMs);
      }
      for (const fault of step.faults ?? []) {
        if (!deps.armFault) return fail('faults: this replay cannot inject gateway faults');
        await deps.armFault(fault);
      }
      const actedOn = session.page.kind === 'step' ? session.page.stepId : step.at;
      const callDifferences = await makeWidgetCalls(deps, session, step.calls ?? []);
      const before = session;
      failed = [];
      const outcome = await walkStep(deps, session, action, step.answers);
      session = outcome.session;
      const calls = deps.takeCalls();
      allCalls.push(...calls);
      let observed: ObservedStep = {
        stepId: actedOn,
        action,
        ...(step.answers ? { answers: step.answers } : {}),
        ...(step.calls?.length ? { widgetCalls: step.calls } : {}),
        next: destinationLabel(session.page),
        route: session.page.route,
        messages: [...outcome.messages],
        blocked: session.blocked,
        calls,
        effects: [...outcome.effects],
      };
      if (!isExpectedPage(step.expect.next, observed)) {
        const decidedBy = explainDestination({
          journey: deps.journey,
          action,
          before,
          after: session,
          failed,
          ...(options.sourcePointer ? { sourcePointer: options.sourcePointer } : {}),
        });
        if (decidedBy) observed = { ...observed, decidedBy };
      }
      observer?.onStep?.(observed, before);
      const differences = [...callDifferences, ...compareStep(step.expect, observed)];
      steps.push({ index, at: step.at, action, passed: differences.length === 0, differences, observed });
    } catch (error) {
      return fail(describeFailure(error));
    }
  }
  const submission = submissionDiff(fixture.expectSubmission, allCalls);
  const passed = submission.length === 0 && (entry?.passed ?? true) && steps.every((s) => s.passed);
  return { passed, ...(entry ? { entry } : {}), steps, skipped: 0, submission };
}

/** The verdict on the journey's entry: where it led, its messages and calls against the fixture's entry.expect. */
function entryResult(expected: FixtureEntry, opened: SessionOutcome, calls: RecordedCall[]): StepResult {
  const observed: ObservedStep = {
    stepId: ENTRY_STEP,
    entry: { ...expected.params },
    action: 'continue',
    next: destinationLabel(opened.session.page),
    route: opened.session.page.route,
    messages: [...opened.messages],
    blocked: opened.session.blocked,
    calls,
    effects: [...opened.effects],
  };
  const differences = compareStep(expected.expect, observed);
  return { index: -1, at: ENTRY_STEP, action: 'continue', passed: differences.length === 0, differences, observed };
}
