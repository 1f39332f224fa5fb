import { EffectFailure } from '../../effects/errors';

/**
 * The error an effect threw, from what runEffect reports: its EffectFailure wraps the effect's own error as `cause`.
 * A failure with no cause (an unknown effect) is passed on as it is.
 */
export function effectError(error: unknown): unknown {
  return error instanceof EffectFailure && error.cause !== undefined ? error.cause : error;
}

function ownCode(error: unknown): string | undefined {
  const code = error !== null && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** An error with the message code a widget call's journey gives failures that have none (onError.message). */
class WidgetCallError extends Error {
  override readonly name = 'WidgetCallError';

  constructor(
    readonly code: string,
    cause: unknown,
  ) {
    super(`the call failed (${code})`, { cause });
  }
}

/**
 * What a widget's call rejects with: the effect's own error, unwrapped, so its `code` (e.g.
 * Upload_Media_Wrong_File_Type) tells the widget which message to show; when it has no code and the journey gives
 * one (the call's onError.message, e.g. SSR011b), an error with that code and the effect's error as its cause.
 */
export function widgetCallError(error: unknown, message?: string): unknown {
  const unwrapped = effectError(error);
  return message === undefined || ownCode(unwrapped) !== undefined
    ? unwrapped
    : new WidgetCallError(message, unwrapped);
}

/**
 * How a fixture names a widget call's failure: the error's `code` when it has one, else its name
 * (GatewayHttpError, EffectTimeoutError…), else "Error".
 */
export function effectErrorCode(error: unknown): string {
  const unwrapped = effectError(error);
  const code = ownCode(unwrapped);
  if (code !== undefined) return code;
  const name = unwrapped !== null && typeof unwrapped === 'object' ? (unwrapped as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name !== '' ? name : 'Error';
}
