// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayHttpError } from '../../src/gateway';
import { fakeAuth, fakeGateway, renderPortal, session } from '../app/support/fakes';

const services = (loggedIn: boolean) => ({ auth: fakeAuth(loggedIn ? session('C1') : null), gateway: fakeGateway() });

describe('generic error page', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the problem with the call’s correlation id as tracking id, and Refresh goes back to the failed page', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal(
      { pathname: '/genericerror', state: { correlationId: 'corr-123', from: '/customer360View' } },
      services(true),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sorry, there is a problem with the service' }),
    ).toBeInTheDocument();
    expect(screen.getByText('corr-123')).toBeInTheDocument();
    expect(document.title).toBe('Sorry, there is a problem with the service – My home portal');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer360View'));
  });

  // portal.md §2: its button goes to /startpage when not logged in, otherwise to /customer360View; it never reloads
  // the error page itself (which would only show the problem again).
  it.each([
    ['home for a logged-in resident', true, '/customer360View'],
    ['the start page for a visitor who is not logged in', false, '/startpage'],
  ])(
    'Refresh goes to %s when the failed page is not known, keeping the tracking id on the page',
    async (_who, loggedIn, destination) => {
      const user = userEvent.setup();
      const reload = vi.fn();
      const original = window.location;
      Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
      try {
        const { router } = renderPortal(
          { pathname: '/genericerror', state: { correlationId: 'corr-9' } },
          services(loggedIn),
        );
        expect(screen.getByText('corr-9')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Refresh' }));
        await waitFor(() => expect(router.state.location.pathname).toBe(destination));
        expect(reload).not.toHaveBeenCalled();
      } finally {
        Object.defineProperty(window, 'location', { configurable: true, value: original });
      }
    },
  );

  it('makes up a tracking id when there is no correlation id', () => {
    renderPortal('/genericerror', { ...services(false), newId: () => 'generated-id' });
    expect(screen.getByText('generated-id')).toBeInTheDocument();
  });

  it('shows "Whoops!" with a button to the start page when logged out', () => {
    renderPortal({ pathname: '/genericerror', state: { variant: 'whoops' } }, services(false));
    expect(screen.getByRole('heading', { level: 1, name: 'Whoops!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/startpage');
  });

  it('shows the idempotency error with a button home when logged in', async () => {
    renderPortal({ pathname: '/genericerror', state: { variant: 'idempotency' } }, services(true));
    expect(screen.getByText(/could not tell whether your last request went through/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/customer360View',
    );
  });

  it('offers a logged-in resident without an account a way to log out', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth(session(null));
    const gateway = fakeGateway();
    renderPortal({ pathname: '/genericerror', state: { variant: 'no-self-serve-account' } }, { auth, gateway });
    expect(screen.getByText(/cannot find a customer account/)).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(auth.logout).toHaveBeenCalledWith('user'));
    expect(gateway.logout).toHaveBeenCalled();
  });
});

describe('customer API error page', () => {
  beforeEach(() => sessionStorage.clear());

  it('retries the customer and returns to the stored page', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('portal.returnPath', '/repairJourneyErrorPage');
    const gateway = fakeGateway();
    const { router } = renderPortal('/customerApiErrorPage', { auth: fakeAuth(session('C1')), gateway });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairJourneyErrorPage'));
    expect(gateway.getCustomer).toHaveBeenCalledWith('C1');
  });

  it('says so when the retry fails too, and stays', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway();
    const { router } = renderPortal('/customerApiErrorPage', { auth: fakeAuth(session('C1')), gateway });
    await waitFor(() => expect(gateway.getCustomer).toHaveBeenCalled());
    gateway.getCustomer.mockRejectedValue(
      new GatewayHttpError({
        status: 503,
        title: 'Unavailable',
        errors: [],
        correlationId: 'c',
        method: 'GET',
        path: '/customers/C1',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We still cannot load your details');
    expect(router.state.location.pathname).toBe('/customerApiErrorPage');
  });

  it('logs out', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth(session('C1'));
    renderPortal('/customerApiErrorPage', { auth, gateway: fakeGateway() });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(auth.logout).toHaveBeenCalledWith('user'));
  });
});

describe('repair journey error page', () => {
  it('shows the message passed in the navigation state, the phone number and a link home', () => {
    renderPortal(
      { pathname: '/repairJourneyErrorPage', state: { messageKey: 'work_Order_Error_Message' } },
      services(true),
    );
    expect(screen.getByText(/could not get its job number/)).toBeInTheDocument();
    // A wide screen (the test DOM has no matchMedia): the number in words, no tel: link (portal.md §8).
    expect(screen.getByText('0300 123 3456')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: '0300 123 3456' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/customer360View');
  });

  it('falls back to the general repair journey message', () => {
    renderPortal({ pathname: '/repairJourneyErrorPage', state: { messageKey: 'no_such_code' } }, services(true));
    expect(screen.getByText(/could not finish your request/)).toBeInTheDocument();
  });
});

describe('work order error page', () => {
  it('shows the message with Refresh page and Return to home', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal(
      { pathname: '/workOrderErrorPage', state: { from: '/customer360View' } },
      services(true),
    );
    expect(screen.getByText(/could not get its job number/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer360View'));
  });
});

describe('maintenance page', () => {
  it('tells a logged-out visitor the service is unavailable and when to call', () => {
    renderPortal('/maintenance', services(false));
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, the service is unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/Monday to Friday 8am to 8pm and Saturday 9am to 1pm/)).toBeInTheDocument();
  });
});
