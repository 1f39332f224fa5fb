import { describeStep } from '../engine';
import { callField, type JourneySession, type SessionDeps } from '../journey/session';
import { FixtureError } from './fixture-error';
import { show } from './partial-match';
import type { WidgetCall } from './types';

/**
 * Makes the calls a step's widgets make before the resident's answers (e.g. a photo upload), in order, as the
 * portal does (the session's callField): the field's call with the fixture's argument, run against the sandbox.
 * Returns the differences: a call that failed unexpectedly, or one that succeeded or failed otherwise than
 * `expectError` says.
 * Invariant: a call the page cannot make (a field not on it or hidden, a call the field does not have) throws
 * FixtureError; a call's result is never stored in the journey's state.
 */
export async function makeWidgetCalls(
  deps: SessionDeps,
  session: JourneySession,
  calls: readonly WidgetCall[],
): Promise<string[]> {
  if (calls.length === 0) return [];
  if (session.page.kind !== 'step') throw new FixtureError(`calls: the journey already ended at ${session.page.route}`);
  const stepId = session.page.stepId;
  const fields = describeStep(deps.journey, session.state, stepId).fields;
  const differences: string[] = [];
  for (const [i, call] of calls.entries()) {
    const label = `calls[${i}] ${call.field}.${call.call}`;
    const field = fields.find((f) => f.definition.id === call.field);
    if (!field?.visible) throw new FixtureError(`${label}: field "${call.field}" is not shown on step ${stepId}`);
    if (!Object.hasOwn(field.definition.calls ?? {}, call.call)) {
      const names = Object.keys(field.definition.calls ?? {});
      throw new FixtureError(
        `${label}: the field has no call "${call.call}" (its calls: ${names.join(', ') || 'none'})`,
      );
    }
    const outcome = await callField(deps, session, call.field, call.call, call.argument);
    if (outcome.ok) {
      if (call.expectError !== undefined)
        differences.push(`${label}: expected error ${call.expectError}, but it succeeded with ${show(outcome.result)}`);
      continue;
    }
    if (call.expectError === undefined)
      differences.push(`${label}: failed with ${outcome.code}${describe(outcome.error)}`);
    else if (outcome.code !== call.expectError)
      differences.push(`${label}: expected error ${call.expectError}, got ${outcome.code}${describe(outcome.error)}`);
  }
  return differences;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
  return message ? ` (${message})` : '';
}
