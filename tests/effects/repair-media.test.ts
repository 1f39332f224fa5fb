import { describe, expect, it } from 'vitest';
import { MediaRefusedError } from '../../src/effects';
import { mediaRefusal } from '../../src/effects/repairs/media-refusal';
import { removeRepairDocument } from '../../src/effects/repairs/remove-document';
import { uploadRepairDocument } from '../../src/effects/repairs/upload-document';
import { GatewayHttpError, GatewayTimeoutError } from '../../src/gateway';
import { alexDraft, sandboxEnvironment } from './support/sandbox-environment';

// The media uploader's calls: a refusal reaches the widget as the message code to show, anything else as a plain
// failure (SSR011b / SSR011c), against the sandbox's real size, count and magic-byte checks.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const TEXT = btoa('just some text, not a photo');

async function draftWithUpload() {
  const setup = sandboxEnvironment();
  const { draft } = await alexDraft(setup.env, '1');
  const upload = (name: string, type: string, base64: string) =>
    uploadRepairDocument({ workOrderId: draft.id, assetId: 'ignored', name, type, base64 }, setup.env);
  return { ...setup, draft, upload };
}

async function refusalOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('the upload was accepted');
    },
    (error: unknown) => error,
  );
}

describe('repair.uploadDocument', () => {
  it('stores a photo on the draft and answers its document identifier', async () => {
    const { draft, upload, gateway, requests } = await draftWithUpload();
    const { documentIdentifier } = await upload('tap.png', 'image/png', `data:image/png;base64,${PNG}`);
    const [listed] = await gateway.listWorkOrderDocuments(draft.id);
    expect(listed).toMatchObject({ id: documentIdentifier, media: { fileName: 'tap.png' } });
    const sent = requests.find((r) => r.method === 'POST' && r.path.endsWith('/documents'));
    // The data: prefix is not sent; each upload has its own operation key.
    expect(sent?.body).toMatchObject({ DocumentType: 'WORKORDER', Media: PNG });
    expect(sent?.operationKey).toMatch(/^repair-document-id-\d+$/);
  });

  it('reports a file that is not what its type says as Upload_Media_Wrong_File_Type', async () => {
    const { upload } = await draftWithUpload();
    const error = await refusalOf(upload('tap.png', 'image/png', TEXT));
    expect(error).toBeInstanceOf(MediaRefusedError);
    expect(error).toMatchObject({ code: 'Upload_Media_Wrong_File_Type', retryable: false });
    expect(await refusalOf(upload('notes.txt', 'text/plain', TEXT))).toMatchObject({
      code: 'Upload_Media_Wrong_File_Type',
    });
  });

  it('reports a sixth file as Upload_Media_Max_Attachments', async () => {
    const { upload } = await draftWithUpload();
    for (let i = 1; i <= 5; i++) await upload(`photo-${i}.png`, 'image/png', PNG);
    expect(await refusalOf(upload('photo-6.png', 'image/png', PNG))).toMatchObject({
      code: 'Upload_Media_Max_Attachments',
    });
  });

  it('maps the other refusals by code or status, and leaves any other failure without a code', () => {
    const refused = (status: number, code?: string) =>
      new GatewayHttpError({
        status,
        title: 'Refused',
        errors: [{ message: 'no', ...(code ? { code } : {}) }],
        correlationId: 'c',
        method: 'POST',
        path: '/x',
      });
    expect(mediaRefusal(refused(413, 'file-too-large'))).toMatchObject({ code: 'Upload_Media_Attachments_Too_Large' });
    expect(mediaRefusal(refused(413))).toMatchObject({ code: 'Upload_Media_Attachments_Too_Large' });
    expect(mediaRefusal(refused(415, 'images-not-allowed'))).toMatchObject({
      code: 'media_upload_wrong_type_no_images',
    });
    expect(mediaRefusal(refused(422, 'empty-file'))).toMatchObject({ code: 'media_upload_empty_file' });
    const serverError = refused(500);
    expect(mediaRefusal(serverError)).toBe(serverError);
    expect(mediaRefusal(refused(409))).not.toHaveProperty('code');
    const timeout = new GatewayTimeoutError({
      status: 0,
      title: 'Timed Out',
      errors: [],
      correlationId: 'c',
      method: 'POST',
      path: '/x',
    });
    expect(mediaRefusal(timeout)).toBe(timeout);
  });
});

describe('repair.removeDocument', () => {
  it('deletes the document, and a document already gone counts as removed', async () => {
    const { draft, upload, gateway, env, requests } = await draftWithUpload();
    const { documentIdentifier } = await upload('tap.png', 'image/png', PNG);
    const [listed] = await gateway.listWorkOrderDocuments(draft.id);
    expect(await removeRepairDocument({ workOrderId: draft.id, documentIdentifier }, env)).toEqual({
      removed: documentIdentifier,
    });
    expect(await gateway.listWorkOrderDocuments(draft.id)).toEqual([]);
    // The document's entity tag, read from the list (no file is downloaded), goes with the DELETE.
    expect(requests.find((r) => r.method === 'DELETE')?.ifMatch).toBe(listed?.eTag);
    expect(requests.some((r) => r.method === 'GET' && r.path.endsWith(`/documents/${documentIdentifier}`))).toBe(false);
    expect(await removeRepairDocument({ workOrderId: draft.id, documentIdentifier }, env)).toEqual({
      removed: documentIdentifier,
    });
  });
});
