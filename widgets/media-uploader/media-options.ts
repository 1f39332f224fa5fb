import type { WidgetProps } from '@rjsf/utils';
import { compressPhoto, type Compressor } from './file-encoding';
import { fileRules, type FileRules } from './file-rules';

/** An uploaded document as the form holds it: the answer is a list of these. */
export interface UploadedDocument {
  readonly documentIdentifier: string;
  readonly fileName: string;
  readonly contentType: string;
  /** Bytes sent (after compression for photos). */
  readonly size: number;
}

/** What the upload call receives: the file's name, media type and content as base64 without the data: prefix. */
export interface UploadRequest {
  readonly name: string;
  readonly type: string;
  readonly base64: string;
}

/**
 * Sends a file; rejects when it was not stored. A rejection whose `code` is Upload_Media_Attachments_Too_Large,
 * Upload_Media_Wrong_File_Type or Upload_Media_Max_Attachments (the gateway's refusal, mapped by the journey) shows
 * that message; any other failure shows SSR011b.
 */
export type UploadDocument = (file: UploadRequest) => Promise<{ documentIdentifier: string }>;
export type RemoveDocument = (documentIdentifier: string) => Promise<void>;

/** The uploader's own options, besides the usual hint and error ones. */
export interface MediaOptions {
  readonly rules: FileRules;
  /** Sends a file to the work order's documents (the journey's effect, repairs.md §7 POST documents). */
  readonly upload?: UploadDocument;
  /** Deletes a document (the journey's effect, repairs.md §7 DELETE documents/{docId}). */
  readonly remove?: RemoveDocument;
  /** Shrinks jpeg and png photos; browser-image-compression unless a test passes another. */
  readonly compress: Compressor;
}

const fn = <T>(value: unknown): T | undefined => (typeof value === 'function' ? (value as T) : undefined);

/**
 * Reads `upload`, `remove`, `compress`, `allowedTypes`, `isImageAllowed` ('true'/'false'), `maxFiles` (5) and
 * `maxBytes` (20,000,000) from the widget's options.
 */
export function readMediaOptions(props: WidgetProps): MediaOptions {
  const options = props.options as Record<string, unknown>;
  const upload = fn<UploadDocument>(options.upload);
  const remove = fn<RemoveDocument>(options.remove);
  return {
    rules: fileRules(options),
    compress: fn<Compressor>(options.compress) ?? compressPhoto,
    ...(upload ? { upload } : {}),
    ...(remove ? { remove } : {}),
  };
}

/** The documents of the answer; entries that are not documents are left out rather than shown half-formed. */
export function readDocuments(value: unknown): UploadedDocument[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): UploadedDocument[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { documentIdentifier, fileName, contentType, size } = entry as Record<string, unknown>;
    if (typeof documentIdentifier !== 'string' || documentIdentifier === '') return [];
    return [
      {
        documentIdentifier,
        fileName: typeof fileName === 'string' ? fileName : documentIdentifier,
        contentType: typeof contentType === 'string' ? contentType : '',
        size: typeof size === 'number' ? size : 0,
      },
    ];
  });
}
