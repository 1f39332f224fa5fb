import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type {
  Communication,
  CommunicationList,
  CommunicationQuery,
  FetchedCustomerDocument,
  GatewayClient,
} from '../../../../src/gateway';
import { GatewayHttpError } from '../../../../src/gateway';
import { PortalApp } from '../../../../src/app/portal-app';
import { MessageDetailPage } from '../../../../src/pages/messages/detail/message-detail-page';
import { MessagesCard } from '../../../../src/pages/messages/home-card/messages-card';
import { forgetReadMarks } from '../../../../src/pages/messages/shared/read-marks';
import { isoDay } from '../../../../src/shared/dates';
import {
  fakeAuth,
  fakeGateway,
  renderPortal,
  session,
  testConfig,
  type GatewayFakeOptions,
} from '../../../app/support/fakes';

export { expectNoAxeViolations, fakeIntersectionObserver } from '../../repairs-history/support/history-fakes';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The London day `days` days before today, YYYY-MM-DD. */
export const daysAgo = (days: number): string => isoDay(new Date(Date.now() - days * DAY_MS));

/** The tests' today, as the inbox works it out. */
export const today = (): string => isoDay(new Date());

/**
 * A message of the resident (customer C1) about property P1, sent `n` days ago at 10:00 UTC: its id, subject and
 * body are numbered, odd ones unread.
 */
export function message(
  n: number,
  overrides: Partial<Communication> & { subject?: string; body?: string; documentId?: string } = {},
): Communication {
  const { subject, body, documentId, ...rest } = overrides;
  return {
    identifier: `M-${n}`,
    status: n % 2 === 1 ? 'UNREAD' : 'READ',
    createdDate: `${daysAgo(n)}T10:00:00Z`,
    communicationCategoryType: 'CaseCreation',
    assetIdentifier: 'P1',
    customerIdentifier: 'C1',
    message: {
      content: [
        { identifier: 'subject', value: subject ?? `Message number ${n}` },
        {
          identifier: 'body',
          value: body ?? `Dear Ms Lovelace,\n\nThis is message ${n}.\nIt has two lines.\n\nPeabody Customer Services`,
        },
        ...(documentId ? [{ identifier: 'documentIdentifier', value: documentId }] : []),
      ],
    },
    sender: {
      organisation: { name: 'Peabody', personName: { title: '', givenName: 'Customer', surname: 'Services' } },
    },
    receivers: [{ customerIdentifier: 'C1' }],
    eTag: `"etag-${n}"`,
    ...rest,
  };
}

/**
 * GET /customers/{id}/communications over `messages`, as the sandbox answers it: London days inclusive, status, asset,
 * search in subject, body and sender, newest first unless asked otherwise, then skip and limit; total-unread over the
 * unread ones (of the asset when asked) whatever the other filters.
 */
export function communicationsOver(messages: Communication[]) {
  return async (_customerId: string, query: CommunicationQuery = {}): Promise<CommunicationList> => {
    const day = (item: Communication) => item.createdDate.slice(0, 10);
    const ofAsset = messages.filter((item) => !query.assetIdentifier || item.assetIdentifier === query.assetIdentifier);
    const text = (query.searchText ?? '').toLowerCase();
    let found = ofAsset.filter(
      (item) =>
        (!query.fromDate || day(item) >= query.fromDate) &&
        (!query.toDate || day(item) <= query.toDate) &&
        (!query.status || item.status === query.status) &&
        (!text ||
          item.message.content.slice(0, 2).some((content) => content.value.toLowerCase().includes(text)) ||
          'customer services'.includes(text)),
    );
    found = [...found].sort((a, b) => b.createdDate.localeCompare(a.createdDate));
    if (query.sort === 'createdDate asc') found.reverse();
    const skip = query.skip ?? 0;
    const unread = ofAsset.filter((item) => item.status === 'UNREAD');
    return {
      communications: found.slice(skip, skip + (query.limit ?? 10)),
      'total-count': found.length,
      'total-unread': unread.length,
      unreadCatagoryTypes: [...new Set(unread.map((item) => item.communicationCategoryType))].sort(),
    };
  };
}

/** PATCH …/communications/{id}: the message, read, or 404 for one that is not there. */
export function markReadIn(messages: Communication[]) {
  return async (_customerId: string, messageId: string): Promise<Communication> => {
    const found = messages.find((item) => item.identifier === messageId);
    if (!found) throw httpError(404, 'PATCH');
    found.status = 'READ';
    return { ...found, eTag: `"read-${messageId}"` };
  };
}

export function httpError(status: number, method = 'GET'): GatewayHttpError {
  return new GatewayHttpError({
    status,
    title: status === 404 ? 'Not Found' : 'Server Error',
    errors: [],
    correlationId: 'c',
    method,
    path: '/customers/C1/communications',
  });
}

/** The app's fake gateway with the messages calls over `messages` (changed in place when one is marked read). */
export function messagesGateway(messages: Communication[], options: GatewayFakeOptions = {}) {
  const gateway = fakeGateway({ ...options, toggles: { IsMyMessagesRequired: true, ...options.toggles } });
  const getCommunications = vi.fn(communicationsOver(messages));
  const markCommunicationRead = vi.fn(markReadIn(messages));
  const getCustomerDocument = vi.fn(
    async (_customerId: string, documentId: string): Promise<FetchedCustomerDocument> => ({
      id: documentId,
      documentType: 'STATEMENT',
      bytes: new TextEncoder().encode('%PDF-1.4'),
      contentType: 'application/pdf',
      fileName: 'statement.pdf',
      metadata: [],
    }),
  );
  return Object.assign(gateway, { getCommunications, markCommunicationRead, getCustomerDocument }) as typeof gateway &
    GatewayClient & {
      getCommunications: typeof getCommunications;
      markCommunicationRead: typeof markCommunicationRead;
      getCustomerDocument: typeof getCustomerDocument;
    };
}

export type MessagesGateway = ReturnType<typeof messagesGateway>;

/** A new session for each test: no message marked read yet. */
export function newSession(): void {
  sessionStorage.clear();
  forgetReadMarks();
}

/** The portal at `path` (or a path with router state) for a logged-in resident (customer C1). */
export function renderAsResident(path: string | { pathname: string; state?: unknown }, gateway: MessagesGateway) {
  return renderPortal(path, { auth: fakeAuth(session('C1')), gateway });
}

/** The inbox queries sent (not the unread count's), the latest last. */
export function listQueries(gateway: MessagesGateway): CommunicationQuery[] {
  return gateway.getCommunications.mock.calls
    .map(([, query]) => query ?? {})
    .filter((query) => query.fromDate !== undefined);
}

export function lastListQuery(gateway: MessagesGateway): CommunicationQuery {
  const query = listQueries(gateway).at(-1);
  if (!query) throw new Error('no list was asked for');
  return query;
}

/** Makes the window as narrow as a phone: the inbox's breakpoint (912 px) matches. */
export function usePhoneWidth(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((media: string) => ({
    matches: media.includes('max-width: 912px'),
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

/** The home page's messages card alone (the home page places it), with a message's page behind its links. */
export function renderCard(gateway: MessagesGateway, propertyId: string | null = 'P1') {
  const router = createMemoryRouter(
    [
      { path: '/messagedetails', element: <MessageDetailPage /> },
      { path: '*', element: <MessagesCard customerId="C1" propertyId={propertyId} /> },
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
