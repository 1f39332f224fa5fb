import { describeStep, type Answers, type LoadedJourney } from '../engine';
import {
  actAndShow,
  messageCode,
  startForm,
  typeInto,
  typingMessages,
  type JourneySession,
  type SessionAction,
  type SessionDeps,
  type SessionOutcome,
} from '../journey/session';
import { FixtureError } from './fixture-error';
import type { Action } from './types';

/** A fixture's way-out actions, as the session names them. */
const WAY_OUTS = { exit: 'exit', 'save-and-exit': 'saveAndExit', leave: 'leave' } as const;

/**
 * The page's values after the resident typed a fixture step's answers into it, as the browser's form does
 * (src/journey/session/form-state.ts), and the messages typing brought up. A field the page does not show cannot be
 * typed into: FixtureError.
 */
function typeAnswers(
  journey: LoadedJourney,
  session: JourneySession,
  stepId: string,
  typed: Answers,
): { values: Answers; messages: string[] } {
  const view = describeStep(journey, session.state, stepId);
  const fields = new Map(view.fields.map((field) => [field.definition.id, field]));
  for (const id of Object.keys(typed)) {
    if (!fields.has(id))
      throw new FixtureError(
        `field "${id}" is not on step ${stepId} (its fields: ${[...fields.keys()].join(', ') || 'none'})`,
      );
  }
  const form = typeInto(journey, session.state, stepId, startForm(view), typed);
  for (const field of describeStep(journey, session.state, stepId, form.values).fields) {
    if (Object.hasOwn(typed, field.definition.id) && !field.visible)
      throw new FixtureError(
        `field "${field.definition.id}" is hidden on step ${stepId}: the resident cannot fill it in`,
      );
  }
  return { values: form.values, messages: typingMessages(form).map((issue) => messageCode(issue.code)) };
}

/** The session's action for a fixture's action on the page shown, with the page's values as the resident left them. */
function sessionAction(session: JourneySession, stepId: string, action: Action, values: Answers): SessionAction {
  if (action === 'continue') return { kind: 'continue', values };
  if (action === 'continue-again') {
    if (session.blocked !== 'confirm-to-continue')
      throw new FixtureError(`continue-again on ${stepId}, but the last Continue there asked for no confirmation`);
    return { kind: 'continue', values };
  }
  if (action === 'back') return { kind: 'back' };
  if (action === 'alternative') return { kind: 'alternative' };
  if (action.startsWith('change:')) return { kind: 'change', stepId: action.slice('change:'.length) };
  const which = WAY_OUTS[action as keyof typeof WAY_OUTS];
  if (!which) throw new FixtureError(`unknown action "${action}"`);
  return { kind: 'way-out', which, values };
}

/**
 * One fixture step on the page the session shows, as a resident does it in the browser: types the answers into the
 * page's form, takes the action, and sees the next page shown. What typing and the action brought up are one step's
 * messages.
 */
export async function walkStep(
  deps: SessionDeps,
  session: JourneySession,
  action: Action,
  typed: Answers | undefined,
): Promise<SessionOutcome> {
  if (session.page.kind !== 'step') throw new FixtureError(`the journey already left for ${session.page.route}`);
  const stepId = session.page.stepId;
  const typing = typeAnswers(deps.journey, session, stepId, typed ?? {});
  const outcome = await actAndShow(deps, session, sessionAction(session, stepId, action, typing.values));
  return { ...outcome, messages: [...new Set([...typing.messages, ...outcome.messages])] };
}
