// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../support/dialog-polyfill';
import { fakeAuth, fakeGateway, renderPortal } from '../app/support/fakes';

describe('start page', () => {
  it('starts a registration with Register and a login with Log in', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth(null);
    renderPortal('/startpage', { auth, gateway: fakeGateway() });
    expect(screen.getByRole('heading', { level: 1, name: 'My home portal' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(auth.startLogin).toHaveBeenLastCalledWith('registration');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(auth.startLogin).toHaveBeenLastCalledWith('login');
  });

  it('shows the logged-out dialog after an idle logout and cleans the URL', async () => {
    const auth = fakeAuth(null);
    auth.completeLogout.mockResolvedValue({ reason: 'idle' });
    const { router } = renderPortal('/startpage?state=logout-1', { auth, gateway: fakeGateway() });
    expect(await screen.findByRole('dialog', { name: 'You have been logged out' })).toHaveTextContent(
      /because you had not done anything/,
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(auth.completeLogout).toHaveBeenCalledTimes(1);
  });

  it('shows no dialog after a logout the resident chose', async () => {
    const auth = fakeAuth(null);
    auth.completeLogout.mockResolvedValue({ reason: 'user' });
    const { router } = renderPortal('/startpage?state=logout-1', { auth, gateway: fakeGateway() });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
