import { fromBase64 } from '../../gateway';
import { EffectInputError } from '../errors';
import { readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { mediaRefusal } from './media-refusal';

/** What 'repair.uploadDocument' answers the media uploader. */
export interface UploadedDocumentRef {
  documentIdentifier: string;
}

/** The file's bytes; a data: URL prefix, should one be sent, is dropped (the upload payload's Media has none). */
function fileBytes(base64: string): Uint8Array {
  const content = base64.replace(/^data:[^,]*;base64,/, '');
  try {
    return fromBase64(content);
  } catch {
    throw new EffectInputError('base64', 'the file as base64');
  }
}

/**
 * 'repair.uploadDocument' (the media uploader's `upload` call): POST /works-orders/{id}/documents with the file as
 * base64 and its content type and name (repairs.md §3 Media); the gateway sets the customer, asset and work order
 * identifiers itself. Inputs: workOrderId, name, type, base64 (assetId is accepted but the gateway takes the asset
 * from the work order). A file the gateway refuses rejects with a MediaRefusedError whose `code` is the message to
 * show; any other failure rejects with the gateway's error (the uploader shows SSR011b). Each upload has its own
 * operation key: a file removed and added again is a new upload, never a replay of the removed one.
 */
export const uploadRepairDocument: Effect<EffectInput, UploadedDocumentRef> = async (input, environment) => {
  const workOrderId = readText(input, 'workOrderId');
  const file = {
    fileName: readText(input, 'name'),
    contentType: readText(input, 'type'),
    bytes: fileBytes(readText(input, 'base64')),
  };
  try {
    const documentIdentifier = await environment.gateway.uploadWorkOrderDocument(
      workOrderId,
      file,
      `repair-document-${environment.newId()}`,
    );
    return { documentIdentifier };
  } catch (error) {
    throw mediaRefusal(error);
  }
};
