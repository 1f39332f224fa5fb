/**
 * The payment page's "I have finished" message (decision 0037): `{ type: 'payment-finished', attemptId }`, sent with
 * postMessage to the portal's origin. It only tells the portal to go and ask the gateway for the outcome; it is never
 * the outcome itself, since any page the resident opens could send one.
 */
export interface PaymentFinishedMessage {
  readonly type: 'payment-finished';
  readonly attemptId: string;
}

/** Whether a window message is the payment page's finished message about this attempt, from that page's origin. */
export function isPaymentFinished(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  gatewayOrigin: string,
  attemptId: string,
): boolean {
  if (event.origin !== gatewayOrigin) return false;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<Record<keyof PaymentFinishedMessage, unknown>>;
  return message.type === 'payment-finished' && message.attemptId === attemptId;
}

/** The frame never shrinks below a usable card form nor grows without bound, whatever a message says. */
const FRAME_HEIGHT_PX = { min: 320, max: 4000 } as const;

/**
 * The payment page's own height (`{ type: 'payment-frame-height', height }`), from that page's origin, so the portal
 * sizes the frame to it and a phone scrolls one page rather than a box inside the page; null for any other message.
 */
export function frameHeightOf(event: Pick<MessageEvent, 'origin' | 'data'>, gatewayOrigin: string): number | null {
  if (event.origin !== gatewayOrigin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; height?: unknown };
  if (message.type !== 'payment-frame-height' || typeof message.height !== 'number' || !Number.isFinite(message.height))
    return null;
  return Math.min(FRAME_HEIGHT_PX.max, Math.max(FRAME_HEIGHT_PX.min, Math.ceil(message.height)));
}
