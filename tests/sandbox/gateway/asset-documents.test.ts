import { beforeAll, describe, expect, it } from 'vitest';
import type { AssetDocumentContent } from '../../../schemas/generated/gateway.asset-document-content';
import type { AssetDocuments } from '../../../schemas/generated/gateway.asset-documents';
import { PERSONAS } from '../../../sandbox/db/seed/personas';
import { contractErrors, readOnlyGateway } from './repair-seeded-world';
import { readErrorBody, type TestGateway } from './test-gateway';

// The high-rise card's documents (portal.md §2, §7): Marlowe Tower's two fire risk assessments (inspected 410 and 42
// days before the seed's today, 2026-11-21), its BSR report and its resident engagement strategy (docs/personas.md,
// Chris).
const { alex, chris } = PERSONAS;
const tower = chris.blockId;
let gateway: TestGateway;
beforeAll(() => {
  gateway = readOnlyGateway();
});

async function documents(assetId: string, query = '', token = 'chris'): Promise<AssetDocuments> {
  const res = await gateway.call(`/assets/${assetId}/documents${query}`, { token });
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
  expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
  const body = (await res.json()) as AssetDocuments;
  expect(contractErrors('asset-documents.schema.json', body)).toEqual([]);
  return body;
}

const inspection = (doc: AssetDocuments['documents'][number]) =>
  doc.metadata.find((m) => m.key === 'inspection-date')?.value;

describe('GET /assets/{id}/documents', () => {
  it('gives the newest fire risk assessment first, one at a time as the card asks', async () => {
    const fra = await documents(tower, '?DocumentType=FRA&Limit=1&Skip=0');
    expect(fra.totalCount).toBe(2);
    expect(fra.documents).toHaveLength(1);
    expect(fra.documents[0]).toMatchObject({
      documentType: 'FRA',
      contentType: 'application/pdf',
      fileName: 'fra-marlowe-tower-2026-10-10.pdf',
    });
    expect(inspection(fra.documents[0] as AssetDocuments['documents'][number])).toBe('2026-10-10');
    const older = await documents(tower, '?DocumentType=FRA&Limit=1&Skip=1');
    expect(older.documents.map(inspection)).toEqual(['2025-10-07']);
  });

  it('gives each type on its own, and every type, newest inspection first, when none is named', async () => {
    expect((await documents(tower, '?DocumentType=BSR&Limit=1')).documents.map((d) => d.documentType)).toEqual(['BSR']);
    expect(
      (await documents(tower, '?documentType=RESIDENTENGAGEMENTSTRATEGY')).documents.map((d) => d.documentType),
    ).toEqual(['RESIDENTENGAGEMENTSTRATEGY']);
    const all = await documents(tower);
    expect(all.totalCount).toBe(4);
    const dates = all.documents.map(inspection);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("lists nothing for the flat itself: the documents are the block's", async () => {
    expect(await documents(chris.propertyId, '?DocumentType=FRA')).toEqual({ documents: [], totalCount: 0 });
  });

  it('answers 403 for a block the caller cannot see, 404 for none', async () => {
    expect((await gateway.call(`/assets/${tower}/documents?DocumentType=FRA`, { token: 'alex' })).status).toBe(403);
    expect(
      (await gateway.call('/assets/a5500000-0000-4000-8000-00000000dead/documents', { token: 'chris' })).status,
    ).toBe(404);
  });

  it.each([
    ['?DocumentType=STATEMENT', 'DocumentType'],
    ['?Limit=0', 'Limit'],
    ['?Skip=-1', 'Skip'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await gateway.call(`/assets/${tower}/documents${query}`, { token: 'chris' });
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors.map((e) => e.field)).toEqual([field]);
  });
});

describe('GET /assets/{id}/documents/{docId}', () => {
  it('gives the document as base64 PDF with its metadata, as a repair file is given', async () => {
    const [newest] = (await documents(tower, '?DocumentType=FRA&Limit=1')).documents;
    const res = await gateway.call(`/assets/${tower}/documents/${newest?.id}`, { token: 'chris' });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    const body = (await res.json()) as AssetDocumentContent;
    expect(contractErrors('asset-document-content.schema.json', body)).toEqual([]);
    expect(body).toMatchObject({
      id: newest?.id,
      documentType: 'FRA',
      fileName: newest?.fileName,
      contentType: 'application/pdf',
      metadata: newest?.metadata,
    });
    expect(Buffer.from(body.media, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("answers 403 for another's block, and 404 for a document not of this asset, a repair's file or none", async () => {
    const [newest] = (await documents(tower, '?DocumentType=FRA&Limit=1')).documents;
    expect((await gateway.call(`/assets/${tower}/documents/${newest?.id}`, { token: 'alex' })).status).toBe(403);
    expect((await gateway.call(`/assets/${alex.blockId}/documents/${newest?.id}`, { token: 'alex' })).status).toBe(404);
    expect((await gateway.call(`/assets/${chris.propertyId}/documents/${newest?.id}`, { token: 'chris' })).status).toBe(
      404,
    );
    const repairFile = gateway.db
      .prepare("SELECT id FROM documents WHERE owner_type = 'workorder' LIMIT 1")
      .pluck()
      .get() as string;
    expect((await gateway.call(`/assets/${alex.propertyId}/documents/${repairFile}`, { token: 'alex' })).status).toBe(
      404,
    );
    expect(
      (await gateway.call(`/assets/${tower}/documents/d0c00000-0000-4000-8000-00000000dead`, { token: 'chris' }))
        .status,
    ).toBe(404);
  });
});
