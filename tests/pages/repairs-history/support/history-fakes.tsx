import { act } from '@testing-library/react';
import axe from 'axe-core';
import { expect, vi } from 'vitest';
import type {
  GatewayClient,
  RepairListItem,
  WorkOrder,
  WorkOrderSearchQuery,
  WorkOrderSearchResult,
} from '../../../../src/gateway';
import { fakeAuth, fakeGateway, renderPortal, session, type GatewayFakeOptions } from '../../../app/support/fakes';

/** A repair list item as the gateway lists it; `n` makes the id, job number and raised date. */
export function listItem(n: number, overrides: Partial<RepairListItem> = {}): RepairListItem {
  const day = String(28 - (n % 28)).padStart(2, '0');
  return {
    id: `WO-${n}`,
    jobNo: String(61000000 + n),
    description: `Repair number ${n}. More words after the first full stop.`,
    trade: 'Plumbing',
    channel: 'CustomerSelfService',
    area: 'Property',
    raisedDate: `2026-0${1 + (n % 9)}-${day}T10:00:00Z`,
    status: 'Completed',
    ...overrides,
  };
}

/** The nested shape of a list item (the home card reads `worksOrders`). */
export function nestedWorkOrder(item: RepairListItem): WorkOrder {
  return {
    identifiers: { worksOrderIdentifier: item.id, customerIdentifier: 'C1', assetIdentifier: 'P1' },
    job: {
      ...(item.jobNo ? { jobNo: item.jobNo } : {}),
      description: item.description,
      ...(item.trade ? { trade: item.trade } : {}),
      documents: { documentIdentifiers: [] },
    },
    statuses: {
      status: item.status,
      isDraft: item.status === 'In Diagnosis',
      isSubmitted: item.status !== 'In Diagnosis',
      ...(item.isRaisedAsTriage ? { isRaisedAsTriage: true } : {}),
    },
    asset: { id: 'P1', type: { assetTypeName: item.area ?? 'Property' } },
    reporter: { toBeContacted: false },
    customer: { name: {} },
    channel: item.channel,
    raisedDate: item.raisedDate,
  };
}

/**
 * A gateway search over `repairs`, as the sandbox answers it: status list, search text in the description or job
 * number, oldest first on request, then skip and limit.
 */
export function searchOver(repairs: readonly RepairListItem[]) {
  return async (query: WorkOrderSearchQuery): Promise<WorkOrderSearchResult> => {
    let found = repairs.filter((item) => !query.status?.length || query.status.includes(item.status));
    if (query.area?.length) found = found.filter((item) => query.area?.includes(item.area ?? ''));
    const text = query.searchText?.toLowerCase() ?? '';
    if (text)
      found = found.filter(
        (item) => item.description.toLowerCase().includes(text) || (item.jobNo ?? '').includes(text),
      );
    if (query.orderBy === 'raisedDate asc') found = [...found].reverse();
    const skip = query.skip ?? 0;
    const page = found.slice(skip, skip + (query.limit ?? 10));
    return { models: page, worksOrders: page.map(nestedWorkOrder), totalCount: found.length };
  };
}

/** The app's fake gateway with a repair search over `repairs`. */
export function historyGateway(repairs: readonly RepairListItem[], options: GatewayFakeOptions = {}) {
  const gateway = fakeGateway(options);
  const searchWorkOrders = vi.fn(searchOver(repairs));
  return Object.assign(gateway, { searchWorkOrders }) as typeof gateway & {
    searchWorkOrders: typeof searchWorkOrders;
  } & GatewayClient;
}

export type HistoryGateway = ReturnType<typeof historyGateway>;

/** The portal at `path` for a logged-in resident (customer C1). */
export function renderAsResident(path: string, gateway: HistoryGateway) {
  return renderPortal(path, { auth: fakeAuth(session('C1')), gateway });
}

/** The queries the page sent, the latest last. */
export function sentQueries(gateway: HistoryGateway): WorkOrderSearchQuery[] {
  return gateway.searchWorkOrders.mock.calls.map(([query]) => query);
}

export function lastQuery(gateway: HistoryGateway): WorkOrderSearchQuery {
  const query = sentQueries(gateway).at(-1);
  if (!query) throw new Error('no search was sent');
  return query;
}

/** Makes the window as narrow as a phone (matchMedia answers the page's breakpoint as matching). */
export function usePhoneWidth(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((media: string) => ({
    matches: media.includes('max-width: 414px'),
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

/** Records IntersectionObservers so a test can bring the end of the list into view. */
export function fakeIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    scrollToEnd: () =>
      act(() => {
        for (const callback of callbacks)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}

/** No axe violations in the page as rendered (colour contrast and landmarks need a real browser: e2e checks them). */
export async function expectNoAxeViolations(): Promise<void> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
