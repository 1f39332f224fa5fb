import { describe, expect, it } from 'vitest';
import { createConfigurationCalls, TOGGLE_TTL_MS } from '../../src/gateway/configuration';
import { createRequester } from '../../src/gateway/request';
import { createMemoryStorage } from '../auth/support/memory-storage';
import { createFakeGateway } from './fake-gateway';

// Issue 13: a page and the journey it opens ask for the same toggles within seconds; on a phone each is a request.
describe('feature toggles kept for the tab', () => {
  it('asks once, answers from the tab for five minutes, then asks again', async () => {
    const gateway = createFakeGateway([{ json: { value: 'true' } }, { json: { value: 'false' } }]);
    let clock = 1_000;
    const calls = createConfigurationCalls(createRequester(gateway.ctx), {
      toggleStore: createMemoryStorage(),
      now: () => clock,
    });
    expect(await calls.getToggle('IsMediaEnabledSS')).toBe(true);
    clock += TOGGLE_TTL_MS - 1;
    expect(await calls.getToggle('IsMediaEnabledSS')).toBe(true);
    expect(gateway.requests).toHaveLength(1);
    clock += 1;
    expect(await calls.getToggle('IsMediaEnabledSS')).toBe(false);
    expect(gateway.requests).toHaveLength(2);
  });

  it('asks every time without a store (the headless replay and the tools)', async () => {
    const gateway = createFakeGateway([{ json: { value: 'true' } }, { json: { value: 'true' } }]);
    const calls = createConfigurationCalls(createRequester(gateway.ctx));
    await calls.getToggle('IsMediaEnabledSS');
    await calls.getToggle('IsMediaEnabledSS');
    expect(gateway.requests).toHaveLength(2);
  });

  it('asks the gateway when what is kept cannot be read, and keeps nothing from a failed call', async () => {
    const store = createMemoryStorage();
    store.setItem('portal.toggle.IsMediaEnabledSS', 'not json');
    const gateway = createFakeGateway([{ status: 404, json: { title: 'Not Found' } }, { json: { value: 'true' } }]);
    const calls = createConfigurationCalls(createRequester(gateway.ctx, { sleep: async () => undefined }), {
      toggleStore: store,
    });
    await expect(calls.getToggle('IsMediaEnabledSS')).rejects.toThrow();
    expect(await calls.getToggle('IsMediaEnabledSS')).toBe(true);
    expect(gateway.requests).toHaveLength(2);
  });
});
