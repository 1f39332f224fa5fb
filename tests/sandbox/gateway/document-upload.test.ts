import { describe, expect, it } from 'vitest';
import type { WorkOrderDocumentContent } from '../../../schemas/generated/gateway.work-order-document-content';
import type { WorkOrderDocuments } from '../../../schemas/generated/gateway.work-order-documents';
import { buildPng } from '../../../sandbox/db/seed/png';
import { alex, createDraft, omar, seededGateway } from '../work-orders/seeded-gateway';
import { readErrorBody, type TestGateway } from './test-gateway';

const jpeg = (size: number): Buffer => {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
};

const upload = (bytes: Buffer, contentType: string, filename: string) => ({
  DocumentType: 'WORKORDER',
  Media: bytes.toString('base64'),
  Metadata: [
    { key: 'content-type', value: contentType },
    { key: 'filename', value: filename },
  ],
});

async function newDraft(gateway: TestGateway): Promise<string> {
  return (await createDraft(gateway, 'alex-token', { assetIdentifier: alex.propertyId })).id;
}

const post = (gateway: TestGateway, id: string, body: object, token = 'alex-token') =>
  gateway.call(`/works-orders/${id}/documents`, { method: 'POST', token, body });

const storedCount = (gateway: TestGateway, id: string) =>
  gateway.db.prepare("SELECT COUNT(*) FROM documents WHERE owner_type = 'workorder' AND owner_id = ?").pluck().get(id);

