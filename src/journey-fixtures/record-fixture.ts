import type { ExpectedCall, FixtureStep, StepExpectation } from '../../schemas/generated/fixture';
import { isWrite } from './call-match';
import {
  ENTRY_STEP,
  FIXTURE_SCHEMA_PATH,
  type Fixture,
  type ObservedStep,
  type RecordInput,
  type RecordedCall,
} from './types';

/** Choices for recordFixture. */
export interface RecordOptions {
  /** Also expect the reads (GET) each step made; by default only writes, since the browser caches reads. */
  readonly includeReads?: boolean;
  /** Body fields left out of the expectations because they change from run to run (e.g. a generated id). */
  readonly omitBodyFields?: readonly string[];
}

const ACTIONS_WITHOUT_ANSWERS = /^(continue-again|back|alternative|exit|leave|change:)/;
const METHODS = new Set<ExpectedCall['method']>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function withoutFields(body: unknown, omit: ReadonlySet<string>): unknown {
  if (Array.isArray(body)) return body.map((item) => withoutFields(item, omit));
  if (body === null || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => !omit.has(key))
      .map(([key, value]) => [key, withoutFields(value, omit)]),
  );
}

function expectedCall(call: RecordedCall, omit: ReadonlySet<string>): ExpectedCall {
  const method = call.method.toUpperCase() as ExpectedCall['method'];
  if (!METHODS.has(method)) throw new Error(`recordFixture: cannot record a ${call.method} call`);
  const body = withoutFields(call.body, omit);
  return {
    method,
    path: call.path,
    ...(body !== null && typeof body === 'object' && !Array.isArray(body)
      ? { body: body as Record<string, unknown> }
      : {}),
  };
}

function expectation(observed: ObservedStep, options: RecordOptions, omit: ReadonlySet<string>): StepExpectation {
  const calls = observed.calls.filter((c) => options.includeReads || isWrite(c)).map((c) => expectedCall(c, omit));
  return {
    next: observed.next,
    messages: [...observed.messages],
    ...(observed.blocked ? { blocked: observed.blocked } : {}),
    calls,
  };
}

function fixtureStep(observed: ObservedStep, options: RecordOptions, omit: ReadonlySet<string>): FixtureStep {
  const expect = expectation(observed, options, omit);
  const answers =
    observed.answers && Object.keys(observed.answers).length > 0 && !ACTIONS_WITHOUT_ANSWERS.test(observed.action)
      ? { ...observed.answers }
      : undefined;
  return {
    at: observed.stepId,
    ...(observed.widgetCalls?.length ? { calls: observed.widgetCalls.map((call) => ({ ...call })) } : {}),
    ...(answers ? { answers } : {}),
    ...(observed.action !== 'continue' ? { action: observed.action } : {}),
    expect,
  };
}

/**
 * Builds a fixture from a walk through a journey: each observed step becomes a fixture step expecting exactly what was
 * seen (the page reached, every message, the block, the writes), and the last POST, PUT or PATCH becomes the expected
 * submission. A walk whose first observation is at ENTRY_STEP began at the journey's entry: that observation becomes
 * the fixture's `entry` (its address parameters and what it led to). Pure: the browser's record mode downloads the
 * result as JSON. Invariant: replaying the result against the same journey, persona and context passes.
 */
export function recordFixture(input: RecordInput, options: RecordOptions = {}): Fixture {
  if (input.steps.length === 0) throw new Error('recordFixture: nothing was recorded');
  const omit = new Set(options.omitBodyFields ?? []);
  // A walk that began at an entry (another page's address) starts with the entry's observation.
  const [head] = input.steps;
  const entered = head?.stepId === ENTRY_STEP ? head : undefined;
  if (!entered && input.steps.some((s) => s.stepId === ENTRY_STEP))
    throw new Error('recordFixture: an entry can only begin a walk');
  const steps = (entered ? input.steps.slice(1) : input.steps).map((s) => fixtureStep(s, options, omit));
  const submitted = input.steps
    .flatMap((s) => s.calls)
    .filter((c) => isWrite(c) && c.method.toUpperCase() !== 'DELETE')
    .at(-1);
  const submission = submitted ? withoutFields(submitted.body, omit) : undefined;
  return {
    $schema: FIXTURE_SCHEMA_PATH,
    journey: input.journey,
    persona: input.persona,
    ...(input.description ? { description: input.description } : {}),
    ...(input.context && Object.keys(input.context).length > 0 ? { context: input.context } : {}),
    ...(entered
      ? { entry: { params: { ...(entered.entry ?? {}) }, expect: expectation(entered, options, omit) } }
      : {}),
    steps,
    ...(submission !== null && typeof submission === 'object' && !Array.isArray(submission)
      ? { expectSubmission: submission as Record<string, unknown> }
      : {}),
  };
}
