import { exitPlan, type Destination, type EndingRef, type JourneyState, type WayOut } from '../../engine';
import { GENERIC_ERROR_PATH } from '../../shared/paths';
import { runEffectLoop } from './effect-loop';
import type { Trace } from './trace';
import type { JourneySession, SessionDeps } from './types';

/**
 * Where a journey goes when a way out or an ending cannot be taken and there is no page to stay on (an entry that
 * leads straight out): the portal's general error page.
 */
export const NO_PAGE_FAILURE: Destination = { kind: 'errorPage', name: 'generic', route: GENERIC_ERROR_PATH };

const wayOutOf = (destination: Destination): WayOut | EndingRef | null => {
  if (destination.kind === 'end') return { ending: destination.name };
  return destination.kind === 'exit' || destination.kind === 'saveAndExit' || destination.kind === 'leave'
    ? destination.kind
    : null;
};

/**
 * Goes where a move leads, short of showing a step (its onEnter effects run when it is shown: `show`):
 * - a way out or an ending runs its plan: its effects under their onError policies, then its message (an ending's
 *   worked out after its own effects, which it may tell about) and the journey is left; an effect failing with a
 *   message keeps the resident on `from` with that message;
 * - an error page brings up its message;
 * - a step keeps the change being made (`from.changeFrom`) until the summary it came from is reached again.
 */
export async function reach(
  deps: SessionDeps,
  trace: Trace,
  state: JourneyState,
  destination: Destination,
  from: JourneySession | null,
): Promise<JourneySession> {
  const which = wayOutOf(destination);
  if (which !== null) return leave(deps, trace, state, which, from);
  if (destination.kind === 'errorPage' && destination.message) trace.say(destination.message);
  const changeFrom =
    destination.kind === 'step' && from?.changeFrom && destination.stepId !== from.changeFrom ? from.changeFrom : null;
  return { state, page: destination, changeFrom, blocked: null };
}

async function leave(
  deps: SessionDeps,
  trace: Trace,
  state: JourneyState,
  which: WayOut | EndingRef,
  from: JourneySession | null,
): Promise<JourneySession> {
  const { journey } = deps;
  const plan = exitPlan(journey, state, which);
  if (!plan)
    throw new Error(
      `The journey ${journey.definition.id} has no ${typeof which === 'object' ? `ending "${which.ending}"` : which}.`,
    );
  const run = await runEffectLoop(
    journey,
    state,
    (current) => exitPlan(journey, current, which)?.effects ?? [],
    trace.runEffect,
  );
  if (run.failed && 'destination' in run.failed) return reach(deps, trace, run.state, run.failed.destination, null);
  if (run.failed) {
    trace.say(run.failed.message);
    if (!from) return reach(deps, trace, run.state, NO_PAGE_FAILURE, null);
    trace.notice = run.failed.message;
    return { ...from, state: run.state, blocked: null };
  }
  // An ending's message and pop-up may tell what its own effects did, so their values are worked out after them.
  const { message, dialog } = exitPlan(journey, run.state, which) ?? plan;
  if (message) trace.say(message);
  if (dialog) trace.say(dialog.title);
  trace.leaving = {
    to: plan.to,
    clearDraft: plan.clearDraft,
    ...(message ? { message } : {}),
    ...(dialog ? { dialog } : {}),
  };
  const page: Destination =
    typeof which === 'object' ? { kind: 'end', name: which.ending, route: plan.to } : { kind: which, route: plan.to };
  return { state: run.state, page, changeFrom: null, blocked: null };
}
