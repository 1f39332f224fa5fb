// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { journeyManifest } from 'virtual:journey-manifest';
import { beforeEach, describe, expect, it } from 'vitest';
import { decideAccess, findRoute } from '../../src/app/access-rule';
import { MENU_ROUTES, menuRoutes, PAGE_ROUTES } from '../../src/app/page-routes';
import { PLANNED_ROUTES } from '../../src/app/planned-routes';
import { ROUTE_TABLE, routeTable } from '../../src/app/route-table';
import { BUILT_PAGES, pageElement, portalRoutes } from '../../src/app/routes';
import { shownInMenu, type MenuRuleAnswers } from '../../src/customer/menu-rules';
import { errorRoutes } from '../../src/pages/errors/routes';
import { homeRoutes } from '../../src/pages/home/routes';
import { repairRoutes } from '../../src/pages/repairs/routes';
import { startRoutes } from '../../src/pages/start/routes';
import { t } from '../../src/shared/i18n';
import type { PageRoute, PlannedRoute, RouteEntry } from '../../src/shared/page-route';
import { fakeAuth, fakeGateway, renderPortal, session } from './support/fakes';

const loggedOut = { loggedIn: false, customerId: null };
const customer = { loggedIn: true, customerId: 'C1' };

function ExamplePage() {
  return <h1>Example</h1>;
}

const example: PageRoute = { path: '/example', access: 'needsCustomer', page: ExamplePage };

