import { describe, expect, it } from 'vitest';
import { decideAccess, findRoute } from '../../src/app/access-rule';
import { ROUTE_TABLE, withJourneyRoutes, type RouteRule } from '../../src/app/route-table';
import { BUILT_PAGES, JOURNEY_ROUTES } from '../../src/app/routes';

const loggedOut = { loggedIn: false, customerId: null };
const customer = { loggedIn: true, customerId: 'C1' };
const noCustomer = { loggedIn: true, customerId: null };

describe('decideAccess', () => {
  it('sends / to home when logged in and to the start page otherwise', () => {
    expect(decideAccess('/', customer)).toEqual({ kind: 'redirect', to: '/customer360View' });
    expect(decideAccess('/', loggedOut)).toEqual({ kind: 'redirect', to: '/startpage' });
  });

  it('lets anybody open the public home page, where logins return', () => {
    expect(decideAccess('/customer360View', loggedOut)).toEqual({ kind: 'allow' });
    expect(decideAccess('/customer360View', customer)).toEqual({ kind: 'allow' });
  });

  it.each(['/startpage', '/genericerror', '/maintenance'])('keeps %s reachable when logged out', (path) => {
    expect(decideAccess(path, loggedOut)).toEqual({ kind: 'allow' });
    expect(decideAccess(path, customer)).toEqual({ kind: 'allow' });
  });

  it.each([
    '/customerApiErrorPage',
    '/repairJourneyErrorPage',
    '/workOrderErrorPage',
    '/historicRepairs',
    '/repairhistorydetails',
    '/repairproperty',
    '/DampAndMouldAssesment/3',
  ])('sends a logged-out visitor from %s to the start page to log in, the page being worth returning to', (path) => {
    expect(decideAccess(path, loggedOut)).toEqual({ kind: 'redirect', to: '/startpage', toLogIn: true });
  });

  it('sends a logged-out visitor from a specified page not built yet to the start page, with nothing to return to', () => {
    expect(decideAccess('/caseQuestionnaireText', loggedOut)).toEqual({ kind: 'redirect', to: '/startpage' });
  });

  it('sends a session without a customer id from a customer screen to the start page', () => {
    expect(decideAccess('/customerApiErrorPage', noCustomer)).toEqual({ kind: 'redirect', to: '/startpage' });
    expect(decideAccess('/caseQuestionnaireText', noCustomer)).toEqual({ kind: 'redirect', to: '/startpage' });
    expect(decideAccess('/repairJourneyErrorPage', noCustomer)).toEqual({ kind: 'allow' });
    expect(decideAccess('/genericerror', noCustomer)).toEqual({ kind: 'allow' });
  });

  it('sends unknown paths to /', () => {
    expect(decideAccess('/no-such-page', customer)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('/no-such-page', loggedOut)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('/startpage/extra', customer)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('treats a specified screen that is not built yet like an unknown path once the login rules pass', () => {
    expect(decideAccess('/caseQuestionnaireText', customer)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('matches paths regardless of case and trailing slash, as the router does', () => {
    expect(decideAccess('/GenericError', loggedOut)).toEqual({ kind: 'allow' });
    expect(decideAccess('/customer360view/', loggedOut)).toEqual({ kind: 'allow' });
    expect(findRoute('/ContactDetails')?.path).toBe('/contactdetails');
  });

  it('allows a built customer screen to a resident with a customer id', () => {
    expect(decideAccess('/customerApiErrorPage', customer)).toEqual({ kind: 'allow' });
  });
});

describe('route table', () => {
  it('lists every route of both specifications once', () => {
    const paths = ROUTE_TABLE.map((rule) => rule.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/transactionDetails',
      '/allPayGatewayConformation',
      '/caseQuestionnaireText',
      '/enquiryconfirmation',
      '/appointmentscheduler',
      '/DMCQuestions',
      '/ConfirmedDampMould',
    ]) {
      expect(findRoute(path), path).toBeDefined();
    }
  });

  it('marks as built exactly the screens the router has, journey steps included', () => {
    const lower = (path: string) => path.toLowerCase().replace(/:[^/]+/g, ':');
    const built = ROUTE_TABLE.filter((rule) => rule.built && rule.path !== '/')
      .map((rule) => lower(rule.path))
      .sort();
    const routed = [...Object.keys(BUILT_PAGES), ...JOURNEY_ROUTES.map((route) => route.path ?? '')].map(lower);
    expect([...new Set(routed)].sort()).toEqual(built);
  });

  it('opens a journey step route only to a logged-in resident with a customer id', () => {
    const rules: RouteRule[] = [
      { path: '/enquiryconsent', public: false, needsLogin: true, needsCustomer: true, built: false },
    ];
    const table = withJourneyRoutes(rules, [{ routes: ['/enquiryconsent', '/DampAndMouldAssesment/:key'] }]);
    expect(table).toEqual([
      { path: '/enquiryconsent', public: false, needsLogin: true, needsCustomer: true, built: true },
      { path: '/DampAndMouldAssesment/:key', public: false, needsLogin: true, needsCustomer: true, built: true },
    ]);
    expect(decideAccess('/EnquiryConsent', customer, table)).toEqual({ kind: 'allow' });
    expect(decideAccess('/DampAndMouldAssesment/3', loggedOut, table)).toEqual({
      kind: 'redirect',
      to: '/startpage',
      toLogIn: true,
    });
    expect(decideAccess('/enquiryconsent', noCustomer, table)).toEqual({ kind: 'redirect', to: '/startpage' });
  });

  it('has only / and /customer360View public', () => {
    expect(ROUTE_TABLE.filter((rule) => rule.public).map((rule) => rule.path)).toEqual(['/', '/customer360View']);
  });
});
