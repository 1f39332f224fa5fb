import { describe, expect, it } from 'vitest';
import { COMPLIANCE_TYPES } from '../../src/gateway/compliance-types';
import { createGatewayClient } from '../../src/gateway/create-gateway-client';
import { fromBase64, toBase64 } from '../../src/gateway/documents';
import { baseUrl, createFakeGateway, onlyRequest, type RecordedRequest } from './fake-gateway';

function callOf(request: RecordedRequest): string {
  return `${request.method} ${request.url.href.slice(baseUrl.length)}`;
}

const record = {
  id: 'R1',
  assetIdentifier: 'P1',
  complianceType: 'Annual Domestic Gas Servicing',
  visitDue: '2026-11-01',
  contractor: { contractorName: 'Aquaflow', contractorNumber: '0300 123 4567' },
  equipmentType: 'Gas Boiler',
};

const fra = {
  id: 'D1',
  documentType: 'FRA' as const,
  fileName: 'fra.pdf',
  contentType: 'application/pdf',
  metadata: [{ key: 'inspection-date', value: '2026-10-10' }],
};

const transaction = {
  'transaction-identifier': 'T1',
  'transaction-description': 'Weekly rent',
  'payment-code': 'DR' as const,
  amount: { gross: { value: 120.5 } },
  dates: { 'transaction-date': '2026-11-16T06:00:00Z', 'created-date': '2026-11-16T06:00:00Z' },
  'running-balance': { value: 300 },
  statuses: { 'is-posted': true },
};

describe('compliance calls of the gateway client', () => {
  it('getCompliance asks for gas by default, from the start, 10, latest due first', async () => {
    const gateway = createFakeGateway([{ json: { compliances: [record], totalCount: 3 } }]);
    expect(await createGatewayClient(gateway.ctx).getCompliance('P 1')).toEqual({
      compliances: [record],
      totalCount: 3,
    });
    expect(callOf(onlyRequest(gateway.requests))).toBe(
      'GET /assets/P%201/compliance?complianceType=Annual%20Domestic%20Gas%20Servicing&skip=0&limit=10&orderBy=visitDue',
    );
  });

  it('getCompliance asks for the electrical inspections and a page when told, and reads no body as none', async () => {
    const gateway = createFakeGateway([{ status: 204 }]);
    expect(
      await createGatewayClient(gateway.ctx).getCompliance('P1', COMPLIANCE_TYPES.electrical, undefined, {
        limit: 1,
        skip: 2,
      }),
    ).toEqual({ compliances: [], totalCount: 0 });
    expect(callOf(onlyRequest(gateway.requests))).toBe(
      'GET /assets/P1/compliance?complianceType=EICR%205Y&skip=2&limit=1&orderBy=visitDue',
    );
  });
});

describe('asset document calls of the gateway client', () => {
  it('listAssetDocuments asks for the newest of a type, as the high-rise card does', async () => {
    const gateway = createFakeGateway([{ json: { documents: [fra], totalCount: 2 } }]);
    expect(await createGatewayClient(gateway.ctx).listAssetDocuments('B1', 'FRA')).toEqual([fra]);
    expect(callOf(onlyRequest(gateway.requests))).toBe('GET /assets/B1/documents?DocumentType=FRA&Limit=1&Skip=0');
  });

  it('listAssetDocuments asks for a page when told and reads no body as none', async () => {
    const gateway = createFakeGateway([{ status: 204 }]);
    expect(
      await createGatewayClient(gateway.ctx).listAssetDocuments('B1', 'BSR', undefined, { limit: 5, skip: 5 }),
    ).toEqual([]);
    expect(callOf(onlyRequest(gateway.requests))).toBe('GET /assets/B1/documents?DocumentType=BSR&Limit=5&Skip=5');
  });

  it('getAssetDocument decodes the base64 file, as a repair file is', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4 sample');
    const gateway = createFakeGateway([{ json: { ...fra, media: toBase64(pdf) } }]);
    const file = await createGatewayClient(gateway.ctx).getAssetDocument('B1', 'D/1');
    expect(callOf(onlyRequest(gateway.requests))).toBe('GET /assets/B1/documents/D%2F1');
    expect(file).toEqual({
      id: 'D1',
      documentType: 'FRA',
      bytes: fromBase64(toBase64(pdf)),
      contentType: 'application/pdf',
      fileName: 'fra.pdf',
      metadata: fra.metadata,
    });
    expect(new TextDecoder().decode(file.bytes)).toBe('%PDF-1.4 sample');
  });
});

describe('transaction calls of the gateway client', () => {
  it('getTransactions sends the filters as the gateway names them and returns the page and the count', async () => {
    const gateway = createFakeGateway([{ json: { transactions: [transaction], totalCount: 132 } }]);
    const answer = await createGatewayClient(gateway.ctx).getTransactions('A 1', {
      dateFrom: '2025-11-21',
      dateTo: '2026-11-21',
      searchText: 'rent',
      transactionType: 'Charges',
      limit: 20,
      skip: 40,
    });
    expect(answer).toEqual({ transactions: [transaction], totalCount: 132 });
    expect(callOf(onlyRequest(gateway.requests))).toBe(
      'GET /accounts/A%201/transactions?DateFrom=2025-11-21&DateTo=2026-11-21&searchText=rent&TransactionType=Charges&Limit=20&Skip=40',
    );
  });

  it('getTransactions pages by pageNumber and pageSize for the home card, and reads no body as none', async () => {
    const gateway = createFakeGateway([{ status: 204 }]);
    expect(await createGatewayClient(gateway.ctx).getTransactions('A1', { pageNumber: 1, pageSize: 3 })).toEqual({
      transactions: [],
      totalCount: 0,
    });
    expect(callOf(onlyRequest(gateway.requests))).toBe('GET /accounts/A1/transactions?pageNumber=1&pageSize=3');
  });
});

describe('the new areas load with their first call', () => {
  it('has every call of the four areas on the client', () => {
    const client = createGatewayClient(createFakeGateway([{}]).ctx);
    for (const name of [
      'getCommunications',
      'markCommunicationRead',
      'sendCommunication',
      'getCompliance',
      'listAssetDocuments',
      'getAssetDocument',
      'getTransactions',
    ] as const) {
      expect(typeof client[name]).toBe('function');
    }
  });
});
