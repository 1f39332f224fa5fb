import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The test files that need modules of their own (decision 0079): those with a browser-like document
 * (`// @vitest-environment jsdom`: React, Testing Library and the pages' stores keep what a file leaves behind) and
 * those that replace a module (`vi.mock`, `vi.doMock`: a module another file loaded first would not be replaced).
 * Paths relative to `root`, with forward slashes.
 */
export function isolatedTestFiles(root: string, folder = 'tests'): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.split('\\').join('/')}`)
    .filter((file) => /@vitest-environment jsdom|\bvi\.(mock|doMock)\(/.test(readFileSync(join(root, file), 'utf8')));
}
