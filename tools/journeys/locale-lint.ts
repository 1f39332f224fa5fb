// The lint reads the English texts (locales/en/<area>.json) to check the journeys' and rules' keys against them. A
// mistake in an area file is the analyst's too: it is reported like a journey's (code, file, line:column), never
// thrown as a stack trace, and the checks that need the texts wait until it is fixed rather than report every key of
// the broken file as unknown (one mistake, one problem).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeAreaFiles } from '../locale-files.mjs';
import { createPositionFinder, syntaxErrorPosition } from './json-positions';
import { invalidJsonMessage, type LintProblem } from './lint';

/** The English texts for the lint, or null when an area file has a problem (then in `problems`). */
export interface LocaleForLint {
  readonly texts: Readonly<Record<string, string>> | null;
  readonly problems: readonly LintProblem[];
}

const escape = (segment: string): string => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Reads and checks the area files of locales/en/: JSON (LOCALE_INVALID_JSON), an object of texts
 * (LOCALE_NOT_TEXTS), each key in one file only (LOCALE_DUPLICATE_KEY, at the second file's key).
 * Invariant: never throws for an analyst's mistake; texts is null whenever a problem is reported.
 */
export function readLocaleForLint(root: string): LocaleForLint {
  const problems: LintProblem[] = [];
  const texts: Record<string, string> = {};
  const owner = new Map<string, string>();
  const at = (file: string, pointer: string, code: string, message: string, text: string | null): LintProblem => ({
    file,
    pointer,
    code,
    severity: 'error',
    message,
    ...(text === null ? { line: 1, column: 1 } : createPositionFinder(text)(pointer)),
  });
  // The one file of before: its texts would silently be left out (tools/locale-files.mjs readLocaleAreas).
  if (existsSync(join(root, 'locales', 'en.json'))) {
    problems.push({
      file: 'locales/en.json',
      pointer: '',
      code: 'LOCALE_NOT_TEXTS',
      severity: 'error',
      message:
        'locales/en.json is no longer read: move its texts to the area files locales/en/<area>.json (locales/README.md) and delete it.',
      line: 1,
      column: 1,
    });
  }
  for (const { file, path } of localeAreaFiles(root)) {
    const text = readFileSync(path, 'utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      problems.push({
        file,
        pointer: '',
        code: 'LOCALE_INVALID_JSON',
        severity: 'error',
        message: invalidJsonMessage(text, error),
        ...syntaxErrorPosition(text, error),
      });
      continue;
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
      problems.push(
        at(
          file,
          '',
          'LOCALE_NOT_TEXTS',
          `${file} must be one object of key → English text: { "My_key": "The words" }.`,
          text,
        ),
      );
      continue;
    }
    for (const [key, value] of Object.entries(json)) {
      const pointer = `/${escape(key)}`;
      if (typeof value !== 'string')
        problems.push(
          at(file, pointer, 'LOCALE_NOT_TEXTS', `The text of "${key}" must be a string in double quotes.`, text),
        );
      else if (owner.has(key))
        problems.push(
          at(
            file,
            pointer,
            'LOCALE_DUPLICATE_KEY',
            `"${key}" is already in ${owner.get(key)}: a key is in one area file only, or one text would silently win. Remove one of them.`,
            text,
          ),
        );
      else {
        owner.set(key, file);
        texts[key] = value;
      }
    }
  }
  return { texts: problems.length === 0 ? texts : null, problems };
}
