import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Fixture } from '../../src/journey-fixtures/types';
import { REPOSITORY_ROOT } from './journey-text';

export interface FixtureFile {
  /** Path from the repository root, e.g. tests/fixtures/referral/main-path-myself.fixture.json. */
  readonly path: string;
  /** The file name without ".fixture.json", for test titles. */
  readonly name: string;
  readonly fixture: Fixture;
}

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return walk(path);
    return entry.name.endsWith('.fixture.json') ? [path] : [];
  });
}

/** Every tests/fixtures/**\/*.fixture.json, read when the tests are collected, in a stable order. */
export function readFixtureFiles(folder = join(REPOSITORY_ROOT, 'tests/fixtures')): FixtureFile[] {
  return walk(folder)
    .sort()
    .map((path) => ({
      path: relative(REPOSITORY_ROOT, path),
      name: path
        .split('/')
        .pop()!
        .replace(/\.fixture\.json$/, ''),
      fixture: JSON.parse(readFileSync(path, 'utf8')) as Fixture,
    }));
}
