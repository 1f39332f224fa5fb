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
export function isPaymentFinished(event: Pick<MessageEvent, 'origin' | 'data'>, gatewayOrigin: string, attemptId: string): boolean {
  if (event.origin !== gatewayOrigin) return false;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<Record<keyof PaymentFinishedMessage, unknown>>;
  return message.type === 'payment-finished' && message.attemptId === attemptId;
}
