import { describe, expect, it } from 'vitest';
import { ALICE, insertGatewayFixtures, NOBODY, TOKENS } from './fixtures';
import { createTestGateway, readErrorBody } from './test-gateway';

const gateway = () => createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });

describe('GET /configuration/{name}', () => {
  it('returns the named setting as a string value', async () => {
    const res = await gateway().call('/configuration/CatalystRepairDisabledAreas', { token: ALICE.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'CatalystRepairDisabledAreas', value: 'Hackney,Islington' });
  });

  it('is readable by an account without a customer (toggles are not personal data)', async () => {
    const res = await gateway().call('/configuration/IsMyMessagesRequired', { token: NOBODY.token });
    expect(await res.json()).toEqual({ name: 'IsMyMessagesRequired', value: 'true' });
  });

  it('answers 404 for an unknown name', async () => {
    const res = await gateway().call('/configuration/NoSuchToggle', { token: ALICE.token });
    expect(res.status).toBe(404);
    expect((await readErrorBody(res)).title).toBe('Not Found');
  });
});
