import {
  alternativeDestination,
  applyAnswers,
  blockingFor,
  computePath,
  describeStep,
  enteredAnswers,
  previousStep,
  validateStep,
  type Destination,
  type JourneyState,
} from '../../engine';
import { continueStep } from './continue-step';
import { ActionNotOfferedError } from './errors';
import { continueValues } from './form-state';
import { reach } from './reach';
import { Trace } from './trace';
import { wayOutRoute } from './way-outs';
import type { JourneySession, SessionAction, SessionDeps, SessionOutcome } from './types';

/**
 * Performs one resident action on the step page the session shows, as the portal does, and goes where it leads —
 * short of showing the next step, whose onEnter effects run when it is shown (`show`; `actAndShow` does both).
 * Invariant: the session is never mutated; an action the page does not offer throws ActionNotOfferedError; engine
 * errors (ConditionError) are thrown as configuration problems.
 */
export async function act(deps: SessionDeps, session: JourneySession, action: SessionAction): Promise<SessionOutcome> {
  const { journey } = deps;
  if (session.page.kind !== 'step')
    throw new ActionNotOfferedError(`the journey already left for ${session.page.route}`);
  const stepId = session.page.stepId;
  deps.listen?.({ kind: 'began', journey, stepId });
  const trace = new Trace(deps);
  const next = await perform(deps, trace, session, stepId, action);
  const outcome = trace.outcome(next);
  deps.listen?.({ kind: 'acted', journey, before: session, action, outcome });
  return outcome;
}

async function perform(
  deps: SessionDeps,
  trace: Trace,
  session: JourneySession,
  stepId: string,
  action: SessionAction,
): Promise<JourneySession> {
  const { journey } = deps;
  const view = describeStep(journey, session.state, stepId);
  const actions = view.definition.actions;
  switch (action.kind) {
    case 'continue':
      return pressContinue(deps, trace, session, stepId, action);
    case 'back': {
      if (actions?.back === false) throw new ActionNotOfferedError(`step ${stepId} shows no Back link`);
      // While changing an answer, Back returns to the summary; on the first page it leaves as Exit does (unasked).
      const summary = session.changeFrom
        ? journey.definition.steps.find((s) => s.id === session.changeFrom && s.kind === 'check-answers')
        : undefined;
      const target: Destination = summary
        ? { kind: 'step', stepId: summary.id, route: summary.route }
        : (previousStep(journey, session.state, stepId) ?? { kind: 'exit', route: journey.definition.exit.to });
      return reach(deps, trace, session.state, target, summary ? { ...session, changeFrom: null } : session);
    }
    case 'change': {
      if (view.definition.kind !== 'check-answers')
        throw new ActionNotOfferedError(`change:${action.stepId} on ${stepId}, which is not a check-answers page`);
      if (!computePath(journey, session.state).steps.includes(action.stepId))
        throw new ActionNotOfferedError(`change:${action.stepId}: that step is not on the resident's path`);
      const target: Destination = {
        kind: 'step',
        stepId: action.stepId,
        route: describeStep(journey, session.state, action.stepId).route,
      };
      return reach(deps, trace, session.state, target, { ...session, changeFrom: stepId });
    }
    case 'alternative': {
      const destination = alternativeDestination(journey, session.state, stepId);
      if (!destination) throw new ActionNotOfferedError(`step ${stepId} shows no alternative button`);
      return reach(deps, trace, session.state, destination, session);
    }
    case 'way-out': {
      const route = wayOutRoute(journey, actions, action.which);
      if (!route) throw new ActionNotOfferedError(`step ${stepId} offers no ${action.which}`);
      // What the page holds goes with the resident (Save and exit keeps what they typed here, unchecked).
      const state = action.values ? keepTyped(deps, trace, session.state, stepId, action.values) : session.state;
      return reach(
        deps,
        trace,
        state,
        { kind: route.runs, route: journey.definition[route.runs]?.to ?? journey.definition.exit.to },
        { ...session, state },
      );
    }
  }
}

/** The page's values as answers, unchecked: what a way out takes along. */
function keepTyped(
  deps: SessionDeps,
  trace: Trace,
  state: JourneyState,
  stepId: string,
  values: Readonly<Record<string, unknown>>,
): JourneyState {
  const { journey } = deps;
  trace.say(
    ...validateStep(journey, state, stepId, { phase: 'typing', values: { ...values } }).map((issue) => issue.code),
  );
  return applyAnswers(journey, state, stepId, enteredAnswers(journey, state, stepId, { ...values }));
}

async function pressContinue(
  deps: SessionDeps,
  trace: Trace,
  session: JourneySession,
  stepId: string,
  action: Extract<SessionAction, { kind: 'continue' }>,
): Promise<JourneySession> {
  const { journey } = deps;
  const values = continueValues(journey, session.state, stepId, action.values);
  trace.say(...validateStep(journey, session.state, stepId, { phase: 'typing', values }).map((issue) => issue.code));
  const result = await continueStep({
    journey,
    state: session.state,
    stepId,
    values,
    runEffect: trace.runEffect,
    ...(action.schemaFailures ? { schemaFailures: action.schemaFailures } : {}),
    ...(session.changeFrom !== null ? { returnTo: session.changeFrom } : {}),
  });
  const stay = (blocked: JourneySession['blocked']): JourneySession => ({ ...session, state: result.state, blocked });
  switch (result.kind) {
    case 'invalid':
      // The page's warnings show with the errors.
      trace.say(
        ...validateStep(journey, result.state, stepId, { phase: 'continue' }).map((issue) => issue.code),
        ...result.issues.map((issue) => issue.code),
      );
      trace.issues = result.issues;
      return stay(null);
    case 'blocked': {
      const block = blockingFor(journey, result.state, stepId);
      if (block) trace.say(block.message);
      return stay(block?.mode ?? null);
    }
    case 'effect-failed':
      trace.say(result.message);
      trace.notice = result.message;
      if (result.unknownOutcome) trace.noticeKind = 'outcome-unknown';
      return stay(null);
    case 'go':
      return reach(deps, trace, result.state, result.destination, session);
  }
}
