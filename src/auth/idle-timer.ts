import type { BroadcastPort } from './broadcast-channel-port';

export interface IdleClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type IdleState = 'active' | 'warning' | 'expired';

export interface IdleTimerOptions {
  clock: IdleClock;
  /** Idle time before the warning (spec: 1,500,000 ms). */
  idleTimeoutMs: number;
  /** Length of the warning's countdown (spec: 300,000 ms). */
  countdownMs: number;
  onWarn(remainingMs: number): void;
  /** Every second while the warning shows. */
  onTick(remainingMs: number): void;
  onTimeout(): void;
  /** The warning was dismissed, here or in another tab. */
  onDismiss?(): void;
  /** Links the timers of all tabs: activity anywhere counts everywhere. */
  broadcast?: BroadcastPort;
}

export interface IdleTimer {
  recordActivity(): void;
  stayLoggedIn(): void;
  stop(): void;
  state(): IdleState;
}

type IdleMessage = { type: 'idle-activity' } | { type: 'idle-stay' };

const TICK_MS = 1000;

function isIdleMessage(message: unknown): message is IdleMessage {
  const type = (message as { type?: unknown } | null)?.type;
  return type === 'idle-activity' || type === 'idle-stay';
}

/**
 * The portal's idle logout clock. Deadlines are computed from the last activity rather than counted down, so a
 * background tab whose timers the browser throttles, or a laptop waking from sleep, still times out on time.
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const { clock, idleTimeoutMs, countdownMs, broadcast } = options;
  let current: IdleState = 'active';
  let lastActivity = clock.now();
  let handle: unknown = null;
  let stopped = false;

  const cancel = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  };

  const schedule = (fn: () => void, ms: number) => {
    cancel();
    handle = clock.setTimeout(fn, Math.max(0, ms));
  };

  const deadline = () => lastActivity + idleTimeoutMs + countdownMs;

  const expire = () => {
    cancel();
    current = 'expired';
    options.onTimeout();
  };

  const tick = () => {
    const remaining = deadline() - clock.now();
    if (remaining <= 0) return expire();
    options.onTick(remaining);
    // Land on whole seconds of the countdown so the display never skips or repeats a second.
    schedule(tick, remaining % TICK_MS || TICK_MS);
  };

  const checkIdle = () => {
    const now = clock.now();
    const warnAt = lastActivity + idleTimeoutMs;
    if (now < warnAt) return schedule(checkIdle, warnAt - now);
    const remaining = deadline() - now;
    if (remaining <= 0) return expire();
    current = 'warning';
    options.onWarn(remaining);
    schedule(tick, remaining % TICK_MS || TICK_MS);
  };

  const restart = () => {
    lastActivity = clock.now();
    current = 'active';
    schedule(checkIdle, idleTimeoutMs);
  };

  const dismiss = () => {
    const wasWarning = current === 'warning';
    restart();
    if (wasWarning) options.onDismiss?.();
  };

  const unsubscribe = broadcast?.subscribe((message) => {
    if (stopped || !isIdleMessage(message) || current === 'expired') return;
    // Activity elsewhere counts like activity here, and like here it does not dismiss a warning already shown.
    if (message.type === 'idle-activity' && current === 'active') restart();
    if (message.type === 'idle-stay') dismiss();
  });

  schedule(checkIdle, idleTimeoutMs);

  return {
    recordActivity() {
      // WCAG 2.2.1: the warning goes away through one deliberate action, not a stray mouse move.
      if (stopped || current !== 'active') return;
      restart();
      broadcast?.post({ type: 'idle-activity' } satisfies IdleMessage);
    },
    stayLoggedIn() {
      if (stopped || current === 'expired') return;
      dismiss();
      broadcast?.post({ type: 'idle-stay' } satisfies IdleMessage);
    },
    stop() {
      stopped = true;
      cancel();
      unsubscribe?.();
    },
    state: () => current,
  };
}
