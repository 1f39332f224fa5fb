// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COOKIE_CHOICE_NAME, readCookieChoice } from '../../src/shared/cookie-choice';
import { connectTelemetry, type TelemetryInput } from '../../src/shared/telemetry';
import { fakeAuth, fakeGateway, renderPortal, session } from './support/fakes';

const clearChoice = () => {
  document.cookie = `${COOKIE_CHOICE_NAME}=; Max-Age=0; Path=/`;
};

describe('the cookie banner (decision 0060)', () => {
  beforeEach(() => {
    clearChoice();
    sessionStorage.clear();
  });

  it('asks on a first visit, before login, ahead of the skip link', async () => {
    renderPortal('/startpage', { auth: fakeAuth(null), gateway: fakeGateway() });
    const banner = await screen.findByRole('region', { name: 'Cookies on My home portal' });
    expect(within(banner).getByRole('heading', { level: 2, name: 'Cookies on My home portal' })).toBeVisible();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(banner.compareDocumentPosition(skip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'View cookies' })).toHaveAttribute('href', '/cookies');
  });

  it('keeps the choice, says what was chosen with the focus on it, and hides when asked', async () => {
    const user = userEvent.setup();
    renderPortal('/startpage', { auth: fakeAuth(null), gateway: fakeGateway() });
    await user.click(await screen.findByRole('button', { name: 'Accept analytics cookies' }));
    expect(readCookieChoice()).toBe('accepted');
    const confirmation = screen.getByRole('alert');
    expect(confirmation).toHaveTextContent(
      'You’ve accepted analytics cookies. You can change your cookie settings at any time.',
    );
    expect(confirmation).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Hide cookie message' }));
    expect(screen.queryByRole('region', { name: 'Cookies on My home portal' })).not.toBeInTheDocument();
  });

  it('is not shown once a choice is kept', async () => {
    document.cookie = `${COOKIE_CHOICE_NAME}=rejected; Path=/`;
    renderPortal('/startpage', { auth: fakeAuth(null), gateway: fakeGateway() });
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookies on My home portal' })).not.toBeInTheDocument();
  });

  it('hands a page view to the telemetry for each page, and an error page’s report with its tracking id', async () => {
    const events: TelemetryInput[] = [];
    connectTelemetry((input) => events.push(input));
    document.cookie = `${COOKIE_CHOICE_NAME}=accepted; Path=/`;
    const { router } = renderPortal('/genericerror', {
      auth: fakeAuth(session()),
      gateway: fakeGateway(),
      newId: () => 'tracking-1',
    });
    await screen.findByText('tracking-1');
    await router.navigate('/cookies');
    await screen.findByRole('heading', { level: 1, name: 'Cookies' });
    expect(events).toContainEqual({ kind: 'page_view', path: '/genericerror' });
    expect(events).toContainEqual({ kind: 'page_view', path: '/cookies' });
    expect(events.filter((event) => event.kind === 'error_page')).toEqual([
      { kind: 'error_page', page: '/genericerror', trackingId: 'tracking-1' },
    ]);
  });
});
