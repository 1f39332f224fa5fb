import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { ServicesProvider } from '../../../src/shared/services';
import type {
  CancellationEligibilityResult,
  Contractor,
  DocumentSummary,
  FetchedMedia,
  GatewayClient,
  HistoryItem,
  RepairWorkOrder,
  RescheduleEligibilityResult,
} from '../../../src/gateway';
import { RepairDetailPage } from '../../../src/pages/repairs/detail/repair-detail-page';
import { fakeAuth, session, testConfig } from '../../app/support/fakes';
import '../../support/dialog-polyfill';

export const WORK_ORDER_ID = 'f0000000-0000-4000-8000-0000a1e00003';
export const SITE = 'SITE-BRIGHTSPARK';

/** An Appointed repair of the resident (customer C1) with a booked visit, as GET /works-orders/{id} reads. */
export function repair(overrides: Partial<RepairWorkOrder> = {}): RepairWorkOrder {
  return {
    id: WORK_ORDER_ID,
    jobNo: '61000003',
    customerIdentifier: 'C1',
    assetIdentifier: 'P1',
    premisesType: 'Property',
    premisesTypeId: 2,
    area: 'Property',
    description: 'Double socket by the TV has stopped working. Nothing else is affected.',
    status: 'Appointed',
    priority: 'Next Available',
    sorCode: 'ELSOCK01',
    trade: 'Electrical',
    repairLocation: 'Living room',
    raisedDate: '2026-11-16T10:00:00Z',
    appointmentStartDate: '2026-11-24T08:00:00Z',
    appointmentEndDate: '2026-11-24T12:00:00Z',
    contractor: SITE,
    contractorName: 'Brightspark Electrical',
    contractorPhoneNumber: '020 7946 0101',
    channel: 'CustomerSelfService',
    reportingMethodId: 4,
    documents: { documentIdentifiers: [] },
    customerName: { title: 'Ms', givenName: 'Ada', surname: 'Lovelace' },
    reporterToBeContacted: false,
    isDraft: false,
    isSubmitted: true,
    isRaisedAsTriage: false,
    isSupplementary: false,
    isVandalism: false,
    isCovidSelfIsolated: false,
    isEmergency: false,
    isOutOfHours: false,
    isRecall: false,
    isDampAndMould: false,
    isEMA: false,
    isCatalyst: false,
    isInDefect: false,
    isPotentialDuplicate: false,
    riskToHumanLife: false,
    eTag: '"etag-1"',
    ...overrides,
  };
}

/** A history entry (the gateway's shape). */
export function entry(
  id: string,
  identifier: string,
  createDateTime: string,
  extra: Partial<HistoryItem> = {},
): HistoryItem {
  return {
    id,
    identifier,
    subType: identifier.startsWith('AP') || identifier.startsWith('AUPDATE') ? 'Appointment' : 'WorkOrder',
    createDateTime,
    ...extra,
  };
}

/** Raised, then booked: the Appointed repair's History, oldest first as the gateway answers. */
export const BOOKED_HISTORY: HistoryItem[] = [
  entry('H1', 'Unappointed', '2026-11-16T10:00:05Z'),
  entry('H2', 'APCREATE01', '2026-11-16T10:02:00Z', {
    appointmentStartDatetime: '2026-11-24T08:00:00Z',
    appointmentEndDatetime: '2026-11-24T12:00:00Z',
  }),
];

export function contractor(
  overrides: Partial<Contractor['statuses']> = {},
  flags: Contractor['flags'] = [],
  id = SITE,
): Contractor {
  return {
    id,
    name: 'Brightspark Electrical',
    statuses: {
      isIntegrated: true,
      isBuilder: false,
      isSubContractor: false,
      isEMA: false,
      isActive: true,
      ...overrides,
    },
    flags,
    contractorSites: [],
    contacts: { telecomsAddresses: [{ number: '02079460101' }] },
  };
}

export function photo(id: string, fileName: string, contentType = 'image/png', appropriate = 'true'): DocumentSummary {
  return {
    id,
    media: { fileName },
    metadata: [
      { key: 'content-type', value: contentType },
      { key: 'IsMediaAppropriate', value: appropriate },
      { key: 'filename', value: fileName },
    ],
  };
}

export interface DetailFakeOptions {
  workOrder?: RepairWorkOrder;
  history?: HistoryItem[];
  documents?: DocumentSummary[];
  toggles?: Record<string, boolean>;
  configuration?: Record<string, string>;
  contractor?: Contractor;
  cancel?: CancellationEligibilityResult;
  reschedule?: RescheduleEligibilityResult;
}

