import { beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../sandbox/db/seed/personas';
import { COMPLIANCE_TYPES } from '../../src/gateway/compliance-types';
import { statementRequest } from '../../src/gateway/communication-bodies';
import { createGatewayClient, type GatewayClient } from '../../src/gateway/create-gateway-client';
import { seededGateway } from '../sandbox/gateway/repair-seeded-world';
import type { TestGateway } from '../sandbox/gateway/test-gateway';
import { createFakeGateway } from './fake-gateway';

// The client's messages, compliance, building-safety documents and transactions calls against the sandbox gateway
// itself, so the two agree on paths, parameter names and shapes (docs/personas.md: Alex, Chris).
const { alex, chris } = PERSONAS;

function clientOf(gateway: TestGateway, token: string, customerId: string): GatewayClient {
  const { ctx } = createFakeGateway([{}], {
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => gateway.app.request(String(input), init)) as typeof fetch,
    getAccessToken: () => Promise.resolve(token),
    getCustomerId: () => customerId,
  });
  return createGatewayClient(ctx);
}

describe('the new gateway areas against the sandbox', () => {
  let gateway: TestGateway;
  let client: GatewayClient;
  beforeAll(() => {
    gateway = seededGateway();
    client = clientOf(gateway, 'alex', alex.customerId);
  });

  it('reads the inbox page by page and marks a message read with the eTag it was given', async () => {
    const first = await client.getCommunications(alex.customerId, {
      fromDate: '2024-11-21',
      toDate: '2026-11-21',
      status: '',
      searchText: '',
      limit: 10,
      skip: 0,
      sort: 'createdDate desc',
    });
    expect(first['total-count']).toBe(39);
    const unread = await client.getCommunications(alex.customerId, { status: 'UNREAD', limit: 1 });
    const [message] = unread.communications;
    if (!message) throw new Error('no unread message');
    const read = await client.markCommunicationRead(alex.customerId, message.identifier, message.eTag);
    expect(read.status).toBe('READ');
    expect((await client.getCommunications(alex.customerId, { limit: 1 }))['total-unread']).toBe(
      unread['total-unread'] - 1,
    );
    expect((await client.markCommunicationRead(alex.customerId, message.identifier)).eTag).toBe(read.eTag);
  });

  it('sends a statement request once per operation key', async () => {
    const body = statementRequest({
      sender: 'no-reply@myhome.example.org',
      paymentRef: alex.paymentReference,
      customerName: 'Mx Alex Morgan',
      startDate: '01/04/2026',
      endDate: '31/10/2026',
      customerEmail: alex.email,
    });
    const first = await client.sendCommunication(alex.customerId, body, 'request-1');
    expect(await client.sendCommunication(alex.customerId, body, 'request-1')).toEqual(first);
    expect(gateway.db.prepare('SELECT COUNT(*) FROM outbound_communications WHERE id = ?').pluck().get(first.id)).toBe(
      1,
    );
  });

  it('reads the gas and electrical records', async () => {
    expect((await client.getCompliance(alex.propertyId)).compliances[0]?.visitDue).toBe('2026-11-01');
    expect((await client.getCompliance(alex.propertyId, COMPLIANCE_TYPES.electrical)).totalCount).toBe(2);
  });

  it('reads the transactions by page number and by type', async () => {
    const home = await client.getTransactions(alex.rentAccountId, { pageNumber: 1, pageSize: 3 });
    expect(home.transactions).toHaveLength(3);
    expect(home.totalCount).toBe(132);
    expect((await client.getTransactions(alex.rentAccountId, { transactionType: 'Adjustments' })).totalCount).toBe(2);
  });

  it("reads a high-rise block's newest fire risk assessment and its file", async () => {
    const chrisClient = clientOf(gateway, 'chris', chris.customerId);
    const [fra] = await chrisClient.listAssetDocuments(chris.blockId, 'FRA');
    if (!fra) throw new Error('no FRA');
    expect(fra.metadata.find((m) => m.key === 'inspection-date')?.value).toBe('2026-10-10');
    const file = await chrisClient.getAssetDocument(chris.blockId, fra.id);
    expect(new TextDecoder().decode(file.bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it('reads the statement a statement message names, as a file', async () => {
    const list = await client.getCommunications(alex.customerId, { searchText: 'statement', limit: 100 });
    const documentId = list.communications.find((item) => item.communicationCategoryType === 'STATEMENT')?.message
      .content[2]?.value;
    if (!documentId) throw new Error('no statement message');
    const file = await client.getCustomerDocument(alex.customerId, documentId);
    expect(file).toMatchObject({ id: documentId, documentType: 'STATEMENT', contentType: 'application/pdf' });
    expect(new TextDecoder().decode(file.bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it("lists a window of months' statements, newest first, each with its account and month", async () => {
    const statements = await client.getStatements(alex.customerId, {
      yearMonthFrom: '2026-08',
      yearMonthTo: '2026-10',
    });
    expect(statements.map((statement) => statement.yearMonth)).toEqual(['2026-10', '2026-09', '2026-08']);
    expect(statements[0]).toMatchObject({
      accountReference: alex.paymentReference,
      accountIdentifier: alex.rentAccountId,
      fileName: 'statement-40012301-2026-10.pdf',
    });
    const file = await client.getCustomerDocument(alex.customerId, statements[0]!.id);
    expect(new TextDecoder().decode(file.bytes.subarray(0, 8))).toBe('%PDF-1.7');
  });
});
