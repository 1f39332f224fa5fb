// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '../support/dialog-polyfill';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeGateway, renderPortal, session, testConfig } from './support/fakes';

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('idle logout in the layout', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('warns after the idle time, and Log out in the warning logs the resident out', async () => {
    const auth = fakeAuth(session());
    const gateway = fakeGateway();
    renderPortal('/customer360View', { auth, gateway });
    // The home page is drawn once its toggles and rules are known (the rules' code loads on first use): on a machine
    // whose cores other test runs share, that can take longer than waitFor's default second, and waitFor moves the fake
    // clock as it polls. A key press once the page is there starts the idle time from now, however long drawing took.
    await vi.waitFor(
      () => expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument(),
      { timeout: 15_000 },
    );
    fireEvent.keyDown(window);
    // The warning's code arrives at the browser's first idle moment, minutes before it can open (decision 0080); the
    // fake clock cannot hurry a module's loading, so it is loaded here as that idle moment would.
    await import('../../src/auth/idle-warning-dialog');

    await wait(testConfig.idleTimeoutMs - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await wait(1000);
    const dialog = screen.getByRole('dialog', { name: 'You are about to be logged out' });
    expect(dialog).toHaveTextContent('we will log you out in');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await settle();
    expect(auth.logout).toHaveBeenCalledWith('user');
  });

  it('logs the resident out for being idle when the countdown ends', async () => {
    const auth = fakeAuth(session());
    renderPortal('/customer360View', { auth, gateway: fakeGateway() });
    await settle();
    await wait(testConfig.idleTimeoutMs + testConfig.idleCountdownMs);
    expect(auth.logout).toHaveBeenCalledWith('idle');
  });

  it('has no idle timer while logged out', async () => {
    const auth = fakeAuth(null);
    renderPortal('/startpage', { auth, gateway: fakeGateway() });
    await wait(testConfig.idleTimeoutMs + testConfig.idleCountdownMs);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(auth.logout).not.toHaveBeenCalled();
  });
});
