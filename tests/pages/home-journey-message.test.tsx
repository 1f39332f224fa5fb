// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../support/dialog-polyfill';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../locales/generated/en';
import { fakeAuth, fakeGateway, renderPortal, session } from '../app/support/fakes';

const HOME = '/customer360View';

function renderHomeWith(state: unknown) {
  return renderPortal({ pathname: HOME, state }, { auth: fakeAuth(session('C1')), gateway: fakeGateway() });
}

const welcome = () => screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });

describe('the message a journey leaves on the home page', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows a message code as a success banner that takes focus, then leaves the history entry without it', async () => {
    const { router } = renderHomeWith({ journeyMessage: 'SSR068' });
    await welcome();
    const banner = screen.getByRole('alert', { name: 'Success' });
    expect(banner).toHaveTextContent(en.SSR068);
    expect(banner).toHaveFocus();
    // Before the page's own heading, as GOV.UK places it.
    expect(
      banner.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // A reload or Back to this entry has nothing left to show.
    expect(router.state.location.pathname).toBe(HOME);
    expect(router.state.location.state).toBeNull();
    expect(screen.getByRole('alert', { name: 'Success' })).toBeInTheDocument();
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations).toEqual([]);
  });

  it('fills in the values of a message given with its parameters', async () => {
    renderHomeWith({ journeyMessage: { key: 'home_welcome_name', params: { name: 'Grace' } } });
    await welcome();
    expect(screen.getByRole('alert', { name: 'Success' })).toHaveTextContent('Welcome, Grace');
  });

  it('shows no banner when the journey left no message', async () => {
    const { router } = renderPortal(HOME, { auth: fakeAuth(session('C1')), gateway: fakeGateway() });
    await welcome();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.state).toBeNull();
  });

  it('shows nothing, rather than a raw code, for a code the portal does not know', async () => {
    const { router } = renderHomeWith({ journeyMessage: 'NOT_A_CODE' });
    await welcome();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('NOT_A_CODE')).not.toBeInTheDocument();
    expect(router.state.location.state).toBeNull();
  });

  it('does not show the message again when the resident comes back to the page', async () => {
    const { router } = renderHomeWith({ journeyMessage: 'SSR068' });
    await welcome();
    expect(screen.getByRole('alert', { name: 'Success' })).toBeInTheDocument();
    await act(() => router.navigate('/startpage'));
    expect(await screen.findByRole('heading', { level: 1, name: en.service_name })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await welcome();
    expect(router.state.location.pathname).toBe(HOME);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a journey's pop-up over the page with its banner, focused on Close, and never again after it is closed", async () => {
    const { router } = renderHomeWith({
      journeyMessage: { key: 'SSR042', params: { jobNo: '12345' } },
      journeyDialog: { title: 'repairs_catalyst_thanks_title', body: 'repairs_catalyst_thanks_body' },
    });
    await welcome();
    const dialog = await screen.findByRole('dialog', { name: en.repairs_catalyst_thanks_title });
    expect(dialog).toHaveAccessibleDescription(en.repairs_catalyst_thanks_body);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(router.state.location.state).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Success' })).toHaveTextContent('Job number 12345');
    await act(() => router.navigate('/startpage'));
    await act(() => router.navigate(-1));
    await welcome();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