describe("a page area's route entry", () => {
  it('makes its path built in the route table, with the access it says', () => {
    const table = routeTable([example], []);
    expect(findRoute('/Example', table)).toEqual({
      path: '/example',
      public: false,
      needsLogin: true,
      needsCustomer: true,
      built: true,
    });
    expect(decideAccess('/example', customer, table)).toEqual({ kind: 'allow' });
    expect(decideAccess('/example', loggedOut, table)).toEqual({ kind: 'redirect', to: '/startpage', toLogIn: true });
    expect(decideAccess('/example', { loggedIn: true, customerId: null }, table)).toEqual({
      kind: 'redirect',
      to: '/startpage',
    });
  });

  it('turns each access into the rule the specification gives it', () => {
    const entries: PageRoute[] = (['public', 'loginExempt', 'needsLogin', 'needsCustomer'] as const).map((access) => ({
      path: `/${access}`,
      access,
      page: ExamplePage,
    }));
    expect(
      routeTable(entries, []).map(({ path, public: isPublic, needsLogin, needsCustomer }) => [
        path,
        isPublic,
        needsLogin,
        needsCustomer,
      ]),
    ).toEqual([
      ['/', true, false, false],
      ['/public', true, false, false],
      ['/loginExempt', false, false, false],
      ['/needsLogin', false, true, false],
      ['/needsCustomer', false, true, true],
    ]);
  });

  it('puts its component in the router, eager as it is and lazy once loaded', async () => {
    const eager = render(pageElement(example));
    expect(screen.getByRole('heading', { name: 'Example' })).toBeInTheDocument();
    eager.unmount();

    render(pageElement({ path: '/later', access: 'needsCustomer', loadPage: async () => ExamplePage }));
    expect(await screen.findByRole('heading', { name: 'Example' })).toBeInTheDocument();
  });

  it("puts every area's page in the route table as built and in the router", () => {
    const children = portalRoutes[0]?.children?.map((route) => route.path) ?? [];
    for (const { path } of PAGE_ROUTES) {
      expect(findRoute(path)?.built, path).toBe(true);
      expect(Object.keys(BUILT_PAGES), path).toContain(path);
      expect(children, path).toContain(path);
    }
  });

  it('assembles every area that has a routes file', async () => {
    const pagesFolder = join(process.cwd(), 'src', 'pages');
    const routeFiles = readdirSync(pagesFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((area) =>
        readdirSync(join(pagesFolder, area.name))
          .filter((file) => /^routes\.tsx?$/.test(file))
          .map((file) => join(pagesFolder, area.name, file)),
      );
    expect(routeFiles.length).toBeGreaterThanOrEqual(4);
    for (const file of routeFiles) {
      const exported = Object.values((await import(file)) as Record<string, unknown>)
        .filter(Array.isArray)
        .flat();
      expect(exported.length, file).toBeGreaterThan(0);
      for (const entry of exported) expect(PAGE_ROUTES, `${file}: ${(entry as RouteEntry).path}`).toContain(entry);
    }
  });

  // Issue 14: the home page and its cards load when it is opened, alongside its first calls, so the first download
  // every page shares does not grow with the cards.
  it('keeps the start and error pages in the first download and loads the home and repair pages when opened', () => {
    const kind = (route: PageRoute) => (route.page ? 'eager' : 'lazy');
    expect([...startRoutes, ...errorRoutes].map(kind)).toEqual(Array(6).fill('eager'));
    expect([...homeRoutes, ...repairRoutes].map(kind)).toEqual(Array(5).fill('lazy'));
  });

  it('cannot be built without a component, nor planned with one (the types say so)', () => {
    // @ts-expect-error a page route has a component
    const noComponent: PageRoute = { path: '/x', access: 'public' };
    // @ts-expect-error a planned route has none, so it cannot be built
    const plannedWithComponent: PlannedRoute = { path: '/x', access: 'public', page: ExamplePage };
    // @ts-expect-error a page is in the first download or loaded when opened, not both
    const both: PageRoute = { path: '/x', access: 'public', page: ExamplePage, loadPage: async () => ExamplePage };
    expect(routeTable([noComponent], []).find((rule) => rule.path === '/x')?.built).toBe(false);
    expect([plannedWithComponent, both]).toHaveLength(2);
  });
});

describe('a planned route', () => {
  it('still sends a logged-in resident to / and a logged-out visitor to the start page', () => {
    const table = routeTable([{ path: '/viewaccount', access: 'needsCustomer' }], []);
    expect(findRoute('/viewaccount', table)?.built).toBe(false);
    expect(decideAccess('/viewaccount', customer, table)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('/viewaccount', loggedOut, table)).toEqual({ kind: 'redirect', to: '/startpage' });
  });

  it("is built only when a journey has a step there, and is otherwise sent to / in the portal's table", () => {
    const journeyPath = (path: string) =>
      journeyManifest.some((journey) =>
        journey.routes.some(
          (route) => route.toLowerCase().replace(/:[^/]+/g, ':') === path.toLowerCase().replace(/:[^/]+/g, ':'),
        ),
      );
    const unbuilt = PLANNED_ROUTES.filter((route) => !journeyPath(route.path));
    expect(unbuilt.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/caseQuestionnaire', '/caseQuestionnaireText']),
    );
    for (const { path } of unbuilt) {
      const address = path.replace(/:[^/]+/g, '1');
      expect(decideAccess(address, customer), path).toEqual({ kind: 'redirect', to: '/' });
      expect(decideAccess(address, loggedOut), path).toEqual({ kind: 'redirect', to: '/startpage' });
    }
  });

  it('is not also a page of an area', () => {
    const built = new Set(PAGE_ROUTES.map((route) => route.path.toLowerCase()));
    expect(PLANNED_ROUTES.filter((route) => built.has(route.path.toLowerCase()))).toEqual([]);
    expect(ROUTE_TABLE.filter((rule) => rule.path.toLowerCase() === '/viewaccount')).toHaveLength(1);
  });
});

describe('the header menu', () => {
  beforeEach(() => sessionStorage.clear());

  it('is the route entries that carry a menu entry, in menu order, built or not', () => {
    const entries: RouteEntry[] = [
      { path: '/third', access: 'needsCustomer', menu: { label: 'menu_details', position: 3 } },
      { path: '/none', access: 'needsCustomer', page: ExamplePage },
      { path: '/first', access: 'public', page: ExamplePage, menu: { label: 'menu_home', position: 1 } },
      { path: '/second', access: 'needsCustomer', menu: { label: 'menu_balance', position: 2, rule: 'menu-balance' } },
    ];
    expect(menuRoutes(entries).map((route) => route.path)).toEqual(['/first', '/second', '/third']);
  });

  it("follows the specification's order, with one position per item", () => {
    expect(MENU_ROUTES.map((route) => [route.path, route.menu.label, route.menu.rule])).toEqual([
      ['/customer360View', 'menu_home', undefined],
      ['/viewaccount', 'menu_balance', 'menu-balance'],
      ['/historicRepairs', 'menu_repairs', 'menu-repairs'],
      ['/mymessageshistory', 'menu_messages', 'menu-messages'],
      ['/manageprofile', 'menu_details', undefined],
      ['/casesearch', 'menu_requests', 'menu-requests'],
    ]);
    expect(new Set(MENU_ROUTES.map((route) => route.menu.position)).size).toBe(MENU_ROUTES.length);
  });

  it('shows an item without a rule always, and one with a rule only when its rule says yes', () => {
    const answers: MenuRuleAnswers = {
      'menu-balance': true,
      'menu-repairs': false,
      'menu-messages': false,
      'menu-requests': true,
    };
    expect(shownInMenu(MENU_ROUTES, answers)?.map((route) => route.path)).toEqual([
      '/customer360View',
      '/viewaccount',
      '/manageprofile',
      '/casesearch',
    ]);
  });

  it('shows nothing while any rule has not answered, so no item appears or vanishes later', () => {
    const answers: MenuRuleAnswers = {
      'menu-balance': true,
      'menu-repairs': true,
      'menu-messages': undefined,
      'menu-requests': true,
    };
    expect(shownInMenu(MENU_ROUTES, answers)).toBeNull();
  });

  it("shows the entries' labels and paths in the header", async () => {
    const allOn = {
      IsMyMessagesRequired: true,
      IsCaseCardRequired: true,
      mypeabodycatalystcases: true,
      mypeabodycatalystworkorders: true,
    };
    renderPortal('/customer360View', { auth: fakeAuth(session()), gateway: fakeGateway({ toggles: allOn }) });
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(MENU_ROUTES.length));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(MENU_ROUTES.map((route) => [t(route.menu.label), route.path]));
  });
});
