import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDocumentContent } from '../../../schemas/generated/gateway.customer-document-content';
import type { CommunicationList } from '../../../schemas/generated/gateway.communication-list';
import type { CustomerDocuments } from '../../../schemas/generated/gateway.customer-documents';
import { OTHER_CUSTOMER, PERSONAS } from '../../../sandbox/db/seed/personas';
import { contractErrors, readOnlyGateway, seededGateway } from './repair-seeded-world';
import { readErrorBody, type TestGateway } from './test-gateway';

// The statement list and a statement's PDF (portal.md §7 "Statement list", §2 "Statements"): Alex's rent account has
// one statement a month for the previous 24 months, never the current one; the seed's today is 2026-11-21.
const { alex, bea } = PERSONAS;
let gateway: TestGateway;
beforeAll(() => {
  gateway = readOnlyGateway();
});

async function statements(
  query = '',
  token = 'alex',
  customerId: string = alex.customerId,
): Promise<CustomerDocuments> {
  const res = await gateway.call(`/customers/${customerId}/documents${query}`, { token });
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
  expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
  const body = (await res.json()) as CustomerDocuments;
  expect(contractErrors('customer-documents.schema.json', body)).toEqual([]);
  return body;
}

const meta = (doc: { metadata: { key: string; value: string }[] }, key: string) =>
  doc.metadata.find((entry) => entry.key === key)?.value;
const months = (list: CustomerDocuments) => list.documents.map((doc) => meta(doc, 'inspection-date')?.slice(0, 7));

async function pdfOf(id: string, token = 'alex', customerId: string = alex.customerId): Promise<Buffer> {
  const res = await gateway.call(`/customers/${customerId}/documents/${id}`, { token });
  expect(res.status).toBe(200);
  return Buffer.from(((await res.json()) as CustomerDocumentContent).media, 'base64');
}

