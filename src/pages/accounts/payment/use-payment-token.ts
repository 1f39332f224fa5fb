import { useEffect, useState } from 'react';
import { GatewayHttpError, UnauthorisedError, type PaymentAttempt, type PaymentToken } from '../../../gateway';
import { useServices } from '../../../shared/services';

export type TokenState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly attempt: PaymentAttempt; readonly token: PaymentToken }
  /** The payment page has already had this attempt (a reload, the browser's Back): its result is what to show. */
  | { readonly kind: 'started' }
  | { readonly kind: 'failed' };

/**
 * The attempt and a token for it (portal.md §7 `GET /user/{id}/token`; decision 0037). An attempt the payment page has
 * already taken is never offered a second card form: the gateway refuses the token (409) and the page shows the result.
 */
export function usePaymentToken(customerId: string | undefined, attemptId: string): TokenState {
  const { gateway } = useServices();
  const [state, setState] = useState<TokenState>({ kind: 'loading' });
  useEffect(() => {
    if (!customerId || !attemptId) return undefined;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    const load = async (): Promise<TokenState> => {
      const attempt = await gateway.getPaymentAttempt(attemptId, controller.signal);
      if (attempt.status !== 'created') return { kind: 'started' };
      try {
        const token = await gateway.getPaymentToken(customerId, attemptId, controller.signal);
        return { kind: 'ready', attempt, token };
      } catch (error) {
        // Started in between (another tab): the result, not a second form.
        if (error instanceof GatewayHttpError && error.status === 409) return { kind: 'started' };
        throw error;
      }
    };
    load().then(
      (next) => {
        if (!controller.signal.aborted) setState(next);
      },
      (error: unknown) => {
        // Left the page, or a 401 already on its way to the start page: nothing to say here.
        if (controller.signal.aborted || error instanceof UnauthorisedError) return;
        setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [gateway, customerId, attemptId]);
  return state;
}
