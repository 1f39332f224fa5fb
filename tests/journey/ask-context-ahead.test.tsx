// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VersionedCustomer } from '../../src/gateway';
import { useCustomer } from '../../src/customer-ui/use-customer';
import { ServicesProvider } from '../../src/shared/services';
import { askContextAhead } from '../../src/journey/use-context-sources';
import { rememberPremises } from '../../src/customer/known-premises';

// Issue 13: a journey step opened from its address asks the gateway for the customer and the toggles before the
// journey's code is asked for, and the page's hooks then take those answers rather than asking again.
const needs = { properties: true, hierarchy: true, toggles: ['isDMCEnabledMyPb'] };
const customer = { customer: { id: 'c1' }, etag: '"1"' } as unknown as VersionedCustomer;

function setUp() {
  const gateway = {
    getCustomer: vi.fn(async () => customer),
    getToggle: vi.fn(async () => true),
    getTenancyGroups: vi.fn(async () => []),
    getAssetHierarchy: vi.fn(async () => []),
  };
  const cache = new Map() as unknown as Cache;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={{ gateway } as never}>
      <SWRConfig value={{ provider: () => cache, shouldRetryOnError: false }}>{children}</SWRConfig>
    </ServicesProvider>
  );
  return { gateway, cache, wrapper };
}

beforeEach(() => sessionStorage.clear());

describe('the context asked ahead', () => {
  it("asks for the customer and the toggles once, and the page's hook takes that answer", async () => {
    const { gateway, cache, wrapper } = setUp();
    askContextAhead(gateway, needs, 'c1', cache);
    expect(gateway.getCustomer).toHaveBeenCalledTimes(1);
    expect(gateway.getToggle).toHaveBeenCalledWith('isDMCEnabledMyPb');
    const { result } = renderHook(() => useCustomer('c1'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(customer));
    expect(gateway.getCustomer).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the page has the customer already, or there is no login or journey', async () => {
    const { gateway, cache, wrapper } = setUp();
    const { result } = renderHook(() => useCustomer('c1'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(customer));
    askContextAhead(gateway, needs, 'c1', cache);
    expect(gateway.getCustomer).toHaveBeenCalledTimes(1);
    askContextAhead(gateway, needs, null, cache);
    askContextAhead(gateway, undefined, 'c1', cache);
    expect(gateway.getCustomer).toHaveBeenCalledTimes(1);
  });

  it("asks for the properties' groups, and the assets of the premises read earlier in the tab, alongside the customer", () => {
    const { gateway, cache } = setUp();
    rememberPremises('c1', ['p1', 'p2']);
    askContextAhead(gateway, needs, 'c1', cache);
    expect(gateway.getTenancyGroups).toHaveBeenCalledWith('c1');
    expect(gateway.getAssetHierarchy.mock.calls).toEqual([['p1'], ['p2']]);
  });

  it("asks for no assets of another customer's premises, nor when nothing readable was kept", () => {
    const { gateway, cache } = setUp();
    rememberPremises('someone-else', ['p9']);
    askContextAhead(gateway, needs, 'c1', cache);
    sessionStorage.setItem('portal.knownPremises', 'not json');
    askContextAhead(gateway, { ...needs, toggles: [] }, 'c1', new Map() as unknown as Cache);
    expect(gateway.getAssetHierarchy).not.toHaveBeenCalled();
  });
});
