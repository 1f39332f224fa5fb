import { describe, expect, it, vi } from 'vitest';
import type { BroadcastPort } from '../../src/auth/broadcast-channel-port';
import { createIdleTimer, type IdleTimerOptions } from '../../src/auth/idle-timer';
import { createFakeClock, type FakeClock } from './support/fake-clock';

const MINUTE = 60_000;
const IDLE = 25 * MINUTE;
const COUNTDOWN = 5 * MINUTE;

function timer(clock: FakeClock, broadcast?: BroadcastPort) {
  const calls = { onWarn: vi.fn(), onTick: vi.fn(), onTimeout: vi.fn(), onDismiss: vi.fn() };
  const options: IdleTimerOptions = { clock, idleTimeoutMs: IDLE, countdownMs: COUNTDOWN, broadcast, ...calls };
  return { ...calls, idle: createIdleTimer(options) };
}

/** Two tabs' BroadcastChannels: each end hears the other, never itself. */
function broadcastPair(): [BroadcastPort, BroadcastPort] {
  const listeners: [Set<(m: unknown) => void>, Set<(m: unknown) => void>] = [new Set(), new Set()];
  const end = (mine: 0 | 1): BroadcastPort => ({
    post: (message) => listeners[mine === 0 ? 1 : 0].forEach((listener) => listener(structuredClone(message))),
    subscribe(listener) {
      listeners[mine].add(listener);
      return () => void listeners[mine].delete(listener);
    },
  });
  return [end(0), end(1)];
}

describe('idle timer', () => {
  it('warns after exactly 25 idle minutes with 5 minutes to go', () => {
    const clock = createFakeClock();
    const { idle, onWarn } = timer(clock);

    clock.advance(IDLE - 1000);
    expect(onWarn).not.toHaveBeenCalled();
    expect(idle.state()).toBe('active');

    clock.advance(1000);
    expect(onWarn).toHaveBeenCalledExactlyOnceWith(300_000);
    expect(idle.state()).toBe('warning');
  });

  it('counts down every second and logs out once at exactly 30 minutes', () => {
    const clock = createFakeClock();
    const { onTick, onTimeout, idle } = timer(clock);
    clock.advance(IDLE);

    clock.advance(3000);
    expect(onTick.mock.calls.map(([ms]) => ms)).toEqual([299_000, 298_000, 297_000]);

    clock.advance(COUNTDOWN - 3000 - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onTick).toHaveBeenCalledTimes(299);
    expect(idle.state()).toBe('expired');

    clock.advance(60 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('starts the 25 minutes again on activity before the warning', () => {
    const clock = createFakeClock();
    const { idle, onWarn } = timer(clock);

    clock.advance(20 * MINUTE);
    idle.recordActivity();
    clock.advance(IDLE - 1);
    expect(onWarn).not.toHaveBeenCalled();

    clock.advance(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('keeps the warning through activity: only Stay logged in dismisses it', () => {
    const clock = createFakeClock();
    const { idle, onTimeout, onDismiss } = timer(clock);
    clock.advance(IDLE + 10_000);

    idle.recordActivity();
    expect(idle.state()).toBe('warning');
    expect(onDismiss).not.toHaveBeenCalled();

    clock.advance(COUNTDOWN - 10_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('dismisses the warning on Stay logged in and waits another full 25 minutes', () => {
    const clock = createFakeClock();
    const { idle, onWarn, onTick, onDismiss, onTimeout } = timer(clock);
    clock.advance(IDLE + 4 * MINUTE);

    idle.stayLoggedIn();
    expect(idle.state()).toBe('active');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    const ticks = onTick.mock.calls.length;

    clock.advance(IDLE - 1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onTick).toHaveBeenCalledTimes(ticks);
    clock.advance(1);
    expect(onWarn).toHaveBeenCalledTimes(2);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('allows as many extensions as the resident needs', () => {
    const clock = createFakeClock();
    const { idle, onWarn, onTimeout } = timer(clock);

    for (let extension = 1; extension <= 12; extension += 1) {
      clock.advance(IDLE + COUNTDOWN - 1000);
      expect(idle.state()).toBe('warning');
      idle.stayLoggedIn();
    }

    expect(onWarn).toHaveBeenCalledTimes(12);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('times out on time when the browser delays its timers (background tab, sleep)', () => {
    const clock = createFakeClock();
    const sluggish = { ...clock, setTimeout: (fn: () => void, ms: number) => clock.setTimeout(fn, ms + 40 * MINUTE) };
    const onTimeout = vi.fn();
    createIdleTimer({
      clock: sluggish,
      idleTimeoutMs: IDLE,
      countdownMs: COUNTDOWN,
      onWarn: vi.fn(),
      onTick: vi.fn(),
      onTimeout,
    });

    clock.advance(IDLE + 40 * MINUTE);

    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('does nothing more once stopped', () => {
    const clock = createFakeClock();
    const { idle, onWarn } = timer(clock);

    idle.stop();
    clock.advance(2 * IDLE);

    expect(onWarn).not.toHaveBeenCalled();
  });
});

describe('idle timers in two tabs', () => {
  it('treats activity in one tab as activity in the other', () => {
    const clock = createFakeClock();
    const [portA, portB] = broadcastPair();
    const a = timer(clock, portA);
    const b = timer(clock, portB);

    clock.advance(20 * MINUTE);
    a.idle.recordActivity();
    clock.advance(IDLE - 1);

    expect(b.onWarn).not.toHaveBeenCalled();
    clock.advance(1);
    expect(b.onWarn).toHaveBeenCalledTimes(1);
  });

  it('dismisses the warning in every tab when the resident stays logged in from one', () => {
    const clock = createFakeClock();
    const [portA, portB] = broadcastPair();
    const a = timer(clock, portA);
    const b = timer(clock, portB);
    clock.advance(IDLE + MINUTE);
    expect(a.idle.state()).toBe('warning');

    b.idle.stayLoggedIn();

    expect(a.idle.state()).toBe('active');
    expect(a.onDismiss).toHaveBeenCalledTimes(1);
    clock.advance(COUNTDOWN);
    expect(a.onTimeout).not.toHaveBeenCalled();
    expect(b.onTimeout).not.toHaveBeenCalled();
  });

  it('ignores messages that are not idle-timer messages', () => {
    const clock = createFakeClock();
    const [portA, portB] = broadcastPair();
    const a = timer(clock, portA);
    clock.advance(IDLE);

    portB.post({ type: 'something-else' });
    portB.post(null);

    expect(a.idle.state()).toBe('warning');
  });
});
