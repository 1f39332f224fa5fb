import rule from '../../rules/repair-media-upload-types.json';
import type { RuleFile } from '../../schemas/generated/rule';
import { compressibleTypes, readUploadTypes } from './upload-types';

/**
 * What the resident may upload (repairs.md §5 "Attachments", §9): at most 5 files of at most 20,000,000 bytes each
 * (the journey's maxFiles and maxBytes), the extensions of rules/repair-media-upload-types.json, and the images among
 * them only when the IsImageAllowed setting allows them. The sandbox checks the same by magic bytes; these checks only
 * save the resident a wasted upload.
 */

export const DEFAULT_MAX_FILES = 5;
export const DEFAULT_MAX_BYTES = 20_000_000;

const UPLOAD_TYPES = readUploadTypes(rule as RuleFile);
const typeOfExtension = (extension: string): string | undefined => UPLOAD_TYPES.get(extension)?.type;

export const DEFAULT_EXTENSIONS: readonly string[] = [...UPLOAD_TYPES.keys()];

/** The image extensions the IsImageAllowed setting governs. */
const IMAGE_EXTENSIONS = new Set(
  [...UPLOAD_TYPES].filter(([, upload]) => upload.image).map(([extension]) => extension),
);

/** Types the browser compresses before upload (repairs.md §4 Media: "Images of jpeg, png, jpg are compressed"). */
const COMPRESSIBLE_TYPES = compressibleTypes(UPLOAD_TYPES);

/** Message codes of a file that cannot be added. */
export type FileProblem =
  | 'Upload_Media_Wrong_File_Type'
  | 'media_upload_wrong_type_no_images'
  | 'Upload_Media_Attachments_Too_Large'
  | 'media_upload_empty_file';

/** The wrong-type message lists the types a resident may send, so it has a second text for when images are off. */
export const wrongTypeProblem = (rules: FileRules): FileProblem =>
  rules.imagesAllowed ? 'Upload_Media_Wrong_File_Type' : 'media_upload_wrong_type_no_images';

export interface FileRules {
  readonly maxFiles: number;
  readonly maxBytes: number;
  /** Lower-case extensions without the dot, images already removed when they are not allowed. */
  readonly extensions: readonly string[];
  readonly imagesAllowed: boolean;
}

/** The lower-case extension of a file name, without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The rules from the widget's options: `allowedTypes` narrows the spec's extensions (an array or a comma list; an
 * unknown extension cannot be allowed, as nothing would say what type it is), `isImageAllowed` is the setting's
 * 'true'/'false' text (or a boolean) and removes the images when false.
 */
export function fileRules(options: {
  allowedTypes?: unknown;
  isImageAllowed?: unknown;
  maxFiles?: unknown;
  maxBytes?: unknown;
}): FileRules {
  const listed = Array.isArray(options.allowedTypes)
    ? options.allowedTypes
    : typeof options.allowedTypes === 'string'
      ? options.allowedTypes.split(',')
      : undefined;
  const wanted = listed
    ?.filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim().replace(/^\./, '').toLowerCase())
    .filter((entry) => UPLOAD_TYPES.has(entry));
  const imagesAllowed = options.isImageAllowed !== false && String(options.isImageAllowed).toLowerCase() !== 'false';
  const extensions = (wanted && wanted.length > 0 ? [...new Set(wanted)] : DEFAULT_EXTENSIONS).filter(
    (extension) => imagesAllowed || !IMAGE_EXTENSIONS.has(extension),
  );
  const positive = (value: unknown, fallback: number): number =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
  return {
    maxFiles: positive(options.maxFiles, DEFAULT_MAX_FILES),
    maxBytes: positive(options.maxBytes, DEFAULT_MAX_BYTES),
    extensions,
    imagesAllowed,
  };
}

/** The file input's accept list: the allowed extensions and their media types (some phones filter by type only). */
export function acceptList(rules: FileRules): string {
  const types = new Set(rules.extensions.map(typeOfExtension));
  return [...rules.extensions.map((extension) => `.${extension}`), ...types].join(',');
}

/**
 * The media type a file is uploaded as, or undefined when its type is not allowed: the extension must be allowed and
 * a type the browser reports must agree with it (a renamed page or program is refused here already).
 */
export function uploadType(file: { name: string; type: string }, rules: FileRules): string | undefined {
  const extension = extensionOf(file.name);
  if (!rules.extensions.includes(extension)) return undefined;
  const type = typeOfExtension(extension);
  if (type === undefined) return undefined;
  const reported = file.type.toLowerCase();
  if (reported === '' || reported === type) return type;
  // Systems name some types differently: image/jpg, image/pjpeg and video/mpg are the same files.
  const aliases: Readonly<Record<string, string>> = {
    'image/jpg': 'image/jpeg',
    'image/pjpeg': 'image/jpeg',
    'video/mpg': 'video/mpeg',
  };
  return aliases[reported] === type ? type : undefined;
}

/** Why a file of this size cannot be added: empty (the sandbox refuses 0 bytes too) or over the limit. */
export function sizeProblem(size: number, rules: FileRules): FileProblem | undefined {
  if (size === 0) return 'media_upload_empty_file';
  return size > rules.maxBytes ? 'Upload_Media_Attachments_Too_Large' : undefined;
}

export const isCompressible = (type: string): boolean => COMPRESSIBLE_TYPES.has(type);

export const isImageType = (type: string): boolean => type.startsWith('image/');
