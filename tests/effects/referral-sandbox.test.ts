import { describe, expect, it } from 'vitest';
import { OTHER_CUSTOMER, PERSONAS } from '../../sandbox/db/seed/personas';
import { seedDatabase } from '../../sandbox/db/seed/seed-database';
import { runEffect, type EffectEnvironment } from '../../src/effects';
import type { EffectRequest } from '../../src/engine';
import { createGatewayClient } from '../../src/gateway';
import { createTestGateway } from '../sandbox/gateway/test-gateway';
import { describeCode } from './support/describe-code';

// The referral effects through the real gateway client against the in-process sandbox and its seed: the client's
// payload passes the sandbox's schema, reasons are filtered client-side, and a retried submission is not stored twice.
const { alex, dana } = PERSONAS;

function setUp(persona: { userId: string; customerId: string }) {
  const sandbox = createTestGateway({
    seed: (db) => seedDatabase(db, { now: new Date('2026-11-21T09:00:00Z') }),
    tokens: new Map([['token', persona.userId]]),
  });
  let correlation = 0;
  const gateway = createGatewayClient({
    config: {
      gatewayBaseUrl: 'http://127.0.0.1:8080/customerselfserve/api/v1',
      subscriptionKey: 'key',
      channel: 'CustomerSelfService',
      apiTimeoutMs: 5000,
    },
    getAccessToken: async () => 'token',
    getSessionId: () => 'session',
    getCustomerId: () => persona.customerId,
    newCorrelationId: () => `corr-${++correlation}`,
    onUnauthorised: () => undefined,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => sandbox.app.request(String(input), init)) as typeof fetch,
  });
  const env: EffectEnvironment = {
    gateway,
    customerId: persona.customerId,
    now: () => new Date('2026-11-21T09:00:00Z'),
    newId: () => 'id',
    describe: describeCode,
  };
  return { sandbox, env };
}

const submit = (input: Record<string, unknown>): EffectRequest => ({
  effect: 'referral.submit',
  input,
  storeAs: 'referral',
  onError: { errorPage: 'submissionFailed' },
});

const alexInput = {
  referralFor: 'Myself',
  referralReasons: ['1', '3'],
  reasonOptions: [
    { id: '1', text: 'Help paying my rent' },
    { id: '3', text: 'Debt advice' },
  ],
  additionalDetails: 'Behind since my hours were cut, see https://example.org/?a=1&b=2',
  assetIdentifier: alex.propertyId,
  tenancyIdentifier: alex.tenancyId,
  phoneNumber: '07700900101',
  personName: 'Alex Morgan',
  relationship: 'Customer',
};

describe('referral effects against the sandbox', () => {
  it('loads only the reasons meant for residents', async () => {
    const { env } = setUp(alex);
    const outcome = await runEffect(
      { effect: 'referral.loadReasons', input: {}, storeAs: 'referralReasons', onError: { errorPage: 'x' } },
      env,
    );
    expect(outcome).toEqual({
      ok: true,
      result: [
        { id: '1', text: 'Help paying my rent' },
        { id: '2', text: 'Benefits advice' },
        { id: '3', text: 'Debt advice' },
        { id: '4', text: 'Help with energy bills' },
        { id: '5', text: 'Budgeting support' },
        { id: '6', text: 'Employment and training' },
      ],
    });
  });

  it("stores the enquiry on the chosen home's rent account, once, however often it is sent", async () => {
    const { sandbox, env } = setUp(alex);
    const first = await runEffect(submit(alexInput), env);
    const again = await runEffect(submit(alexInput), env);
    expect(first).toMatchObject({ ok: true, result: { accountIdentifier: alex.rentAccountId } });
    expect(again).toEqual(first);
    const rows = sandbox.db.prepare('SELECT customer_id, account_id, body FROM service_requests').all() as {
      customer_id: string;
      account_id: string;
      body: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ customer_id: alex.customerId, account_id: alex.rentAccountId });
    expect(JSON.parse(rows[0]?.body ?? '{}')).toMatchObject({
      referralReason: ['Help paying my rent', 'Debt advice'],
      serviceRequestType: 'financialinclusionenquiry',
      preferredContact: {
        personName: 'Alex Morgan',
        relationship: 'Customer',
        phoneNumber: '07700900101',
        phoneNumberType: 'mobilePhone',
      },
    });
  });

  it("uses a fixed-term tenancy's FTA debit account when there is no rent account", async () => {
    const { env } = setUp(dana);
    const outcome = await runEffect(
      submit({ ...alexInput, assetIdentifier: dana.propertyId, tenancyIdentifier: dana.tenancyId }),
      env,
    );
    expect(outcome).toMatchObject({ ok: true, result: { accountIdentifier: dana.rentAccountId } });
  });

  it("fails without retrying when the asset is not the resident's", async () => {
    const { sandbox, env } = setUp(alex);
    const outcome = await runEffect(
      {
        ...submit({ ...alexInput, assetIdentifier: OTHER_CUSTOMER.propertyId }),
        onError: { errorPage: 'x', retries: 2 },
      },
      env,
    );
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatchObject({ reason: 'failed', attempts: 1, cause: { status: 403 } });
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM service_requests').pluck().get()).toBe(0);
  });
});
