import type { NavigateOptions } from 'react-router';
import type { ErrorPageState } from '../shared/error-state';
import { journeyDialogOf, journeyMessageOf, type JourneyMessageState } from '../shared/journey-message';
import { changeHref, summaryRowId } from './change-links';
import type { JourneySession, SessionOutcome } from './session';

/** Where the browser goes after a move of the session, and with what navigation state; null: stay on the page. */
export interface Navigation {
  readonly to: string;
  readonly options: NavigateOptions;
}

export interface FollowContext {
  /** The session before the move (null for an entry: there was no page). */
  readonly before: JourneySession | null;
  /** The address the move was made on (an error page's Refresh returns there). */
  readonly pathname: string;
  /** Its query: a change under way keeps its marker from page to page. */
  readonly search: string;
  /** The summary row a change returns to (the address's `row`), or the row whose Change link was followed. */
  readonly row: string | null;
  /** Replace the address rather than add one (an entry: Back must not enter again). */
  readonly replace?: boolean;
}

/**
 * The address a session's page lives at after a move: a way out or an ending goes to its page with its message as the
 * home page's banner (and its pop-up); an error page gets the failed address and its message; a step page keeps a
 * change's marker until the summary is reached again (then the changed row's anchor). Staying on the same step is null.
 */
export function navigationOf(outcome: SessionOutcome, context: FollowContext): Navigation | null {
  const replace = context.replace ? { replace: true } : {};
  const { session, leaving } = outcome;
  if (leaving) {
    const state: JourneyMessageState = {
      ...(leaving.message ? { journeyMessage: journeyMessageOf(leaving.message) } : {}),
      ...(leaving.dialog ? { journeyDialog: journeyDialogOf(leaving.dialog) } : {}),
    };
    return { to: leaving.to, options: { ...replace, ...(Object.keys(state).length > 0 ? { state } : {}) } };
  }
  const page = session.page;
  if (page.kind === 'errorPage') {
    const message = typeof page.message === 'string' ? page.message : undefined;
    const failure: ErrorPageState = { from: context.pathname, ...(message ? { messageKey: message } : {}) };
    return { to: page.route, options: { ...replace, state: failure } };
  }
  if (page.kind !== 'step') return { to: page.route, options: replace };
  const before = context.before;
  if (
    before &&
    before.page.kind === 'step' &&
    before.page.stepId === page.stepId &&
    before.changeFrom === session.changeFrom
  )
    return null;
  if (session.changeFrom) {
    const starting = before?.changeFrom !== session.changeFrom;
    return {
      to: starting ? changeHref(page.route, session.changeFrom, context.row ?? '') : `${page.route}${context.search}`,
      options: replace,
    };
  }
  if (before?.changeFrom && page.stepId === before.changeFrom) {
    return { to: `${page.route}${context.row ? `#${summaryRowId(context.row)}` : ''}`, options: replace };
  }
  return { to: page.route, options: replace };
}
