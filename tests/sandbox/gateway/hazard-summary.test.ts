import { beforeEach, describe, expect, it } from 'vitest';
import type { WorkOrderDocumentContent } from '../../../schemas/generated/gateway.work-order-document-content';
import type { WorkOrderDocuments } from '../../../schemas/generated/gateway.work-order-documents';
import type { WorkOrderHistory } from '../../../schemas/generated/gateway.work-order-history';
import { PERSONAS } from '../../../sandbox/db/seed/personas';
import { seededCopy } from '../db/seeded-db';
import { contractErrors, SEEDED_AT, TOKENS } from './repair-seeded-world';
import { createTestGateway, readErrorBody, type TestGateway } from './test-gateway';

// The written summary of a damp and mould investigation (AW-5) and its viewing (decision 0064): Ada's month-old damp
// repair has every Awaab step recorded, the summary among them; Alex's new one is not inspected yet.
const { ada, alex } = PERSONAS;
const DONE: string = ada.workOrders.dampAllDone;
const NOT_INSPECTED: string = alex.workOrders.dampAndMould;
let gateway: TestGateway;
beforeEach(() => {
  gateway = createTestGateway({
    database: seededCopy(SEEDED_AT),
    tokens: new Map([...TOKENS, ['ada', ada.userId]]),
    start: SEEDED_AT,
  });
});

async function summaries(workOrderId = DONE, token = 'ada'): Promise<WorkOrderDocuments> {
  const res = await gateway.call(`/works-orders/${workOrderId}/documents?DocumentType=HAZSUM`, { token });
  expect(res.status).toBe(200);
  const body = (await res.json()) as WorkOrderDocuments;
  expect(contractErrors('work-order-documents.schema.json', body)).toEqual([]);
  return body;
}

const meta = (doc: { metadata: { key: string; value: string }[] }, key: string) =>
  doc.metadata.find((entry) => entry.key === key)?.value;

/** A value of the PDF's dictionaries by key, following an indirect reference (`/Title 61 0 R`) to its object. */
function pdfValue(pdf: string, key: string): string | undefined {
  const found = new RegExp(`/${key} (\\d+ 0 R|\\([^)]*\\)|<<[^>]*>>|\\S+)`).exec(pdf)?.[1];
  const ref = found && /^(\d+) 0 R$/.exec(found);
  if (!ref) return found;
  return new RegExp(`\\n${ref[1]} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(pdf)?.[1]?.trim();
}

const viewed = async (workOrderId = DONE) => {
  const res = await gateway.call(`/works-orders/${workOrderId}/historyItems`, { token: 'ada' });
  const history = (await res.json()) as WorkOrderHistory;
  return history.filter((item) => item.identifier === 'HAZSUMV01');
};

const recordViewing = (workOrderId = DONE, body: unknown = { identifier: 'HAZSUMV01' }, token = 'ada') =>
  gateway.call(`/works-orders/${workOrderId}/historyItems`, { method: 'POST', token, body });

describe('the written summary of an investigation', () => {
  it('is listed for a repair whose summary was sent, with its size, and not among the media', async () => {
    const [summary, ...more] = (await summaries()).documents;
    expect(more).toEqual([]);
    expect(meta(summary!, 'content-type')).toBe('application/pdf');
    expect(Number(meta(summary!, 'content-length'))).toBeGreaterThan(1000);
    const media = (await (
      await gateway.call(`/works-orders/${DONE}/documents`, { token: 'ada' })
    ).json()) as WorkOrderDocuments;
    expect(media.documents.map((doc) => doc.id)).not.toContain(summary!.id);
  });

  it('is not there before the summary is sent', async () => {
    expect((await summaries(NOT_INSPECTED, 'alex')).documents).toEqual([]);
  });

  it('is a tagged PDF 1.7 in British English with its title, headings and paragraphs', async () => {
    const [summary] = (await summaries()).documents;
    const res = await gateway.call(`/works-orders/${DONE}/documents/${summary!.id}`, { token: 'ada' });
    expect(res.status).toBe(200);
    const file = (await res.json()) as WorkOrderDocumentContent;
    expect(contractErrors('work-order-document-content.schema.json', file)).toEqual([]);
    expect(file.contentType).toBe('application/pdf');
    const bytes = Buffer.from(file.media, 'base64');
    expect(bytes.length).toBe(Number(meta(summary!, 'content-length')));
    const pdf = bytes.toString('latin1');
    expect(pdf.startsWith('%PDF-1.7')).toBe(true);
    expect(pdfValue(pdf, 'Title')).toMatch(/^\(Written summary of our damp and mould inspection, repair \S+\)$/);
    expect(pdfValue(pdf, 'Lang')).toBe('(en-GB)');
    expect(pdfValue(pdf, 'MarkInfo')?.replace(/\s+/g, ' ')).toBe('<< /Marked true >>');
    expect(pdfValue(pdf, 'DisplayDocTitle')).toBe('true');
    for (const role of ['/S /H1', '/S /H2', '/S /P']) expect(pdf).toContain(role);
  });

  it("is the resident's own: another resident is refused it", async () => {
    const [summary] = (await summaries()).documents;
    const res = await gateway.call(`/works-orders/${DONE}/documents/${summary!.id}`, { token: 'alex' });
    expect(res.status).toBe(403);
  });
});

describe('recording that the resident opened it (HAZSUMV01)', () => {
  it('records the viewing once, however often it is opened', async () => {
    expect(await viewed()).toEqual([]);
    const first = await recordViewing();
    expect(first.status).toBe(201);
    const item = (await first.json()) as { id: string; identifier: string; createDateTime: string };
    expect(item).toMatchObject({ identifier: 'HAZSUMV01', subType: 'WorkOrder' });
    gateway.clock.advance(60_000);
    const again = await recordViewing();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(item);
    expect(await viewed()).toEqual([item]);
  });

  it('refuses it before a summary is sent, any other entry, and another resident', async () => {
    const early = await gateway.call(`/works-orders/${NOT_INSPECTED}/historyItems`, {
      method: 'POST',
      token: 'alex',
      body: { identifier: 'HAZSUMV01' },
    });
    expect(early.status).toBe(409);
    expect((await readErrorBody(early)).status).toBe(409);
    expect((await recordViewing(DONE, { identifier: 'Completed' })).status).toBe(400);
    expect((await recordViewing(DONE, { identifier: 'HAZSUMV01', extra: 1 })).status).toBe(400);
    expect((await recordViewing(DONE, { identifier: 'HAZSUMV01' }, 'alex')).status).toBe(403);
    expect(await viewed()).toEqual([]);
  });
});
