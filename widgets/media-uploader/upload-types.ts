import type { RuleFile } from '../../schemas/generated/rule';
import { ruleRows } from '../../src/engine/rule-table';

// The upload types table read apart from where it comes from: the widget imports rules/repair-media-upload-types.json,
// the browser tests read the same file from disk (Playwright's loader takes JSON modules only with an import
// attribute).

/**
 * One allowed extension: the media type it is uploaded as (the browser's own type varies by system, or is empty),
 * whether it is an image and whether it is compressed before upload.
 */
export interface UploadType {
  type: string;
  image: boolean;
  compress: boolean;
}

/** The allowed extensions (lower case) and what each is, from rules/repair-media-upload-types.json. */
export function readUploadTypes(rule: RuleFile): ReadonlyMap<string, UploadType> {
  return new Map(
    ruleRows('repair-media-upload-types', rule).map((row) => [
      row.text('extension').toLowerCase(),
      { type: row.text('type').toLowerCase(), image: row.boolean('image'), compress: row.boolean('compress') },
    ]),
  );
}

/** Types the browser compresses before upload (repairs.md §4 Media: "Images of jpeg, png, jpg are compressed"). */
export function compressibleTypes(types: ReadonlyMap<string, UploadType>): ReadonlySet<string> {
  return new Set([...types.values()].filter((upload) => upload.compress).map((upload) => upload.type));
}
