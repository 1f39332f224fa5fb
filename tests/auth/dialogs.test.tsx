// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleWarningDialog } from '../../src/auth/idle-warning-dialog';
import { LoggedOutDialog } from '../../src/auth/logged-out-dialog';
import { useIdleLogout } from '../../src/auth/use-idle-logout';
import '../support/dialog-polyfill';

const MINUTE = 60_000;

beforeEach(() => {
  // Time also moves on by itself, because Testing Library's async helpers wait on a real-looking setTimeout(0).
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function Portal({
  onTimeout,
  onLogOut,
  idleTimeoutMs,
  countdownMs,
}: {
  onTimeout(): void;
  onLogOut(): void;
  idleTimeoutMs: number;
  countdownMs: number;
}) {
  const { warning, remainingMs, stayLoggedIn } = useIdleLogout({
    enabled: true,
    idleTimeoutMs,
    countdownMs,
    onTimeout,
  });
  return (
    <main>
      <button type="button">Report a repair</button>
      {warning && (
        <IdleWarningDialog
          remainingMs={remainingMs}
          idleTimeoutMs={idleTimeoutMs}
          onStayLoggedIn={stayLoggedIn}
          onLogOut={onLogOut}
        />
      )}
    </main>
  );
}

function renderPortal(
  settings: { idleTimeoutMs: number; countdownMs: number } = { idleTimeoutMs: 25 * MINUTE, countdownMs: 5 * MINUTE },
) {
  const onTimeout = vi.fn();
  const onLogOut = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<Portal onTimeout={onTimeout} onLogOut={onLogOut} {...settings} />);
  screen.getByRole('button', { name: 'Report a repair' }).focus();
  return { onTimeout, onLogOut, user };
}

describe('idle warning dialog', () => {
  it('appears after 25 idle minutes with a countdown that ticks every second', () => {
    renderPortal();

    advance(25 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    advance(1000);
    const dialog = screen.getByRole('dialog', { name: 'You are about to be logged out' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('You have not done anything for 25 minutes.'));
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('we will log you out in 05:00.'));

    advance(1000);
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('we will log you out in 04:59.'));
  });

  // portal.md §4: the countdown reads mm:ss, down to the last seconds.
  it('writes the countdown as mm:ss to the end', () => {
    renderPortal();
    advance(25 * MINUTE + 5 * MINUTE - 11_000);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      expect.stringContaining('we will log you out in 00:11.'),
    );
  });

  it('names the idle time and the countdown the configuration gives, not the usual 25 and 5 minutes', () => {
    renderPortal({ idleTimeoutMs: 10 * MINUTE, countdownMs: 90_000 });
    advance(10 * MINUTE);
    const dialog = screen.getByRole('dialog', { name: 'You are about to be logged out' });
    expect(dialog).toHaveAccessibleDescription(
      'You have not done anything for 10 minutes. For your security, we will log you out in 01:30. Any changes you have not saved will be lost.',
    );
  });

  it('puts focus on Stay logged in, and gives it back to the page when the resident stays', async () => {
    const { user, onTimeout } = renderPortal();
    advance(25 * MINUTE);
    const stay = screen.getByRole('button', { name: 'Stay logged in' });
    expect(stay).toHaveFocus();

    await user.click(stay);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report a repair' })).toHaveFocus();
    advance(10 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('treats Escape as Stay logged in', async () => {
    const { user, onTimeout } = renderPortal();
    advance(25 * MINUTE);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(10 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('stays open while the resident moves around inside it', async () => {
    const { user } = renderPortal();
    advance(25 * MINUTE);

    await user.tab();

    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('logs out from the Log out button', async () => {
    const { user, onLogOut } = renderPortal();
    advance(25 * MINUTE);

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('logs out by itself when the countdown reaches zero', () => {
    const { onTimeout } = renderPortal();

    advance(30 * MINUTE - 1000);
    expect(onTimeout).not.toHaveBeenCalled();
    advance(1000);

    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells screen readers the time in words, at most every 20 seconds', () => {
    renderPortal();
    advance(25 * MINUTE);
    const spoken = () => document.querySelector('[aria-live="assertive"]')?.textContent ?? '';
    const heard = new Set<string>();

    for (let second = 0; second < 60; second += 1) {
      advance(1000);
      heard.add(spoken());
    }

    expect([...heard]).toEqual([
      expect.stringContaining('in 5 minutes'),
      expect.stringContaining('in 4 minutes and 40 seconds'),
      expect.stringContaining('in 4 minutes and 20 seconds'),
      expect.stringContaining('in 4 minutes'),
    ]);
  });
});

describe('logged-out dialog', () => {
  function StartPage({
    idle = { idleTimeoutMs: 25 * MINUTE, countdownMs: 5 * MINUTE },
  }: {
    idle?: { idleTimeoutMs: number; countdownMs: number };
  }) {
    const [open, setOpen] = useState(true);
    return (
      <main>
        <button type="button">Log in</button>
        <LoggedOutDialog open={open} idle={idle} onClose={() => setOpen(false)} />
      </main>
    );
  }

  it('names the whole idle time the configuration gives: the wait before the warning and its countdown', () => {
    render(<StartPage idle={{ idleTimeoutMs: 10 * MINUTE, countdownMs: 90_000 }} />);
    expect(screen.getByRole('dialog', { name: 'You have been logged out' })).toHaveAccessibleDescription(
      'You were logged out because you had not done anything for 11 minutes and 30 seconds. Log in again to carry on.',
    );
  });

  it('explains the logout and closes from its Close button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<StartPage />);

    const dialog = screen.getByRole('dialog', { name: 'You have been logged out' });
    expect(dialog).toHaveAccessibleDescription(
      'You were logged out because you had not done anything for 30 minutes. Log in again to carry on.',
    );
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    await user.click(close);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup({ delay: null });
    render(<StartPage />);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
