import { computePath, describeStep, type Destination, type JourneyState } from '../../engine';
import { act } from './act';
import { show } from './show';
import type { JourneySession, SessionAction, SessionDeps, SessionOutcome } from './types';

/** A session at the journey's first page (or where its path already ends), nothing answered, not yet shown. */
export function startSession(deps: SessionDeps, context: Readonly<Record<string, unknown>>): JourneySession {
  const state: JourneyState = { answers: {}, context, effects: {} };
  const path = computePath(deps.journey, state);
  const first = path.current === null ? null : describeStep(deps.journey, state, path.current);
  const page: Destination = first
    ? { kind: 'step', stepId: first.id, route: first.route }
    : (path.end ?? { kind: 'exit', route: deps.journey.definition.exit.to });
  return { state, page, changeFrom: null, blocked: null };
}

/**
 * Joins what two moves brought up, as one: the second's session, page issues and leaving; both moves' messages and
 * effects.
 */
export function joinOutcomes(first: SessionOutcome, second: SessionOutcome): SessionOutcome {
  return {
    ...second,
    notice: second.notice ?? first.notice,
    noticeKind: second.notice ? second.noticeKind : first.noticeKind,
    leaving: second.leaving ?? first.leaving,
    messages: [...new Set([...first.messages, ...second.messages])],
    effects: [...first.effects, ...second.effects],
  };
}

/**
 * An action and, when it leads to another step, that step shown (its onEnter effects): one resident action as a
 * headless walk sees it, the way the browser's navigation to the next page does it in two.
 */
export async function actAndShow(
  deps: SessionDeps,
  session: JourneySession,
  action: SessionAction,
): Promise<SessionOutcome> {
  const acted = await act(deps, session, action);
  const page = acted.session.page;
  const moved = page.kind === 'step' && (session.page.kind !== 'step' || page.stepId !== session.page.stepId);
  return moved ? joinOutcomes(acted, await show(deps, acted.session)) : acted;
}
