import { useCallback, useEffect, useRef, useState } from 'react';
import { createBroadcastChannelPort } from './broadcast-channel-port';
import { createIdleTimer, type IdleClock, type IdleTimer } from './idle-timer';

export interface UseIdleLogoutOptions {
  /** False while logged out: the timer stops and starts afresh at the next login. */
  enabled: boolean;
  idleTimeoutMs: number;
  countdownMs: number;
  onTimeout(): void;
}

export interface IdleLogoutState {
  warning: boolean;
  remainingMs: number;
  stayLoggedIn(): void;
}

export const IDLE_CHANNEL_NAME = 'portal-idle';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
// Scrolling fires dozens of events a second; one record a second is plenty for a 25-minute timer.
const ACTIVITY_THROTTLE_MS = 1000;

// Window timers and Date.now, looked up at call time, so Playwright's page.clock and test fake timers drive them.
const windowClock: IdleClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** The idle logout of portal.md §4 "Session" for React: warning state, the countdown and the one-action extend. */
export function useIdleLogout({
  enabled,
  idleTimeoutMs,
  countdownMs,
  onTimeout,
}: UseIdleLogoutOptions): IdleLogoutState {
  const [warning, setWarning] = useState(false);
  const [remainingMs, setRemainingMs] = useState(countdownMs);
  const timerRef = useRef<IdleTimer | null>(null);
  const onTimeoutRef = useRef(onTimeout);

  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    if (!enabled) return;
    const port = createBroadcastChannelPort(IDLE_CHANNEL_NAME);
    const timer = createIdleTimer({
      clock: windowClock,
      idleTimeoutMs,
      countdownMs,
      broadcast: port,
      onWarn(remaining) {
        setRemainingMs(remaining);
        setWarning(true);
      },
      onTick: setRemainingMs,
      onDismiss: () => setWarning(false),
      onTimeout() {
        setWarning(false);
        onTimeoutRef.current();
      },
    });
    timerRef.current = timer;

    let lastRecorded = Number.NEGATIVE_INFINITY;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastRecorded < ACTIVITY_THROTTLE_MS) return;
      lastRecorded = now;
      timer.recordActivity();
    };
    // Capture phase: scroll does not bubble, and a component stopping propagation must not hide activity.
    const listenerOptions = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, listenerOptions);

    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, listenerOptions);
      timer.stop();
      port?.close();
      timerRef.current = null;
      setWarning(false);
    };
  }, [enabled, idleTimeoutMs, countdownMs]);

  const stayLoggedIn = useCallback(() => {
    timerRef.current?.stayLoggedIn();
    setWarning(false);
  }, []);

  return { warning: enabled && warning, remainingMs, stayLoggedIn };
}