/** A gateway answering the detail page's calls from memory; each is a vi.fn the test can inspect or re-program. */
export function fakeDetailGateway(options: DetailFakeOptions = {}) {
  let current = options.workOrder ?? repair();
  let history = options.history ?? BOOKED_HISTORY;
  const gateway = {
    getWorkOrder: vi.fn(async (_id: string) => current),
    getWorkOrderHistory: vi.fn(async (_id: string) => history),
    listWorkOrderDocuments: vi.fn(async (_id: string) => options.documents ?? []),
    getWorkOrderDocument: vi.fn(async (_workOrderId: string, documentId: string): Promise<FetchedMedia> => {
      const document = (options.documents ?? []).find((d) => d.id === documentId);
      const contentType = document?.metadata.find((m) => m.key === 'content-type')?.value ?? 'application/octet-stream';
      return {
        id: documentId,
        bytes: new Uint8Array([1, 2, 3]),
        contentType,
        fileName: document?.media.fileName ?? 'file',
        metadata: document?.metadata ?? [],
      };
    }),
    getToggle: vi.fn(async (name: string) => options.toggles?.[name] ?? false),
    getConfiguration: vi.fn(async (name: string) => options.configuration?.[name] ?? ''),
    getContractor: vi.fn(async () => options.contractor ?? contractor()),
    checkCancellationEligibility: vi.fn(
      async () => options.cancel ?? { isEligible: true, errorCode: 'SSR036' as const },
    ),
    checkRescheduleEligibility: vi.fn(
      async () =>
        options.reschedule ?? {
          isEligible: true,
          errorCode: '' as const,
          contractorName: 'Brightspark Electrical',
          contractorPhoneNumber: '020 7946 0101',
        },
    ),
    cancelWorkOrder: vi.fn(async (_id: string, _etag: string, _assetTypeId?: number) => {
      current = { ...current, status: 'Cancelled', eTag: '"etag-2"' };
      history = [
        ...history,
        entry('H9', 'AUPDATE02', '2026-11-21T09:00:00Z'),
        entry('H10', 'Cancelled', '2026-11-21T09:00:01Z'),
      ];
      return current;
    }),
  };
  return gateway as typeof gateway & GatewayClient;
}

/** Shows where the page sent the resident (path, query and fragment), for the routes the detail page leads to. */
export function Destination({ name }: { name: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <p>{`${location.pathname}${location.search}${location.hash}`}</p>
    </>
  );
}

export interface RenderOptions {
  customerId?: string | null;
  /** Entries before the detail page in the router's history (the pages the resident came from). */
  before?: string[];
  state?: unknown;
  id?: string | null;
}

/** The detail page in a router with stand-ins for where it leads, with its own SWR cache. */
export function renderDetail(gateway: GatewayClient, options: RenderOptions = {}) {
  const id = options.id === undefined ? WORK_ORDER_ID : options.id;
  const path = id === null ? '/repairhistorydetails' : `/repairhistorydetails?id=${id}`;
  const before = options.before ?? [];
  const router = createMemoryRouter(
    [
      { path: '/repairhistorydetails', element: <RepairDetailPage /> },
      { path: '/historicRepairs', element: <Destination name="Repair history" /> },
      { path: '/appointmentscheduler', element: <Destination name="Scheduler" /> },
      { path: '/repairproperty', element: <Destination name="Repair journey" /> },
      { path: '/genericerror', element: <Destination name="Generic error" /> },
      { path: '/customer360View', element: <Destination name="Home" /> },
    ],
    {
      initialEntries: [
        ...before,
        { pathname: '/repairhistorydetails', search: path.slice('/repairhistorydetails'.length), state: options.state },
      ],
      initialIndex: before.length,
    },
  );
  return renderRouter(router, gateway, options.customerId === undefined ? 'C1' : options.customerId);
}

/**
 * Renders a memory router with the portal's services around it: the gateway given, a resident signed in, a fresh SWR
 * cache.
 */
export function renderRouter<Router extends Parameters<typeof RouterProvider>[0]['router']>(
  router: Router,
  gateway: GatewayClient,
  customerId: string | null = 'C1',
) {
  const services = { config: testConfig, auth: fakeAuth(session(customerId)), gateway, newId: () => 'tracking-id' };
  const view = render(
    <ServicesProvider services={services}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </ServicesProvider>,
  );
  return { router, ...view };
}
