import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// Issue 28 §4: no source line over 120 characters. Prettier keeps code to it, and ESLint's @stylistic/max-len holds the
// scripts' comments to it; neither looks at a stylesheet's comments, which are the one thing Prettier leaves long.
const root = join(import.meta.dirname, '..', '..');
const WIDTH = 120;

it('every stylesheet line is at most 120 characters', () => {
  const files = execFileSync('git', ['ls-files', '*.css'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  expect(files.length).toBeGreaterThan(10);
  const long = files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => ([...line].length > WIDTH ? [`${file}:${index + 1} (${[...line].length})`] : [])),
  );
  expect(long).toEqual([]);
});
