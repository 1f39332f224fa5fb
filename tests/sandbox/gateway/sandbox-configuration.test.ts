import { describe, expect, it } from 'vitest';
import { ALICE, insertGatewayFixtures, TOKENS } from './fixtures';
import { createTestGateway } from './test-gateway';

// Issue 27 §2: a toggle is switched in a running sandbox, and GET /configuration/{name} answers the new value.
const json = { 'Content-Type': 'application/json' };

describe('/__sandbox/configuration', () => {
  it('switches a toggle, lists it, and puts the seeded value back', async () => {
    const gateway = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
    const read = async (name: string) =>
      ((await (await gateway.call(`/configuration/${name}`, { token: ALICE.token })).json()) as { value: string })
        .value;
    await gateway.app.request('/__sandbox/configuration/IsMediaEnabledSS', {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ value: 'true' }),
    });
    expect(await read('IsMediaEnabledSS')).toBe('true');
    const put = await gateway.app.request('/__sandbox/configuration/IsMediaEnabledSS', {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ value: 'false' }),
    });
    expect(put.status).toBe(200);
    expect(await read('IsMediaEnabledSS')).toBe('false');
    expect(await (await gateway.app.request('/__sandbox/configuration')).json()).toMatchObject({
      IsMediaEnabledSS: 'false',
    });
    expect((await gateway.app.request('/__sandbox/configuration/IsMediaEnabledSS', { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await read('IsMediaEnabledSS')).toBe('true');
  });

  it('refuses a value that is not a string, and does not exist outside test mode', async () => {
    const gateway = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
    const bad = await gateway.app.request('/__sandbox/configuration/IsMediaEnabledSS', {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ value: false }),
    });
    expect(bad.status).toBe(400);
    const live = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS, testMode: false });
    expect((await live.app.request('/__sandbox/configuration')).status).toBe(404);
  });
});
