import type { DocumentSummary } from '../../../gateway';

/** The icon a listed file gets: the kind of file it is. */
export type Thumbnail = 'photo' | 'video' | 'pdf';

/** What opening a file does (repairs.md §4 Media). */
export type MediaKind = 'pdf' | 'image' | 'video' | 'mpeg' | 'other';

// repairs.md §4: "Thumbnails only for gif, mp4, png, jpeg, jpg, tiff, psd, eps, bmp, erf, x-matroska, mkv, wmv, avi,
// webm, hevc, flv, mov, quicktime, pdf, mpeg": content subtypes and extensions alike, so both are looked up here.
const PHOTO_TYPES = new Set(['gif', 'png', 'jpeg', 'jpg', 'tiff', 'psd', 'eps', 'bmp', 'erf']);
const VIDEO_TYPES = new Set(['mp4', 'x-matroska', 'mkv', 'wmv', 'avi', 'webm', 'hevc', 'flv', 'mov', 'quicktime', 'mpeg']);

/** A metadata value by key, keys compared without regard to case (the gateway writes IsMediaAppropriate, content-type). */
export function metadataValue(metadata: readonly { key: string; value: string }[], key: string): string | undefined {
  const wanted = key.toLowerCase();
  return metadata.find((entry) => entry.key.toLowerCase() === wanted)?.value;
}

/** The subtype of a content type ("image/png" → "png") and the file's extension, lower case. */
function typeNames(contentType: string | undefined, fileName: string): string[] {
  const subtype = contentType?.split(';')[0]?.split('/')[1]?.trim().toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return [subtype, extension].filter((name): name is string => Boolean(name));
}

/** The file's icon, or null for a type the spec gives no thumbnail. */
export function thumbnailOf(contentType: string | undefined, fileName: string): Thumbnail | null {
  const names = typeNames(contentType, fileName);
  if (names.includes('pdf')) return 'pdf';
  if (names.some((name) => VIDEO_TYPES.has(name))) return 'video';
  if (names.some((name) => PHOTO_TYPES.has(name))) return 'photo';
  return null;
}

/** What opening the file does: a PDF opens in a new tab, photos and videos in the overlay, MPEG by download. */
export function mediaKind(contentType: string | undefined, fileName: string): MediaKind {
  const names = typeNames(contentType, fileName);
  const major = contentType?.split('/')[0]?.trim().toLowerCase();
  if (names.includes('pdf')) return 'pdf';
  if (names.includes('mpeg') || names.includes('mpg')) return 'mpeg';
  if (major === 'image' || names.some((name) => PHOTO_TYPES.has(name))) return 'image';
  if (major === 'video' || names.some((name) => VIDEO_TYPES.has(name))) return 'video';
  return 'other';
}

/** A document as the media section lists it. */
export interface MediaItem {
  id: string;
  fileName: string;
  contentType: string | undefined;
  /** false when the association marked it not appropriate to show (IsMediaAppropriate "false"). */
  isAppropriate: boolean;
}

/** The documents of GET /works-orders/{id}/documents as the media section lists them. */
export function mediaItems(documents: readonly DocumentSummary[]): MediaItem[] {
  return documents.map((document) => ({
    id: document.id,
    fileName: document.media.fileName || metadataValue(document.metadata, 'filename') || document.id,
    contentType: metadataValue(document.metadata, 'content-type'),
    // Only an explicit "false" hides a file: one without the key was never reviewed, and is the resident's own.
    isAppropriate: metadataValue(document.metadata, 'IsMediaAppropriate')?.trim().toLowerCase() !== 'false',
  }));
}

/**
 * An iPhone, iPad or iPod browser, which cannot play MPEG (repairs.md §4: "mpeg on Apple mobile browsers shows an
 * Apple-specific message"). iPadOS reports itself as a Mac, so a Mac with a touch screen counts too.
 */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
