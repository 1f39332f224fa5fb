/** repairs.md §5/§9 media rules, checked by the gateway on the bytes themselves (SEC-13). */
export const MAX_FILE_BYTES = 20_000_000;
export const MAX_FILES_PER_WORK_ORDER = 5;

export type FileKind = 'jpg' | 'png' | 'gif' | 'pdf' | 'mp4' | 'mov' | 'mpeg';

/** Declared content types and file extensions the portal may send, and the kind each one claims. */
const CONTENT_TYPES: Readonly<Record<string, FileKind>> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/mpeg': 'mpeg',
};

const EXTENSIONS: Readonly<Record<string, FileKind>> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  pdf: 'pdf',
  mp4: 'mp4',
  mov: 'mov',
  mpeg: 'mpeg',
  mpg: 'mpeg',
};

export const IMAGE_KINDS: ReadonlySet<FileKind> = new Set(['jpg', 'png', 'gif']);

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** HEIF still images share the ISO media container with videos; they are not an allowed type. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'avif']);

/** What the bytes are, by their signature; null for anything not on the allow-list (an .exe, HTML, SVG…). */
export function detectKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, ascii('ftyp'), 4) && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (HEIF_BRANDS.has(brand)) return null;
    return brand === 'qt  ' ? 'mov' : 'mp4';
  }
  // MPEG program stream pack header, or a bare video sequence header.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3])) return 'mpeg';
  return null;
}

/** MP4 and QuickTime are one container family: phones label either with either name, so they match. */
function sameFamily(a: FileKind, b: FileKind): boolean {
  const family = (k: FileKind) => (k === 'mov' ? 'mp4' : k);
  return family(a) === family(b);
}

export type UploadProblem =
  | { status: 413; code: 'file-too-large' }
  | { status: 415; code: 'unsupported-type' | 'images-not-allowed' }
  | { status: 422; code: 'empty-file' | 'content-mismatch' | 'type-and-name-disagree' | 'too-many-files' };

export interface UploadCheck {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
  existingCount: number;
  imagesAllowed: boolean;
}

/**
 * The first reason to refuse an upload, or the kind it is. Order: count, size, declared type, images
 * setting, emptiness, then the bytes against the declaration, so the resident hears the most useful reason.
 */
export function checkUpload(c: UploadCheck): { ok: true; kind: FileKind } | { ok: false; problem: UploadProblem } {
  if (c.existingCount >= MAX_FILES_PER_WORK_ORDER)
    return { ok: false, problem: { status: 422, code: 'too-many-files' } };
  if (c.bytes.length > MAX_FILE_BYTES) return { ok: false, problem: { status: 413, code: 'file-too-large' } };
  const declared = CONTENT_TYPES[c.contentType.trim().toLowerCase()];
  const extension = EXTENSIONS[c.fileName.split('.').pop()?.toLowerCase() ?? ''];
  if (!declared || !extension || !c.fileName.includes('.'))
    return { ok: false, problem: { status: 415, code: 'unsupported-type' } };
  if (!sameFamily(declared, extension)) return { ok: false, problem: { status: 422, code: 'type-and-name-disagree' } };
  if (IMAGE_KINDS.has(declared) && !c.imagesAllowed)
    return { ok: false, problem: { status: 415, code: 'images-not-allowed' } };
  if (c.bytes.length === 0) return { ok: false, problem: { status: 422, code: 'empty-file' } };
  const actual = detectKind(c.bytes);
  if (!actual || !sameFamily(actual, declared))
    return { ok: false, problem: { status: 422, code: 'content-mismatch' } };
  return { ok: true, kind: actual };
}

/** Strict base64 (RFC 4648, padded, no data: prefix, no whitespace); null when it is not. */
export function decodeBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  return new Uint8Array(Buffer.from(text, 'base64'));
}
