// A file's bytes and how they travel as base64: shared by every document call (repair photos, building-safety
// reports, a customer's statements) without bringing any one area's calls along.

/** A file to attach to a repair: its bytes, declared type and name (the gateway checks all three). */
export interface MediaFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

/** A fetched file, decoded. */
export interface FetchedMedia extends MediaFile {
  id: string;
  metadata: { key: string; value: string }[];
}

// btoa/atob work on "binary strings"; chunks keep String.fromCharCode within the engine's argument limit.
const CHUNK = 0x8000;

/** Base64 without a data: prefix (the upload payload's Media), in the browser and in Node alike. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** A file as the gateway sends it: its bytes as base64 (Media), with what describes it. */
export interface EncodedMedia extends Omit<FetchedMedia, 'bytes'> {
  media: string;
}

/** A fetched file decoded, whichever area's call read it (a repair's photo, a building's report, a statement). */
export function decodedMedia({ id, media, contentType, fileName, metadata }: EncodedMedia): FetchedMedia {
  return { id, bytes: fromBase64(media), contentType, fileName, metadata };
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
