import type { EffectRequest, Text } from '../engine';

/**
 * Runs an effect and, when its use declares `pending`, shows that message once the effect has taken longer than
 * `afterMs` (a quick call shows nothing), clearing it when the effect ends either way.
 */
export function withPendingMessage<T>(
  request: EffectRequest,
  run: () => Promise<T>,
  show: (message: Text | null) => void,
): Promise<T> {
  const pending = request.pending;
  const timer = pending ? setTimeout(() => show(pending.message), pending.afterMs) : undefined;
  return run().finally(() => {
    clearTimeout(timer);
    show(null);
  });
}
