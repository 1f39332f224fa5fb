import { effectsOnEnter } from '../../engine';
import { runEffectLoop } from './effect-loop';
import { reach } from './reach';
import { Trace } from './trace';
import type { JourneySession, SessionDeps, SessionOutcome } from './types';

/**
 * Shows the session's step page: its onEnter effects (e.g. loading the reasons to choose from) run under their
 * onError policies — a message shows on the page, an error page or an ending replaces it. A session whose page is
 * not a step is returned as it is. `signal` aborts the effects when the resident leaves the page first.
 */
export async function show(deps: SessionDeps, session: JourneySession, signal?: AbortSignal): Promise<SessionOutcome> {
  const { journey } = deps;
  const trace = new Trace(deps, signal);
  if (session.page.kind !== 'step') return trace.outcome(session);
  const stepId = session.page.stepId;
  deps.listen?.({ kind: 'showing', journey, session });
  const run = await runEffectLoop(
    journey,
    session.state,
    (state) => effectsOnEnter(journey, state, stepId),
    trace.runEffect,
    signal ? { signal } : {},
  );
  // Left before its effects ended: nothing happened on this page that anyone should be told about.
  if (signal?.aborted) return trace.outcome({ ...session, state: run.state });
  let shown: JourneySession = { ...session, state: run.state };
  if (run.failed && 'destination' in run.failed)
    shown = await reach(deps, trace, run.state, run.failed.destination, null);
  else if (run.failed) {
    trace.say(run.failed.message);
    trace.notice = run.failed.message;
    if (run.failed.unknownOutcome) trace.noticeKind = 'outcome-unknown';
  }
  const outcome = trace.outcome(shown);
  deps.listen?.({ kind: 'shown', journey, outcome });
  return outcome;
}
