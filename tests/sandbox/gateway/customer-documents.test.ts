import { beforeAll, describe, expect, it } from 'vitest';
import type { CommunicationList } from '../../../schemas/generated/gateway.communication-list';
import type { CustomerDocumentContent } from '../../../schemas/generated/gateway.customer-document-content';
import { OTHER_CUSTOMER, PERSONAS } from '../../../sandbox/db/seed/personas';
import { contractErrors, readOnlyGateway } from './repair-seeded-world';
import { readErrorBody, type TestGateway } from './test-gateway';

// A customer's own document (portal.md §7): the statement a STATEMENT message names in its content[2] (decision 0032).
const { alex, chris } = PERSONAS;
let gateway: TestGateway;
beforeAll(() => {
  gateway = readOnlyGateway();
});

/** The document Alex's newest statement message names. */
async function alexStatementId(): Promise<string> {
  const res = await gateway.call(`/customers/${alex.customerId}/communications?searchText=statement&limit=100`, {
    token: 'alex',
  });
  const list = (await res.json()) as CommunicationList;
  const message = list.communications.find((item) => item.communicationCategoryType === 'STATEMENT');
  const id = message?.message.content[2]?.value;
  if (!id) throw new Error('Alex has no statement message naming a document');
  return id;
}

describe('GET /customers/{id}/documents/{docId}', () => {
  it('gives the statement a message names as a base64 PDF with its metadata, and an ETag', async () => {
    const id = await alexStatementId();
    const res = await gateway.call(`/customers/${alex.customerId}/documents/${id}`, { token: 'alex' });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    const body = (await res.json()) as CustomerDocumentContent;
    expect(contractErrors('customer-document-content.schema.json', body)).toEqual([]);
    expect(body).toMatchObject({ id, documentType: 'STATEMENT', contentType: 'application/pdf' });
    expect(body.fileName).toMatch(/^statement-40012301-\d{4}-\d{2}\.pdf$/);
    expect(body.metadata.map((entry) => entry.key)).toEqual([
      'account-reference',
      'account-identifier',
      'inspection-date',
    ]);
    expect(Buffer.from(body.media, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("answers 403 for another customer's documents and 404 for a document that is not this customer's", async () => {
    const id = await alexStatementId();
    const refused = await gateway.call(
      `/customers/${OTHER_CUSTOMER.customerId}/documents/${OTHER_CUSTOMER.statementDocumentId}`,
      { token: 'alex' },
    );
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(OTHER_CUSTOMER.paymentReference);
    // Omar's statement under Alex's own path, Alex's statement under Chris's path: not here.
    expect(
      (
        await gateway.call(`/customers/${alex.customerId}/documents/${OTHER_CUSTOMER.statementDocumentId}`, {
          token: 'alex',
        })
      ).status,
    ).toBe(404);
    expect((await gateway.call(`/customers/${chris.customerId}/documents/${id}`, { token: 'chris' })).status).toBe(404);
    // A repair's file or a building-safety document is not a customer's document.
    const repairFile = gateway.db
      .prepare("SELECT id FROM documents WHERE owner_type = 'workorder' LIMIT 1")
      .pluck()
      .get() as string;
    const towerFile = gateway.db
      .prepare("SELECT id FROM documents WHERE owner_type = 'asset' LIMIT 1")
      .pluck()
      .get() as string;
    for (const other of [repairFile, towerFile, 'd0c00000-0000-4000-8000-00000000dead']) {
      const res = await gateway.call(`/customers/${alex.customerId}/documents/${other}`, { token: 'alex' });
      expect(res.status).toBe(404);
      expect((await readErrorBody(res)).status).toBe(404);
    }
  });

  it('needs a token', async () => {
    const id = await alexStatementId();
    expect((await gateway.call(`/customers/${alex.customerId}/documents/${id}`)).status).toBe(401);
  });
});
