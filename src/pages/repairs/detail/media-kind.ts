import rule from '../../../../rules/repair-media-kinds.json';
import { asRuleFile } from '../../../engine/rule-file';
import { lookUpRuleRow, type RuleRow } from '../../../engine/rule-table';
import type { DocumentSummary } from '../../../gateway';

/** The icon a listed file gets: the kind of file it is. */
export type Thumbnail = 'photo' | 'video' | 'pdf';

/** What opening a file does (repairs.md §4 Media). */
export type MediaKind = 'pdf' | 'image' | 'video' | 'mpeg' | 'other';

/**
 * A metadata value by key, keys compared without regard to case (the gateway writes IsMediaAppropriate, content-type).
 */
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

const NAME = 'repair-media-kinds';
const THUMBNAILS: readonly Thumbnail[] = ['pdf', 'video', 'photo'];
const OPENS: readonly MediaKind[] = ['pdf', 'mpeg', 'image', 'video'];

/**
 * The row of rules/repair-media-kinds.json for each name of the file (its subtype, its extension), or null. Its cells
 * are choices the page must know: anything else is an error naming the file and cell.
 */
function kindRows(names: readonly string[]): (RuleRow | null)[] {
  return names.map((type) => lookUpRuleRow(NAME, asRuleFile(rule), { type }));
}

/** The file's icon (rules/repair-media-kinds.json: a PDF first, then video, then photo), or null for no thumbnail. */
export function thumbnailOf(contentType: string | undefined, fileName: string): Thumbnail | null {
  const found = kindRows(typeNames(contentType, fileName)).map(
    (row) => row?.optionalChoice('thumbnail', THUMBNAILS) ?? null,
  );
  return THUMBNAILS.find((thumbnail) => found.includes(thumbnail)) ?? null;
}

/**
 * What opening the file does (rules/repair-media-kinds.json: a PDF first, then MPEG, photo, video); a type without a
 * row opens in the overlay when its content type is an image or a video, and is downloaded otherwise.
 */
export function mediaKind(contentType: string | undefined, fileName: string): MediaKind {
  const found = kindRows(typeNames(contentType, fileName)).map((row) => row?.optionalChoice('opens', OPENS) ?? null);
  const major = contentType?.split('/')[0]?.trim().toLowerCase();
  if (major === 'image') found.push('image');
  if (major === 'video') found.push('video');
  return OPENS.find((kind) => found.includes(kind)) ?? 'other';
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
