import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi, type Mock } from 'vitest';
import type { Customer, TenancySummary } from '../../../schemas/generated/gateway.customer';
import type { Asset } from '../../../schemas/generated/gateway.asset';
import type { TenancyGroups } from '../../../schemas/generated/gateway.tenancy-groups';
import type { Auth, LoginResult, LogoutReason, PortalSession } from '../../../src/auth/types';
import type { GatewayClient } from '../../../src/gateway';
import { PortalApp } from '../../../src/app/portal-app';
import { PortalRoutes } from '../../../src/app/routes';
import type { RuntimeConfig } from '../../../src/shared/runtime-config';

export const testConfig: RuntimeConfig = {
  gatewayBaseUrl: 'http://gateway.test/customerselfserve/api/v1',
  subscriptionKey: 'key',
  channel: 'CustomerSelfService',
  apiTimeoutMs: 5000,
  idp: {
    authority: 'http://idp.test/oidc',
    clientId: 'portal',
    redirectUri: 'http://localhost:3000/customer360View',
    postLogoutRedirectUri: 'http://localhost:3000/startpage',
    scope: 'openid',
  },
  paymentGatewayUrl: 'http://pay.test',
  telemetryUrl: null,
  heatmapScriptUrl: null,
  idleTimeoutMs: 1_500_000,
  idleCountdownMs: 300_000,
  testMode: true,
};

export type FakeAuth = { [K in keyof Auth]: Mock<Auth[K]> } & {
  setSession(session: PortalSession | null): void;
};

/** An Auth whose session lives in memory; login and logout answers are whatever the test says. */
export function fakeAuth(initial: PortalSession | null = null): FakeAuth {
  let session = initial;
  const listeners = new Set<() => void>();
  const setSession = (next: PortalSession | null) => {
    session = next;
    listeners.forEach((listener) => listener());
  };
  const auth = {
    setSession,
    startLogin: vi.fn(async () => undefined),
    isLoginCallback: vi.fn((url: string) => /[?&](code|error)=/.test(url)),
    completeLogin: vi.fn(async (): Promise<LoginResult> => {
      throw new Error('completeLogin not set up');
    }),
    getSession: vi.fn(() => session),
    getAccessToken: vi.fn(async () => (session ? 'token' : null)),
    logout: vi.fn(async (_reason?: LogoutReason) => setSession(null)),
    isLoggingOut: vi.fn(() => false),
    isLogoutCallback: vi.fn((url: string) => url.includes('/startpage?state=')),
    completeLogout: vi.fn(async (): Promise<{ reason: LogoutReason }> => ({ reason: 'user' })),
    clearLocalSession: vi.fn(() => setSession(null)),
    subscribe: vi.fn((listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  };
  return auth as unknown as FakeAuth;
}

export const session = (customerId: string | null = 'C1', name: string | null = 'Ada Lovelace'): PortalSession => ({
  customerId,
  sessionId: 'S1',
  name,
});

export interface TenancyInput {
  id: string;
  premisesId: string;
  start: string;
  type?: string;
  active?: boolean;
}

export function tenancy({ id, premisesId, start, type = 'Social', active = true }: TenancyInput): {
  tenancySummary: TenancySummary;
} {
  return {
    tenancySummary: {
      tenancyId: id,
      tenancyType: type,
      tenancyStartDate: start,
      paymentReference: `PR-${id}`,
      premisesIds: [premisesId],
      statuses: [{ type: 'isTenancyActive', value: active ? 'true' : 'false' }],
    },
  };
}

export function customer(
  options: { givenName?: string; catalyst?: boolean; tenancies?: TenancyInput[] } = {},
): Customer {
  return {
    id: 'C1',
    eTag: 'etag-1',
    statuses: [{ type: 'isCatalystCustomer', value: options.catalyst ? 'true' : 'false' }],
    person: { name: { title: 'Ms', givenName: options.givenName ?? 'Ada', surname: 'Lovelace' } },
    addresses: {},
    tenanciesSummaries: (options.tenancies ?? [{ id: 'T1', premisesId: 'P1', start: '2020-01-01' }]).map(tenancy),
  };
}

export function propertyHierarchy(premisesId: string, formattedAddress: string): Asset[] {
  return [
    {
      id: premisesId,
      assetType: 'Property',
      addresses: { postalAddresses: [{ formattedAddress }] },
      statuses: [],
      maintenanceResponsibilities: [],
    },
    {
      id: `B-${premisesId}`,
      assetType: 'Block',
      addresses: { postalAddresses: [{ formattedAddress: 'Block address' }] },
      statuses: [],
      maintenanceResponsibilities: [],
    },
  ];
}

export interface GatewayFakeOptions {
  customer?: Customer;
  groups?: TenancyGroups;
  addresses?: Record<string, string>;
  toggles?: Record<string, boolean>;
}

/** A gateway client answering from memory; each call is a vi.fn the test can inspect or re-program. */
export function fakeGateway(options: GatewayFakeOptions = {}) {
  const current = options.customer ?? customer();
  const addresses = options.addresses ?? { P1: '1 Example Street, London, N1 1AA' };
  const gateway = {
    getCustomer: vi.fn(async (_id: string) => ({ customer: current, etag: current.eTag })),
    getTenancyGroups: vi.fn(async (_id: string): Promise<TenancyGroups> => options.groups ?? []),
    getAssetHierarchy: vi.fn(async (premisesId: string) => propertyHierarchy(premisesId, addresses[premisesId] ?? '')),
    getToggle: vi.fn(async (name: string) => options.toggles?.[name] ?? false),
    logout: vi.fn(async () => undefined),
  };
  return gateway as typeof gateway & GatewayClient;
}

export function renderPortal(
  path: string | { pathname: string; state?: unknown },
  services: { auth: Auth; gateway: GatewayClient; newId?: () => string },
) {
  // The portal's routes as the app renders them (PortalRoutes: declarative routes in the error boundary), inside a
  // memory router whose state and navigate the tests read and drive.
  const router = createMemoryRouter([{ path: '*', element: <PortalRoutes /> }], { initialEntries: [path] });
  const newId = services.newId ?? (() => 'new-tracking-id');
  const view = render(
    <PortalApp services={{ config: testConfig, auth: services.auth, gateway: services.gateway, newId }}>
      <RouterProvider router={router} />
    </PortalApp>,
  );
  return { router, ...view };
}
