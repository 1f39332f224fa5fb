import { useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { attemptResultOf, isFinal, type AttemptResult } from '../../../accounts/payments/attempt-result';
import { GatewayHttpError, UnauthorisedError, type PaymentAttempt } from '../../../gateway';
import { useServices } from '../../../shared/services';

/**
 * When the result page asks the gateway before it says "we're checking" (decision 0037): at once, and again 2 seconds
 * later. Each ask is itself tried up to 3 times on a failure (src/gateway/retry-policy.ts), so a resident waits about
 * 5 seconds at most, long enough for the provider to report a payment it has just taken.
 */
export const OUTCOME_RETRY_DELAYS_MS: readonly number[] = [0, 2000];

export type OutcomeState =
  | { readonly kind: 'asking' }
  | { readonly kind: 'known'; readonly result: AttemptResult; readonly attempt: PaymentAttempt | null }
  /** The gateway knows no such attempt of this resident's (403, 404): a mistyped or another person's address. */
  | { readonly kind: 'unknown-payment' };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * The attempt's outcome, asked of the gateway — never taken from the frame's message or the address (decision 0037).
 * Until the outcome is final the gateway is asked again a few times; a call that fails counts as not known.
 * `checkAgain` starts the asking over (the "Check again" button). A payment confirmed here refreshes the account's
 * balance view and the messages, so the accounts page shows it on its way and the receipt counts as unread at once.
 */
export function usePaymentOutcome(attemptId: string, sleep: (ms: number, signal: AbortSignal) => Promise<void> = wait) {
  const { gateway } = useServices();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<OutcomeState>({ kind: 'asking' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!attemptId) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    setState({ kind: 'asking' });
    const ask = async (): Promise<OutcomeState | null> => {
      let latest: PaymentAttempt | null = null;
      for (const delay of OUTCOME_RETRY_DELAYS_MS) {
        await sleep(delay, signal);
        if (signal.aborted) return null;
        try {
          latest = await gateway.getPaymentAttempt(attemptId, signal);
          if (isFinal(attemptResultOf(latest.status))) break;
        } catch (error) {
          if (signal.aborted || error instanceof UnauthorisedError) return null;
          if (error instanceof GatewayHttpError && (error.status === 403 || error.status === 404))
            return { kind: 'unknown-payment' };
          // Any other failure is "not known yet": ask again.
        }
      }
      return { kind: 'known', result: latest ? attemptResultOf(latest.status) : 'checking', attempt: latest };
    };
    void ask().then((next) => {
      if (!next || signal.aborted) return;
      setState(next);
      // The account shows the payment on its way, and the header's unread count takes in the receipt just sent: both
      // are read again (SWR keys beginning 'account-view' and 'messages').
      if (next.kind === 'known' && next.result === 'paid')
        void mutate((key) => Array.isArray(key) && (key[0] === 'account-view' || key[0] === 'messages'));
    });
    return () => controller.abort();
  }, [gateway, mutate, attemptId, sleep, round]);

  const checkAgain = useCallback(() => setRound((n) => n + 1), []);
  return { state, checkAgain };
}
