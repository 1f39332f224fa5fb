/** How /genericerror presents itself; chosen by whoever navigates there. */
export type GenericErrorVariant = 'whoops' | 'idempotency' | 'no-self-serve-account';

/** Navigation state of the error pages. Every field is optional: a reload or a typed URL carries none. */
export interface ErrorPageState {
  variant?: GenericErrorVariant;
  /** The failed call's correlation id, shown as the tracking id so the call centre can find the call. */
  correlationId?: string;
  /** The page that failed; the Refresh button goes back to it. */
  from?: string;
  /** /repairJourneyErrorPage: the message code to show (default repair_Journey_Error_Message1). */
  messageKey?: string;
}

/** The navigation state as an ErrorPageState, ignoring anything of the wrong shape. */
export function readErrorState(state: unknown): ErrorPageState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const variant = text(record.variant);
  return {
    variant:
      variant === 'whoops' || variant === 'idempotency' || variant === 'no-self-serve-account' ? variant : undefined,
    correlationId: text(record.correlationId),
    from: text(record.from),
    messageKey: text(record.messageKey),
  };
}