describe('GET /customers/{id}/documents (the statement list)', () => {
  it("lists the caller's own statements, newest month first, never the current month", async () => {
    const all = await statements();
    expect(all.totalCount).toBe(24);
    expect(months(all)[0]).toBe('2026-10');
    expect(months(all).at(-1)).toBe('2024-11');
    expect(
      all.documents.every((doc) => doc.documentType === 'STATEMENT' && meta(doc, 'account-reference') === '40012301'),
    ).toBe(true);
  });

  it('keeps to the months asked for, both ends included', async () => {
    expect(months(await statements('?yearMonthFrom=2026-01&yearMonthTo=2026-03'))).toEqual([
      '2026-03',
      '2026-02',
      '2026-01',
    ]);
    expect(months(await statements('?yearMonthFrom=2026-09'))).toEqual(['2026-10', '2026-09']);
    expect(months(await statements('?yearMonthTo=2024-12'))).toEqual(['2024-12', '2024-11']);
    expect((await statements('?yearMonthFrom=2026-11&yearMonthTo=2026-11')).totalCount).toBe(0);
  });

  it("gives Bea's shop statements only since its tenancy began, beside her house's", async () => {
    const all = await statements('', 'bea', bea.customerId);
    const references = new Set(all.documents.map((doc) => meta(doc, 'account-reference')));
    expect(references.size).toBeGreaterThan(1);
    const perReference = [...references].map(
      (ref) => all.documents.filter((doc) => meta(doc, 'account-reference') === ref).length,
    );
    expect(Math.min(...perReference)).toBeLessThan(24);
  });

  it('refuses a month that is not YYYY-MM and a range the wrong way round', async () => {
    for (const query of [
      '?yearMonthFrom=2026-13',
      '?yearMonthTo=March',
      '?yearMonthFrom=2026-05&yearMonthTo=2026-04',
    ]) {
      const res = await gateway.call(`/customers/${alex.customerId}/documents${query}`, { token: 'alex' });
      expect(res.status).toBe(400);
      expect((await readErrorBody(res)).status).toBe(400);
    }
  });

  it("answers 403 for another customer's list, and needs a token", async () => {
    const refused = await gateway.call(`/customers/${OTHER_CUSTOMER.customerId}/documents`, { token: 'alex' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(OTHER_CUSTOMER.paymentReference);
    expect((await gateway.call(`/customers/${alex.customerId}/documents`)).status).toBe(401);
  });
});

/** A value of the PDF's dictionaries by key, following an indirect reference (`/Title 61 0 R`) to its object. */
function pdfValue(pdf: string, key: string): string | undefined {
  const found = new RegExp(`/${key} (\\d+ 0 R|\\([^)]*\\)|<<[^>]*>>|\\S+)`).exec(pdf)?.[1];
  const ref = found && /^(\d+) 0 R$/.exec(found);
  if (!ref) return found;
  return new RegExp(`\\n${ref[1]} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(pdf)?.[1]?.trim();
}

describe('a statement PDF', () => {
  it('is a tagged PDF 1.7 in British English, titled by its account and month, with a real table', async () => {
    const [march] = (await statements('?yearMonthFrom=2026-03&yearMonthTo=2026-03')).documents;
    const pdf = (await pdfOf(march!.id)).toString('latin1');
    expect(pdf.startsWith('%PDF-1.7')).toBe(true);
    expect(pdfValue(pdf, 'Title')).toBe('(Rent account statement, March 2026)');
    expect(pdfValue(pdf, 'Lang')).toBe('(en-GB)');
    expect(pdfValue(pdf, 'MarkInfo')?.replace(/\s+/g, ' ')).toBe('<< /Marked true >>');
    expect(pdfValue(pdf, 'DisplayDocTitle')).toBe('true');
    for (const role of ['/S /H1', '/S /Table', '/S /TR', '/S /TH', '/S /TD']) expect(pdf).toContain(role);
    // Five column headers, then a row per transaction of March (weekly rent, so four or five charges at least).
    expect((pdf.match(/\/S \/TH/g) ?? []).length).toBe(5);
    expect((pdf.match(/\/S \/TR/g) ?? []).length).toBeGreaterThanOrEqual(5);
  });

  it('is the same bytes every time it is fetched', async () => {
    const [latest] = (await statements()).documents;
    const first = await pdfOf(latest!.id);
    const fresh = seededGateway();
    const res = await fresh.call(`/customers/${alex.customerId}/documents/${latest!.id}`, { token: 'alex' });
    const second = Buffer.from(((await res.json()) as CustomerDocumentContent).media, 'base64');
    expect(second.equals(first)).toBe(true);
  });
});

describe('a custom statement request', () => {
  it("is acknowledged in the resident's messages, unread, about the account's home", async () => {
    const own = seededGateway();
    const body = {
      sender: 'myhome@example.org',
      communicationTemplateIdentifier: 'custom-statement-request',
      communicationType: 'Email',
      content: [
        { identifier: 'payment_ref', value: '40012301' },
        { identifier: 'customer_name', value: 'Mx Alex Morgan' },
        { identifier: 'statement_startdate', value: '01/04/2026' },
        { identifier: 'statement_enddate', value: '31/10/2026' },
        { identifier: 'customer_email', value: 'alex.other@example.org' },
      ],
    };
    const before = (await (
      await own.call(`/customers/${alex.customerId}/communications?limit=1`, { token: 'alex' })
    ).json()) as CommunicationList;
    const post = () =>
      own.call(`/customers/${alex.customerId}/communications`, {
        token: 'alex',
        method: 'POST',
        body,
        headers: { 'X-Operation-Key': 'statement-request-1' },
      });
    expect((await post()).status).toBe(201);
    // A retry with the same operation key is answered from the first: one acknowledgement.
    expect((await post()).status).toBe(201);
    const after = (await (
      await own.call(`/customers/${alex.customerId}/communications?limit=1`, { token: 'alex' })
    ).json()) as CommunicationList;
    expect(after['total-unread']).toBe(before['total-unread'] + 1);
    const [newest] = after.communications;
    expect(newest).toMatchObject({
      status: 'UNREAD',
      communicationCategoryType: 'StatementRequest',
      assetIdentifier: alex.propertyId,
    });
    expect(contractErrors('communication.schema.json', newest)).toEqual([]);
    expect(newest?.message.content[0]).toEqual({ identifier: 'subject', value: 'Your statement request' });
    expect(newest?.message.content[1]?.value).toContain('from 01/04/2026 to 31/10/2026');
    expect(newest?.message.content[1]?.value).toContain('alex.other@example.org');
  });
});
