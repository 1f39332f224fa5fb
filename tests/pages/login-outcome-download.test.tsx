// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeGateway, renderPortal, session } from '../app/support/fakes';

// Where a login's outcome leads downloads only on the way back from the identity provider (issue 13). If that
// download fails, the resident is told on the error page, not left on the "Logging you in" spinner.
vi.mock('../../src/pages/home/follow-login-outcome', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('returning from a login when part of the portal does not download', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page and replaces the answer URL', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const auth = fakeAuth(null);
    auth.completeLogin.mockImplementation(async () => {
      auth.setSession(session('C1'));
      return { mode: 'login', session: session('C1') };
    });
    const { router } = renderPortal('/customer360View?code=abc&state=xyz', { auth, gateway: fakeGateway() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, there is a problem with the service' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/genericerror');
    expect(router.state.location.search).toBe('');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('could not be completed'), expect.anything());
  });
});
