import type { EffectRequest, LoadedJourney } from '../engine';
import type { JourneySession } from '../journey/session';
import { conditionText, coverageItems } from './coverage-items';
import { activeBlockIndex, templateOrder, traceNext, type RouteDecision } from './route-trace';
import { destinationLabel } from './destination-label';
import type { Action } from './types';

export interface ExplainInput {
  readonly journey: LoadedJourney;
  readonly action: Action;
  /** The session the action was taken on, and the one it led to. */
  readonly before: JourneySession;
  readonly after: JourneySession;
  /** Effects that failed during the action, in order. */
  readonly failed: readonly EffectRequest[];
  readonly sourcePointer?: (pointer: string) => string;
}

function describeDecision(decision: RouteDecision, at: (pointer: string) => string): string {
  if (decision.kind === 'skip') {
    return `${at(decision.pointer)} (${conditionText(decision.when)}) is ${decision.value}${decision.value ? '' : `, so ${decision.stepId} is skipped`}`;
  }
  if (decision.kind === 'pageSkip')
    return `${at(decision.pointer)} (${conditionText(decision.when)}) is true, so later pages of ${decision.stepId} are skipped`;
  return decision.when === undefined
    ? `${at(decision.pointer)} (otherwise, to ${decision.to}) is taken`
    : `${at(decision.pointer)} (when ${conditionText(decision.when)}) is true`;
}

/**
 * The journey pointer that decided where an action led, in words, for a tester whose fixture expected another page:
 * an effect's failure policy ("/steps/9/onExit/0/onError (repair.submit failed) …"), the block that kept the
 * resident on the page, or the routes and skip conditions Continue went through ("/steps/13/next/2 (when …) is
 * true"). Undefined when nothing of the journey decided it (Back, a change link, a refused Continue).
 * Invariant: only reads; a condition that cannot be evaluated gives undefined (the replay reports that error itself).
 */
export function explainDestination(input: ExplainInput): string | undefined {
  const { journey, before, after } = input;
  const at = input.sourcePointer ?? ((pointer: string) => pointer);
  if (before.page.kind !== 'step') return undefined;
  const stepId = before.page.stepId;
  try {
    const page = after.page;
    if (page.kind === 'errorPage' || page.kind === 'end') {
      const cause = input.failed.find(
        (request) => request.onError.errorPage === page.name || request.onError.end === page.name,
      );
      const order = templateOrder(journey, before.state, stepId);
      const key = cause && coverageItems(journey).onErrorKey(cause, order === undefined ? null : `/steps/${order}`);
      if (cause && key) return `${at(key)} (${cause.effect} failed) sends the resident to ${destinationLabel(page)}`;
    }
    if (input.action !== 'continue' && input.action !== 'continue-again') return undefined;
    if (after.blocked !== null) {
      const index = activeBlockIndex(journey, after.state, stepId);
      const order = templateOrder(journey, after.state, stepId);
      const block =
        index === null || order === undefined ? undefined : journey.definition.steps[order]?.blocking?.[index];
      return block
        ? `${at(`/steps/${order}/blocking/${index}`)} (when ${conditionText(block.when)}) holds: ${block.mode}`
        : undefined;
    }
    if (before.changeFrom !== null || (page.kind === 'step' && page.stepId === stepId)) return undefined;
    const trace = traceNext(journey, after.state, stepId);
    if (trace.target !== destinationLabel(page) && !(page.kind === 'step' && trace.target === page.stepId))
      return undefined;
    return trace.decisions.map((decision) => describeDecision(decision, at)).join(', then ') || undefined;
  } catch {
    return undefined;
  }
}
