import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from '../locales/en.json';

// Every key of locales/en.json must be used by the portal: written as a quoted literal in src/ or widgets/, or named
// anywhere in a journey document (message codes, labels, error-page messages). An unused key is text nobody can
// see, which usually means a renamed code left behind. (Journey keys missing from the locale are caught by
// tests/tools/journeys-locale.test.ts.)
function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : filesUnder(path, extensions);
    return extensions.some((ext) => name.endsWith(ext)) ? [path] : [];
  });
}

const code = [...filesUnder('src', ['.ts', '.tsx']), ...filesUnder('widgets', ['.ts', '.tsx'])]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const journeyStrings = new Set<string>();
for (const file of filesUnder('journeys', ['.json'])) {
  JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), (_key, value: unknown) => {
    if (typeof value === 'string') journeyStrings.add(value);
    return value;
  });
}

function isUsed(key: string): boolean {
  return code.includes(`'${key}'`) || code.includes(`"${key}"`) || code.includes(`\`${key}\``) || journeyStrings.has(key);
}

describe('locales/en.json', () => {
  it('has no key that nothing uses', () => {
    const unused = Object.keys(en).filter((key) => !isUsed(key));
    expect(unused).toEqual([]);
  });

  it('has no empty text and no unbalanced placeholders', () => {
    for (const [key, text] of Object.entries(en as Record<string, string>)) {
      expect(text.trim(), key).not.toBe('');
      expect((text.match(/\{/g) ?? []).length, key).toBe((text.match(/\}/g) ?? []).length);
    }
  });
});
