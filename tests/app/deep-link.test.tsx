// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../src/auth/types';
import { portalPath } from '../../src/shared/return-path';
import { fakeAuth, fakeGateway, renderPortal, session, type FakeAuth } from './support/fakes';
import '../support/dialog-polyfill';

// Issue 12 §17, decision 0027: a logged-out resident who opens a page that needs a login logs in and lands on that
// page, never on an address outside the portal.
describe('portalPath', () => {
  it.each([
    ['/repairhistorydetails?id=WO-1', '/repairhistorydetails?id=WO-1'],
    ['/historicRepairs?status=completed&page=2#list', '/historicRepairs?status=completed&page=2#list'],
    ['/repairproperty?draft=WO%201', '/repairproperty?draft=WO%201'],
    ['/a/../historicRepairs', '/historicRepairs'],
  ])('keeps %s, a path of the portal', (value, path) => {
    expect(portalPath(value)).toBe(path);
  });

  it.each([
    ['a full address', 'https://evil.example/customer360View'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash, read as a slash', '/\\evil.example'],
    ['a backslash later on', '/historicRepairs\\..\\..\\evil'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a leading space', ' /historicRepairs'],
    ['a tab inside the scheme-like start', '/\t/evil.example'],
    ['a line break', '/historicRepairs\n/evil'],
    ['a relative path', 'historicRepairs'],
    ['nothing', ''],
    ['not text', { pathname: '/historicRepairs' }],
  ])('refuses %s', (_what, value) => {
    expect(portalPath(value)).toBeNull();
  });
});

function completesLogin(auth: FakeAuth, result: Partial<LoginResult> = {}) {
  auth.completeLogin.mockImplementation(async () => {
    const next = session('C1');
    auth.setSession(next);
    return { mode: 'login', session: next, ...result };
  });
}

describe('a deep link through the login', () => {
  beforeEach(() => sessionStorage.clear());

  it('takes the address a logged-out resident opened to the login, as the signin state', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth(null);
    const { router } = renderPortal('/repairhistorydetails?id=WO-1', { auth, gateway: fakeGateway() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/startpage'));
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(auth.startLogin).toHaveBeenLastCalledWith('login', { returnTo: '/repairhistorydetails?id=WO-1' });
    // Registration is a new account: it goes home, for its success message.
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(auth.startLogin).toHaveBeenLastCalledWith('registration');
  });

  it('asks nothing special when the resident came to the start page by themselves', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth(null);
    renderPortal('/startpage', { auth, gateway: fakeGateway() });
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(auth.startLogin).toHaveBeenLastCalledWith('login');
  });

  it('brings the resident back to the page they asked for once logged in', async () => {
    const auth = fakeAuth(null);
    completesLogin(auth, { returnTo: '/repairJourneyErrorPage?from=deep-link#help' });
    const { router } = renderPortal('/customer360View?code=abc&state=xyz', { auth, gateway: fakeGateway() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairJourneyErrorPage'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?from=deep-link');
    expect(router.state.location.hash).toBe('#help');
    // The error page loads when first opened: wait for its words, not only for the frame.
    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent('could not finish your request'), {
      timeout: 5000,
    });
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'never follows %s: the resident goes home',
    async (returnTo) => {
      const auth = fakeAuth(null);
      completesLogin(auth, { returnTo });
      const { router } = renderPortal('/customer360View?code=abc&state=xyz', { auth, gateway: fakeGateway() });
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/customer360View');
      expect(router.state.location.search).toBe('');
    },
  );

  it('sends an address the portal does not have through the access rule, to home', async () => {
    const auth = fakeAuth(null);
    completesLogin(auth, { returnTo: '/no-such-page' });
    const { router } = renderPortal('/customer360View?code=abc&state=xyz', { auth, gateway: fakeGateway() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer360View');
  });
});
