import { useEffect, useRef } from 'react';
import type { Answers } from '../engine';
import { whenIdleAfterPaint } from '../shared/when-idle';
import type { StepHost } from './step-host';

/**
 * How long after the page's values last changed (and the change was painted) what Continue will read is asked for:
 * long enough that typing does not ask on every key, short enough that a resident who chooses and presses Continue
 * at once still finds the call on its way (the gateway client shares one call between the two).
 */
export const READ_AHEAD_SETTLE_MS = 250;

/**
 * Runs the host's read-ahead (session/read-ahead.ts) with the page's values once they settle, while the page is
 * ready (its onEnter effects done). A change of values, or leaving the page, cancels what was asked for the values
 * before, though an answer already on its way is still kept by the gateway client.
 */
export function useReadAhead(host: StepHost, values: Answers, ready: boolean): void {
  // The host is a new object on every render; the latest one runs.
  const latest = useRef(host);
  latest.current = host;
  const offered = host.readAhead !== undefined;
  useEffect(() => {
    if (!ready || !offered) return undefined;
    const controller = new AbortController();
    const cancel = whenIdleAfterPaint(
      () => void latest.current.readAhead?.(values, controller.signal),
      READ_AHEAD_SETTLE_MS,
    );
    return () => {
      cancel();
      controller.abort();
    };
  }, [values, ready, offered]);
}