describe('work order documents', () => {
  it('stores a photo, lists its metadata, returns its bytes as base64 and deletes it', async () => {
    const gateway = seededGateway();
    const id = await newDraft(gateway);
    const png = buildPng(8, 8, [200, 10, 10]);
    const res = await post(gateway, id, upload(png, 'image/png', 'leak.png'));
    expect(res.status).toBe(201);
    const { documentIdentifier } = (await res.json()) as { documentIdentifier: string };
    const list = (await (
      await gateway.call(`/works-orders/${id}/documents`, { token: 'alex-token' })
    ).json()) as WorkOrderDocuments;
    expect(list.documents).toHaveLength(1);
    expect(list.documents[0]).toMatchObject({ id: documentIdentifier, media: { fileName: 'leak.png' } });
    expect(list.documents[0]?.metadata).toEqual([
      { key: 'content-type', value: 'image/png' },
      { key: 'IsMediaAppropriate', value: 'true' },
      { key: 'customer-identifier', value: alex.customerId },
      { key: 'asset-identifier', value: alex.propertyId },
      { key: 'works-order-identifier', value: id },
      { key: 'filename', value: 'leak.png' },
    ]);
    const file = (await (
      await gateway.call(`/works-orders/${id}/documents/${documentIdentifier}`, { token: 'alex-token' })
    ).json()) as WorkOrderDocumentContent;
    expect(Buffer.from(file.media, 'base64').equals(png)).toBe(true);
    expect(file.contentType).toBe('image/png');
    const etag = list.documents[0]?.eTag ?? '';
    expect(res.headers.get('ETag')).toBe(etag);
    expect(
      (await gateway.call(`/works-orders/${id}/documents/${documentIdentifier}`, { token: 'alex-token' })).headers.get(
        'ETag',
      ),
    ).toBe(etag);
    expect(
      (
        await gateway.call(`/works-orders/${id}/documents/${documentIdentifier}`, {
          method: 'DELETE',
          token: 'alex-token',
          headers: { 'If-Match': etag },
        })
      ).status,
    ).toBe(204);
    expect(storedCount(gateway, id)).toBe(0);
  });

  // Issue 26 item 17: every write that changes an entity needs its entity tag, deleting a document too.
  it('deletes a document only with its current entity tag: 428 without, 412 with another', async () => {
    const gateway = seededGateway();
    const id = await newDraft(gateway);
    const { documentIdentifier } = (await (
      await post(gateway, id, upload(buildPng(4, 4, [9, 9, 9]), 'image/png', 'a.png'))
    ).json()) as { documentIdentifier: string };
    const path = `/works-orders/${id}/documents/${documentIdentifier}`;
    const without = await gateway.call(path, { method: 'DELETE', token: 'alex-token' });
    expect(without.status).toBe(428);
    expect((await readErrorBody(without)).errors).toEqual([
      expect.objectContaining({ field: 'If-Match', code: 'required' }),
    ]);
    const stale = await gateway.call(path, {
      method: 'DELETE',
      token: 'alex-token',
      headers: { 'If-Match': '"another-version"' },
    });
    expect(stale.status).toBe(412);
    expect((await readErrorBody(stale)).errors).toEqual([
      expect.objectContaining({ field: 'If-Match', code: 'stale' }),
    ]);
    expect(storedCount(gateway, id)).toBe(1);
  });

  it('lets the work order list only its own uploads', async () => {
    const gateway = seededGateway();
    const draft = await createDraft(gateway, 'alex-token', { assetIdentifier: alex.propertyId });
    const res = await post(gateway, draft.id, upload(buildPng(4, 4, [1, 2, 3]), 'image/png', 'a.png'));
    const { documentIdentifier } = (await res.json()) as { documentIdentifier: string };
    const ok = await gateway.call(`/works-orders/${draft.id}`, {
      method: 'PATCH',
      token: 'alex-token',
      body: { documents: { documentIdentifiers: [documentIdentifier] } },
      headers: { 'If-Match': draft.etag },
    });
    expect(ok.status).toBe(200);
    const foreign = await gateway.call(`/works-orders/${draft.id}`, {
      method: 'PATCH',
      token: 'alex-token',
      body: { documents: { documentIdentifiers: ['d0c00000-0000-4000-8000-0000a1e00001'] } },
      headers: { 'If-Match': ok.headers.get('ETag') ?? '' },
    });
    expect(foreign.status).toBe(422);
  });

  it.each([
    [
      'an .exe renamed .jpg',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode', 'latin1'),
      'image/jpeg',
      'photo.jpg',
      422,
      'content-mismatch',
    ],
    [
      'HTML sent as PNG',
      Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
      'image/png',
      'photo.png',
      422,
      'content-mismatch',
    ],
    [
      'a MOV labelled image/jpeg',
      Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypqt  '), Buffer.alloc(12)]),
      'image/jpeg',
      'clip.jpg',
      422,
      'content-mismatch',
    ],
    ['zero bytes', Buffer.alloc(0), 'image/jpeg', 'empty.jpg', 422, 'empty-file'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
      'logo.svg',
      415,
      'unsupported-type',
    ],
    ['a type that disagrees with its name', jpeg(100), 'image/jpeg', 'photo.png', 422, 'type-and-name-disagree'],
    ['one byte over the limit', jpeg(20_000_001), 'image/jpeg', 'big.jpg', 413, 'file-too-large'],
  ])('refuses %s and stores nothing', async (_name, bytes, contentType, filename, status, code) => {
    const gateway = seededGateway();
    const id = await newDraft(gateway);
    const res = await post(gateway, id, upload(bytes, contentType, filename));
    expect(res.status).toBe(status);
    expect((await readErrorBody(res)).errors[0]).toMatchObject({ field: '/Media', code });
    expect(storedCount(gateway, id)).toBe(0);
  });

  it('accepts a file of exactly 20,000,000 bytes, and a PDF, an MP4 and an MPEG by their signatures', async () => {
    const gateway = seededGateway();
    const id = await newDraft(gateway);
    expect((await post(gateway, id, upload(jpeg(20_000_000), 'image/jpeg', 'exact.jpeg'))).status).toBe(201);
    expect((await post(gateway, id, upload(Buffer.from('%PDF-1.7\n%…'), 'application/pdf', 'letter.pdf'))).status).toBe(
      201,
    );
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
    expect((await post(gateway, id, upload(mp4, 'video/mp4', 'clip.mp4'))).status).toBe(201);
    expect(
      (await post(gateway, id, upload(Buffer.from([0, 0, 1, 0xba, 0x44, 0, 4]), 'video/mpeg', 'clip.mpeg'))).status,
    ).toBe(201);
    expect(storedCount(gateway, id)).toBe(4);
  });

  it('takes five files and refuses a sixth', async () => {
    const gateway = seededGateway();
    const id = await newDraft(gateway);
    for (let i = 0; i < 5; i++)
      expect((await post(gateway, id, upload(buildPng(2, 2, [i, i, i]), 'image/png', `p${i}.png`))).status).toBe(201);
    const sixth = await post(gateway, id, upload(buildPng(2, 2, [9, 9, 9]), 'image/png', 'p6.png'));
    expect(sixth.status).toBe(422);
    expect((await readErrorBody(sixth)).errors[0]?.code).toBe('too-many-files');
    expect(storedCount(gateway, id)).toBe(5);
  });

  it('refuses photos when IsImageAllowed is false, but still takes a PDF', async () => {
    const gateway = seededGateway();
    gateway.db.prepare("UPDATE configuration SET value = 'false' WHERE name = 'IsImageAllowed'").run();
    const id = await newDraft(gateway);
    const photo = await post(gateway, id, upload(buildPng(2, 2, [1, 1, 1]), 'image/png', 'p.png'));
    expect(photo.status).toBe(415);
    expect((await readErrorBody(photo)).errors[0]?.code).toBe('images-not-allowed');
    expect((await post(gateway, id, upload(Buffer.from('%PDF-1.4'), 'application/pdf', 'a.pdf'))).status).toBe(201);
  });

  it('refuses bad base64, a data: prefix, missing metadata and another document type with 400', async () => {
    const gateway = seededGateway();
    const id = await newDraft(gateway);
    expect(
      (await post(gateway, id, { ...upload(jpeg(10), 'image/jpeg', 'a.jpg'), Media: 'data:image/jpeg;base64,/9j/' }))
        .status,
    ).toBe(400);
    expect(
      (
        await post(gateway, id, {
          ...upload(jpeg(10), 'image/jpeg', 'a.jpg'),
          Metadata: [{ key: 'filename', value: 'a.jpg' }],
        })
      ).status,
    ).toBe(400);
    expect(
      (await post(gateway, id, { ...upload(jpeg(10), 'image/jpeg', 'a.jpg'), DocumentType: 'STATEMENT' })).status,
    ).toBe(400);
    expect(storedCount(gateway, id)).toBe(0);
  });

  it("keeps another customer's repair and its media out of reach", async () => {
    const gateway = seededGateway();
    expect((await post(gateway, omar.workOrderId, upload(jpeg(10), 'image/jpeg', 'a.jpg'))).status).toBe(403);
    expect((await gateway.call(`/works-orders/${omar.workOrderId}/documents`, { token: 'alex-token' })).status).toBe(
      403,
    );
    expect(storedCount(gateway, omar.workOrderId)).toBe(0);
    // A seeded photo of Alex's repair, asked for through another of Alex's repairs, is simply not there.
    const seededDoc = gateway.db
      .prepare('SELECT id FROM documents WHERE owner_id = ? LIMIT 1')
      .pluck()
      .get(alex.workOrders.recallable) as string;
    expect(
      (
        await gateway.call(`/works-orders/${alex.workOrders.unappointed}/documents/${seededDoc}`, {
          token: 'alex-token',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await gateway.call(`/works-orders/${alex.workOrders.recallable}/documents/${seededDoc}`, {
          token: 'alex-token',
        })
      ).status,
    ).toBe(200);
  });
});
