import { GatewayHttpError } from '../../gateway';
import { MediaRefusedError, type MediaRefusalCode } from '../errors';

/** The gateway's refusal codes (work-order-document-upload.schema.json) and the message each one shows. */
const REFUSALS: Readonly<Record<string, MediaRefusalCode>> = {
  'file-too-large': 'Upload_Media_Attachments_Too_Large',
  'unsupported-type': 'Upload_Media_Wrong_File_Type',
  'content-mismatch': 'Upload_Media_Wrong_File_Type',
  'type-and-name-disagree': 'Upload_Media_Wrong_File_Type',
  'images-not-allowed': 'media_upload_wrong_type_no_images',
  'too-many-files': 'Upload_Media_Max_Attachments',
  'empty-file': 'media_upload_empty_file',
};

/** By status, for a refusal without a code the portal knows (a gateway that sends only the status). */
const BY_STATUS: Readonly<Record<number, MediaRefusalCode>> = {
  413: 'Upload_Media_Attachments_Too_Large',
  415: 'Upload_Media_Wrong_File_Type',
};

/**
 * The uploader's message for a gateway answer that refused the file itself (413, 415, 422 with a media code), as a
 * MediaRefusedError; any other failure (network, 5xx, 404…) is returned as it is, so the uploader shows SSR011b.
 */
export function mediaRefusal(error: unknown): unknown {
  if (!(error instanceof GatewayHttpError)) return error;
  const known = error.errors
    .map((problem) => (problem.code === undefined ? undefined : REFUSALS[problem.code]))
    .find((code) => code !== undefined);
  const code = known ?? BY_STATUS[error.status];
  return code === undefined ? error : new MediaRefusedError(code, { cause: error });
}
