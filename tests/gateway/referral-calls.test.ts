import { describe, expect, it } from 'vitest';
import type { FinancialEnquiry } from '../../src/gateway';
import { createGatewayClient } from '../../src/gateway/create-gateway-client';
import { GatewayHttpError } from '../../src/gateway/errors';
import { baseUrl, createFakeGateway, onlyRequest, type RecordedRequest } from './fake-gateway';

function callOf(request: RecordedRequest): string {
  return `${request.method} ${request.url.href.slice(baseUrl.length)}`;
}

const account = (id: string, type: string) => ({
  'account-type': type,
  'account-identifier': id,
  identifiers: { 'pay-ref': `PR-${id}` },
  'tenancy-identifier': 'T1',
  'tenancy-type': 'Social',
  balance: [{ 'balance-type': 'live balanced', 'monetary-amount': { value: 12.5 } }],
});

const enquiry: FinancialEnquiry = {
  additionalDetails: 'Behind on rent',
  referralReason: ['Debt advice'],
  referralFor: 'Myself',
  assetIdentifier: 'P1',
  serviceRequestType: 'financialinclusionenquiry',
  preferredContact: {
    personName: 'Ada Lovelace',
    relationship: 'Customer',
    phoneNumber: '07700900001',
    phoneNumberType: 'mobilePhone',
  },
};

describe('referral calls of the gateway client', () => {
  it("getAccounts reads the customer's accounts", async () => {
    const accounts = [account('A1', 'REN'), account('A2', 'DEP')];
    const gateway = createFakeGateway([{ json: accounts, headers: { ETag: '"acc"' } }]);
    expect(await createGatewayClient(gateway.ctx).getAccounts('CUST 1')).toEqual(accounts);
    expect(callOf(onlyRequest(gateway.requests))).toBe('GET /customers/CUST%201/accounts');
  });

  it('getAccounts reads an answer without a body as no accounts', async () => {
    const gateway = createFakeGateway([{ status: 204 }]);
    expect(await createGatewayClient(gateway.ctx).getAccounts('C1')).toEqual([]);
  });

  it('getReferralReasons asks for the referral namespace and returns every reason, shown or not', async () => {
    const reasons = [
      { id: 1, referralReason: 'Debt advice', displayOnMyPeabody: 1 },
      { id: 7, referralReason: 'Court action', displayOnMyPeabody: 0 },
    ];
    const gateway = createFakeGateway([
      {
        json: {
          namespace: {
            name: 'financial-referral-reason',
            keyValues: reasons.map((value) => ({ key: String(value.id), value })),
          },
        },
      },
    ]);
    expect(await createGatewayClient(gateway.ctx).getReferralReasons()).toEqual(reasons);
    expect(callOf(onlyRequest(gateway.requests))).toBe(
      'GET /reference-data/collection/reference-data?namespace=financial-referral-reason',
    );
  });

  it('getReferralReasons leaves out entries it cannot read rather than offering empty choices', async () => {
    const gateway = createFakeGateway([
      {
        json: {
          namespace: {
            name: 'financial-referral-reason',
            keyValues: [
              { key: '1', value: { id: 1, referralReason: 'Debt advice', displayOnMyPeabody: 1 } },
              { key: '2', value: { id: 2, displayOnMyPeabody: 1 } },
              { key: '3', value: ['not', 'a', 'reason'] },
            ],
          },
        },
      },
    ]);
    expect((await createGatewayClient(gateway.ctx).getReferralReasons()).map((r) => r.id)).toEqual([1]);
  });

  it('createFinancialEnquiry posts the enquiry with the given operation key and returns the identifier and Location', async () => {
    const gateway = createFakeGateway([
      {
        status: 201,
        json: { serviceRequestIdentifier: 'SR-1' },
        headers: { Location: '/customerselfserve/api/v1/customer/C1/account/A1/servicerequest/SR-1' },
      },
    ]);
    const created = await createGatewayClient(gateway.ctx).createFinancialEnquiry('C1', 'A/1', enquiry, 'key-123');

    const sent = onlyRequest(gateway.requests);
    expect(callOf(sent)).toBe('POST /customer/C1/account/A%2F1/servicerequest');
    expect(sent.headers.get('X-Operation-Key')).toBe('key-123');
    expect(JSON.parse(sent.body ?? '')).toEqual(enquiry);
    expect(created).toEqual({
      serviceRequestIdentifier: 'SR-1',
      location: '/customerselfserve/api/v1/customer/C1/account/A1/servicerequest/SR-1',
    });
  });

  it('createFinancialEnquiry without a key still sends a fresh one', async () => {
    const gateway = createFakeGateway([{ status: 201, json: { serviceRequestIdentifier: 'SR-1' } }]);
    await createGatewayClient(gateway.ctx, { newOperationKey: () => 'fresh-key' }).createFinancialEnquiry(
      'C1',
      'A1',
      enquiry,
    );
    expect(onlyRequest(gateway.requests).headers.get('X-Operation-Key')).toBe('fresh-key');
  });

  it('createFinancialEnquiry treats a success without an identifier as a failure', async () => {
    const gateway = createFakeGateway([{ status: 201, json: {} }]);
    const created = createGatewayClient(gateway.ctx).createFinancialEnquiry('C1', 'A1', enquiry, 'k');
    await expect(created).rejects.toBeInstanceOf(GatewayHttpError);
  });

  it('createFinancialEnquiry passes the gateway refusal on, without retrying the POST', async () => {
    const gateway = createFakeGateway([{ status: 500, json: { status: 500, title: 'Server Error', errors: [] } }]);
    const created = createGatewayClient(gateway.ctx, { sleep: gateway.sleep }).createFinancialEnquiry(
      'C1',
      'A1',
      enquiry,
      'k',
    );
    await expect(created).rejects.toMatchObject({ status: 500, title: 'Server Error' });
    expect(gateway.requests).toHaveLength(1);
  });
});
