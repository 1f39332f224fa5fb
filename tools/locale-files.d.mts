// Types of tools/locale-files.mjs (plain JavaScript, so tools/check-bundle.mjs and tools/gen-types.mjs run in Node as
// they are).

/**
 * An area file: `{ area: 'damp-mould', file: 'locales/en/damp-mould.json', path: '/…/locales/en/damp-mould.json' }`.
 */
export interface LocaleAreaFile {
  readonly area: string;
  readonly file: string;
  readonly path: string;
}

/** An area file's texts: key → English text. */
export interface LocaleArea {
  readonly area: string;
  readonly file: string;
  readonly texts: Readonly<Record<string, string>>;
}

export const LOCALE_DIR: string;
export const LOCALE_MODULE: string;
export const AREA_FILE_NAME: RegExp;
export function localeAreaFiles(root: string): LocaleAreaFile[];
export function isLocaleFile(root: string, path: string): boolean;
export function readLocaleAreas(root: string): LocaleArea[];
export function duplicateKeys(areas: readonly LocaleArea[]): Array<[key: string, files: string[]]>;
export function readEnglish(root: string): Record<string, string>;
export function localeModuleCode(areaNames: readonly string[]): string;
