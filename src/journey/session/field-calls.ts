import { fieldCallRequest, type Answers } from '../../engine';
import { effectErrorCode, widgetCallError } from './effect-error';
import { ActionNotOfferedError } from './errors';
import type { JourneySession, SessionDeps } from './types';

/** What a widget's call gave: its result (not stored in the journey), or its error with the code a widget shows. */
export type FieldCallOutcome =
  | { readonly ok: true; readonly result: unknown }
  | { readonly ok: false; readonly error: unknown; readonly code: string };

/**
 * A call of a field's widget (e.g. upload or remove a photo): the field's effect with its input worked out from the
 * widget's argument and the page's values (`values`, typed but not continued). The result goes back to the widget and
 * is not stored. A failure carries the effect's own error (its `code` tells the widget which message to show), or the
 * call's onError.message as its code when it has none. A call the page cannot make throws ActionNotOfferedError.
 */
export async function callField(
  deps: SessionDeps,
  session: JourneySession,
  fieldId: string,
  name: string,
  argument: unknown,
  values?: Answers,
): Promise<FieldCallOutcome> {
  const { journey } = deps;
  if (session.page.kind !== 'step')
    throw new ActionNotOfferedError(`calls: the journey already left for ${session.page.route}`);
  const stepId = session.page.stepId;
  const request = fieldCallRequest(journey, session.state, stepId, fieldId, name, argument, values);
  if (!request) throw new ActionNotOfferedError(`field "${fieldId}" of step "${stepId}" has no call "${name}"`);
  deps.listen?.({ kind: 'began', journey, stepId });
  const outcome = await deps.runEffect(request);
  const failure = outcome.ok ? null : widgetCallError(outcome.error, request.onError.message);
  const code = failure === null ? null : effectErrorCode(failure);
  deps.listen?.({ kind: 'called', journey, stepId, field: fieldId, call: name, argument, error: code });
  return outcome.ok ? { ok: true, result: outcome.result } : { ok: false, error: failure, code: code ?? 'Error' };
}
