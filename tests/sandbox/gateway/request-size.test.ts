import { describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../../sandbox/gateway/middleware/request-size';
import { createTestGateway } from './test-gateway';
import { ALICE, insertGatewayFixtures, TOKENS } from './fixtures';

// An oversized body is refused with 413 before it is parsed, in the gateway's error shape.
const gateway = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });

describe('request size', () => {
  it('refuses a JSON body over 1 MB with 413 Payload Too Large', async () => {
    const response = await gateway.call(`/customers/${ALICE.customerId}`, {
      method: 'PUT',
      token: ALICE.token,
      headers: { 'If-Match': '"x"' },
      body: JSON.stringify({ emailAddress: 'a'.repeat(MAX_JSON_BODY_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      status: 413,
      title: 'Payload Too Large',
      errors: [{ code: 'body-too-large' }],
    });
  });

  it('lets ordinary bodies through', async () => {
    const response = await gateway.call(`/customers/${ALICE.customerId}`, {
      method: 'PUT',
      token: ALICE.token,
      headers: { 'If-Match': '"x"' },
      body: { emailAddress: 'ada@example.org', mobilePhone: '07700900001' },
    });
    expect(response.status).not.toBe(413);
  });
});
