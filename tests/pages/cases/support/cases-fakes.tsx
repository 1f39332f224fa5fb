import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AssetAssociates } from '../../../../schemas/generated/gateway.asset-associates';
import type { Case, CasePage, CaseSearchQuery, GatewayClient } from '../../../../src/gateway';
import { GatewayHttpError } from '../../../../src/gateway';
import { PortalApp } from '../../../../src/app/portal-app';
import { CaseDetailPage } from '../../../../src/pages/cases/detail/case-detail-page';
import { CaseCard } from '../../../../src/pages/cases/home-card/case-card';
import {
  fakeAuth,
  fakeGateway,
  renderPortal,
  session,
  testConfig,
  type GatewayFakeOptions,
} from '../../../app/support/fakes';

export { expectNoAxeViolations } from '../../repairs-history/support/history-fakes';

const TYPES = ['Anti-social behaviour', 'Noise nuisance', 'Parking permit', 'Communal cleaning complaint'];
const STATUSES: Case['status'][] = ['Active', 'Resolved', 'Cancelled'];

/** Case `n` of the resident (customer C1) about property P1, raised `n` days before 2026-11-20, owned by the NM. */
export function aCase(n: number, overrides: Partial<Case> = {}): Case {
  const created = new Date(Date.UTC(2026, 10, 20, 10) - n * 86_400_000).toISOString().slice(0, 19);
  return {
    id: `case-${n}`,
    caseReferenceNumber: `CAS-${104_200 + n}`,
    caseTypeId: `CT00${(n % 4) + 1}`,
    caseTypeDescription: TYPES[n % 4] ?? 'Noise nuisance',
    subType: 'ASB',
    subTypeCategory: 'Neighbourhood',
    assignee: n % 2 === 0 ? 'NM' : 'LettingsTeam',
    assigneeType: 'Team',
    createdDate: `${created}Z`,
    status: STATUSES[n % 3] ?? 'Active',
    identifiers: {
      caseIdentifier: `case-${n}`,
      customerIdentifier: 'C1',
      assetIdentifier: 'P1',
      tenancyIdentifier: 'T1',
    },
    description: `Is anyone in immediate danger? - No\nTell us what happened - Loud music after midnight - every weekend`,
    ...overrides,
  };
}

/**
 * GET /cases over `cases`, as the sandbox answers it: filters, order, then a page after or before a key (an index
 * here).
 */
export function casesOver(cases: Case[]) {
  return async (query: CaseSearchQuery): Promise<CasePage> => {
    const assets = query.assetIdentifier?.split(',');
    const text = (query.searchText ?? '').toLowerCase();
    let found = cases.filter(
      (item) =>
        item.identifiers.customerIdentifier === query.customerId &&
        (!assets || assets.includes(item.identifiers.assetIdentifier)) &&
        (!query.status || item.status === query.status) &&
        (!query.caseReferenceNumber || item.caseReferenceNumber === query.caseReferenceNumber) &&
        (!text ||
          `${item.caseReferenceNumber}\n${item.caseTypeDescription}\n${item.description}`.toLowerCase().includes(text)),
    );
    found = [...found].sort((a, b) => b.createdDate.localeCompare(a.createdDate));
    if (query.orderBy === 'createdDate asc') found.reverse();
    const limit = query.limit ?? 10;
    const start =
      query.after !== undefined
        ? Number(query.after) + 1
        : query.before !== undefined
          ? Math.max(0, Number(query.before) - limit)
          : 0;
    const end = query.before !== undefined ? Number(query.before) : start + limit;
    const page = found.slice(start, end);
    return {
      cases: page,
      next: end < found.length ? String(end - 1) : null,
      previous: start > 0 ? String(start) : null,
    };
  };
}

export function httpError(status: number, path = '/cases'): GatewayHttpError {
  return new GatewayHttpError({ status, title: 'Server Error', errors: [], correlationId: 'c', method: 'GET', path });
}

const ASSOCIATES: AssetAssociates = {
  landLord: { organisation: { name: 'Peabody' } },
  neighbourhoodManager: { person: { name: { givenName: 'Sam', surname: 'Patel' } } },
  incomesOfficer: { person: { name: { givenName: 'Daniel', surname: 'Murphy' } } },
};

/** The app's fake gateway with the case list over `cases` and the property's officers. */
export function casesGateway(cases: Case[], options: GatewayFakeOptions = {}) {
  const gateway = fakeGateway({ ...options, toggles: { IsCaseCardRequired: true, ...options.toggles } });
  const searchCases = vi.fn(casesOver(cases));
  const getAssetAssociates = vi.fn(async () => ASSOCIATES);
  return Object.assign(gateway, { searchCases, getAssetAssociates }) as typeof gateway &
    GatewayClient & {
      searchCases: typeof searchCases;
      getAssetAssociates: typeof getAssetAssociates;
    };
}

export type CasesGateway = ReturnType<typeof casesGateway>;

export function renderAsResident(path: string | { pathname: string; state?: unknown }, gateway: CasesGateway) {
  return renderPortal(path, { auth: fakeAuth(session('C1')), gateway });
}

/** The list's queries, the latest last. */
export function lastQuery(gateway: CasesGateway): CaseSearchQuery {
  const query = gateway.searchCases.mock.calls.at(-1)?.[0];
  if (!query) throw new Error('no list was asked for');
  return query;
}

/** Makes the window as narrow as a phone: the case list's breakpoint (820 px) matches. */
export function usePhoneWidth(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((media: string) => ({
    matches: media.includes('max-width: 820px'),
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

/** The home page's case card alone, with the case page behind its links. */
export function renderCard(gateway: CasesGateway, premisesId: string | null = 'P1') {
  const router = createMemoryRouter(
    [
      { path: '/casedetails', element: <CaseDetailPage /> },
      { path: '*', element: <CaseCard customerId="C1" premisesId={premisesId} /> },
    ],
    { initialEntries: ['/customer360View'] },
  );
  const view = render(
    <PortalApp services={{ config: testConfig, auth: fakeAuth(session('C1')), gateway, newId: () => 'id' }}>
      <RouterProvider router={router} />
    </PortalApp>,
  );
  return { router, ...view };
}
