// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoginError } from '../../src/auth/login-error';
import type { LoginMode, PortalSession } from '../../src/auth/types';
import { GatewayHttpError } from '../../src/gateway';
import { customer, fakeAuth, fakeGateway, renderPortal, session, type FakeAuth } from '../app/support/fakes';

const CALLBACK = '/customer360View?code=abc&state=xyz';

function completesLoginAs(auth: FakeAuth, next: PortalSession, mode: LoginMode = 'login') {
  auth.completeLogin.mockImplementation(async () => {
    auth.setSession(next);
    return { mode, session: next };
  });
}

const serverError = () =>
  new GatewayHttpError({
    status: 500,
    title: 'Server Error',
    errors: [],
    correlationId: 'corr-1',
    method: 'GET',
    path: '/customers/C1',
  });

describe('home page', () => {
  beforeEach(() => sessionStorage.clear());

  it('completes a login, replaces the answer URL and welcomes the resident by name', async () => {
    const auth = fakeAuth(null);
    completesLoginAs(auth, session('C1'));
    const { router } = renderPortal(CALLBACK, { auth, gateway: fakeGateway() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(auth.completeLogin).toHaveBeenCalledTimes(1);
    expect(auth.completeLogin.mock.calls[0]?.[0]).toContain('code=abc');
    expect(router.state.location.pathname).toBe('/customer360View');
    expect(router.state.location.search).toBe('');
    expect(document.title).toBe('Home – My home portal');
    expect(screen.getByText('1 Example Street, London, N1 1AA')).toBeInTheDocument();
  });

  it('says so after a registration', async () => {
    const auth = fakeAuth(null);
    completesLoginAs(auth, session('C1'), 'registration');
    renderPortal(CALLBACK, { auth, gateway: fakeGateway() });
    const heading = await screen.findByRole('heading', { level: 2, name: 'You have registered' });
    expect(heading.closest('[role="status"]')).toHaveTextContent('Your account is ready');
  });

  it('explains there is no self-serve account when the login has no customer id', async () => {
    const auth = fakeAuth(null);
    completesLoginAs(auth, session(null));
    const gateway = fakeGateway();
    const { router } = renderPortal(CALLBACK, { auth, gateway });
    expect(await screen.findByRole('heading', { level: 1, name: 'We cannot find your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/genericerror');
    // A wide screen (the test DOM has no matchMedia): the number in words, no tel: link (portal.md §8).
    expect(screen.getByText('0300 123 3456')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: '0300 123 3456' })).not.toBeInTheDocument();
    expect(gateway.getCustomer).not.toHaveBeenCalled();
  });

  it('goes back home after a failed password change while the customer is still logged in', async () => {
    const auth = fakeAuth(session('C1'));
    auth.completeLogin.mockRejectedValue(new LoginError('access_denied', 'cancelled', 'changepassword'));
    const { router } = renderPortal('/customer360View?error=access_denied&state=xyz', { auth, gateway: fakeGateway() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('goes to the start page after any other login error', async () => {
    const auth = fakeAuth(null);
    auth.completeLogin.mockRejectedValue(new LoginError('access_denied', 'cancelled', 'login'));
    const { router } = renderPortal('/customer360View?error=access_denied&state=xyz', { auth, gateway: fakeGateway() });
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/startpage');
  });

  it('sends a visitor who is not logged in to the start page', async () => {
    const { router } = renderPortal('/customer360View', { auth: fakeAuth(null), gateway: fakeGateway() });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/startpage');
  });

  it('goes to the customer error page when the customer does not load, and Retry returns home', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway();
    gateway.getCustomer.mockRejectedValueOnce(serverError());
    const { router } = renderPortal('/customer360View', { auth: fakeAuth(session('C1')), gateway });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, we cannot show your details at the moment' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customerApiErrorPage');
    expect(sessionStorage.getItem('portal.returnPath')).toBe('/customer360View');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer360View');
    expect(sessionStorage.getItem('portal.returnPath')).toBeNull();
  });

  it('shows a drop-down for two properties and keeps the choice as a stored choice', async () => {
    const user = userEvent.setup();
    const twoHomes = customer({
      tenancies: [
        { id: 'T1', premisesId: 'P1', start: '2022-01-01' },
        { id: 'T2', premisesId: 'P2', start: '2012-01-01' },
      ],
    });
    const gateway = fakeGateway({ customer: twoHomes, addresses: { P1: '1 New Road', P2: '2 Old Road' } });
    const first = renderPortal('/customer360View', { auth: fakeAuth(session('C1')), gateway });
    const select = await screen.findByRole('combobox', { name: 'Property' });
    expect(select).toHaveValue('P1');
    await user.selectOptions(select, '2 Old Road');
    expect(JSON.parse(sessionStorage.getItem('portal.selectedProperty') ?? 'null')).toBe('P2');
    first.unmount();

    renderPortal('/customer360View', { auth: fakeAuth(session('C1')), gateway });
    await waitFor(async () => expect(await screen.findByRole('combobox', { name: 'Property' })).toHaveValue('P2'));
  });
});
