// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { customer, fakeAuth, fakeGateway, renderPortal, session } from './support/fakes';

const allOn = {
  IsMyMessagesRequired: true,
  IsCaseCardRequired: true,
  mypeabodycatalystcases: true,
  mypeabodycatalystworkorders: true,
};

async function menuLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Menu' });
  await screen.findByRole('heading', { level: 1, name: /Welcome/ });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('header', () => {
  beforeEach(() => sessionStorage.clear());

  it('is not shown without a login status', async () => {
    renderPortal('/startpage', { auth: fakeAuth(null), gateway: fakeGateway() });
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/© \d{4} Peabody/);
  });

  it('shows every menu item when the toggles are on, with the current page marked', async () => {
    renderPortal('/customer360View', { auth: fakeAuth(session()), gateway: fakeGateway({ toggles: allOn }) });
    await waitFor(async () =>
      expect(await menuLinks()).toEqual(['Home', 'Balance', 'Repairs', 'Messages', 'Details', 'Requests']),
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Balance' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Peabody (go to the Peabody website)' })).toHaveAttribute(
      'href',
      'https://www.peabody.org.uk',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('hides Messages and Requests when their toggles are off', async () => {
    const gateway = fakeGateway({ toggles: { ...allOn, IsMyMessagesRequired: false, IsCaseCardRequired: false } });
    renderPortal('/customer360View', { auth: fakeAuth(session()), gateway });
    await waitFor(() => expect(gateway.getToggle).toHaveBeenCalledWith('IsCaseCardRequired'));
    await waitFor(async () => expect(await menuLinks()).toEqual(['Home', 'Balance', 'Repairs', 'Details']));
  });

  it('offers Requests to a catalyst customer only when the catalyst cases toggle is on too', async () => {
    const catalyst = customer({ catalyst: true });
    const withCatalystCases = fakeGateway({ customer: catalyst, toggles: allOn });
    const first = renderPortal('/customer360View', { auth: fakeAuth(session()), gateway: withCatalystCases });
    await waitFor(async () => expect(await menuLinks()).toContain('Requests'));
    first.unmount();

    const withoutCatalystCases = fakeGateway({
      customer: catalyst,
      toggles: { ...allOn, mypeabodycatalystcases: false },
    });
    renderPortal('/customer360View', { auth: fakeAuth(session()), gateway: withoutCatalystCases });
    await waitFor(() => expect(withoutCatalystCases.getToggle).toHaveBeenCalledWith('mypeabodycatalystcases'));
    await waitFor(async () => expect(await menuLinks()).toEqual(['Home', 'Balance', 'Repairs', 'Messages', 'Details']));
  });

  it('hides Repairs from a catalyst customer when the catalyst work-order toggle is off', async () => {
    const gateway = fakeGateway({
      customer: customer({ catalyst: true }),
      toggles: { ...allOn, mypeabodycatalystworkorders: false },
    });
    renderPortal('/customer360View', { auth: fakeAuth(session()), gateway });
    await waitFor(async () =>
      expect(await menuLinks()).toEqual(['Home', 'Balance', 'Messages', 'Details', 'Requests']),
    );
  });

  it('hides Balance when every active tenancy is of a non-residential type', async () => {
    const commercialOnly = customer({
      tenancies: [
        { id: 'T1', premisesId: 'P1', start: '2021-01-01', type: 'COM1' },
        { id: 'T2', premisesId: 'P2', start: '2020-01-01', type: 'OFFICE' },
        { id: 'T3', premisesId: 'P3', start: '2019-01-01', type: 'Social', active: false },
      ],
    });
    renderPortal('/customer360View', {
      auth: fakeAuth(session()),
      gateway: fakeGateway({ customer: commercialOnly, toggles: allOn }),
    });
    await waitFor(async () =>
      expect(await menuLinks()).toEqual(['Home', 'Repairs', 'Messages', 'Details', 'Requests']),
    );
  });

  // Issue 12 §13: Requests was missing on the first home render and there on later pages; Repairs came, went and came
  // back while the toggles loaded. The menu is drawn once, whole, and a later page has it at its first render.
  it('draws the menu once, whole, on the first home render and on the pages after it', async () => {
    let answerToggles = () => undefined as void;
    const togglesAnswered = new Promise<void>((resolve) => (answerToggles = resolve));
    const gateway = fakeGateway({ toggles: allOn });
    const toggle = gateway.getToggle.getMockImplementation()!;
    gateway.getToggle.mockImplementation(async (name: string) => {
      await togglesAnswered;
      return toggle(name);
    });
    const drawn: string[] = [];
    const record = () => {
      const nav = document.querySelector('nav');
      const items = nav ? [...nav.querySelectorAll('a, button')].map((item) => item.textContent).join(', ') : '';
      if (items !== '' && drawn.at(-1) !== items) drawn.push(items);
    };
    const observer = new MutationObserver(record);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    try {
      const { router } = renderPortal('/customer360View', { auth: fakeAuth(session()), gateway });
      const nav = await screen.findByRole('navigation', { name: 'Menu' });
      await waitFor(() => expect(gateway.getCustomer).toHaveBeenCalled());
      // While the toggles load, the bar holds nothing (not even Home), and says it is busy.
      expect(within(nav).queryAllByRole('link')).toEqual([]);
      expect(nav).toHaveAttribute('aria-busy', 'true');
      answerToggles();
      // The home page, too, is drawn once what decides its cards (the toggles among it) is known.
      await screen.findByRole('heading', { level: 1, name: /Welcome/ });
      await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(6));
      expect(nav).not.toHaveAttribute('aria-busy');
      const whole = 'Home, Balance, Repairs, Messages, Details, Requests, Log out';
      expect(drawn).toEqual([whole]);

      await router.navigate('/manageprofile');
      await router.navigate('/customer360View');
      record();
      expect(drawn).toEqual([whole]);
    } finally {
      observer.disconnect();
    }
  });

  it('shows Home, Details and Log out at once when the resident has no customer to load', async () => {
    renderPortal('/customer360View', { auth: fakeAuth(session(null)), gateway: fakeGateway({ toggles: allOn }) });
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Details']);
    expect(within(nav).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('opens and closes the menu with the Menu button', async () => {
    const user = userEvent.setup();
    renderPortal('/customer360View', { auth: fakeAuth(session()), gateway: fakeGateway() });
    const button = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-controls', nav.id);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a menu item within the portal, closing the menu and marking the page now shown', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal('/customer360View', {
      auth: fakeAuth(session()),
      gateway: fakeGateway({ toggles: allOn }),
    });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    const details = await within(nav).findByRole('link', { name: 'Details' });
    expect(details).toHaveAttribute('href', '/manageprofile');
    await user.click(details);
    await waitFor(() => expect(router.state.location.pathname).toBe('/manageprofile'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('leaves a click with a modifier (a new tab or window) to the browser', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal('/customer360View', {
      auth: fakeAuth(session()),
      gateway: fakeGateway({ toggles: allOn }),
    });
    const details = await within(screen.getByRole('navigation', { name: 'Menu' })).findByRole('link', {
      name: 'Details',
    });
    let prevented: boolean | undefined;
    details.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom does not open tabs; stop it following the link itself
    });
    await user.keyboard('{Control>}');
    await user.click(details);
    await user.keyboard('{/Control}');
    expect(prevented).toBe(false);
    expect(router.state.location.pathname).toBe('/customer360View');
  });

  it('logs out through the gateway, then through auth, even when the gateway call fails', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth(session());
    const gateway = fakeGateway();
    gateway.logout.mockRejectedValueOnce(new Error('offline'));
    renderPortal('/customer360View', { auth, gateway });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(auth.logout).toHaveBeenCalledWith('user'));
    expect(gateway.logout).toHaveBeenCalledTimes(1);
    expect(gateway.logout.mock.invocationCallOrder[0]).toBeLessThan(auth.logout.mock.invocationCallOrder[0] ?? 0);
  });
});
