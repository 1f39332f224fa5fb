import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandBraces, membersTest, pathSource } from '../../tools/chunk-group-test';
import { CHUNK_GROUPS, codeSplittingGroups } from '../../tools/chunk-groups';

const root = join(import.meta.dirname, '..', '..');

/** The checkout's files below a folder (from the root, `/`-separated), depth first. */
function* filesBelow(folder: string): Generator<string> {
  if (!existsSync(join(root, folder))) return;
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesBelow(path);
    else yield path;
  }
}

/** Whether a path or glob (no braces) matches a file: the files below its folders up to the first wildcard. */
const matchesAFile = (path: string): boolean => {
  const fixed = path.slice(0, path.search(/\*|$/));
  const folder = fixed.slice(0, Math.max(fixed.lastIndexOf('/'), 0));
  const test = new RegExp(`^${pathSource(path).slice('(?:^|[\\\\/])'.length)}`);
  for (const file of filesBelow(folder)) if (test.test(file)) return true;
  return false;
};

describe('the chunk map (tools/chunk-groups.ts, issue 28)', () => {
  const members = CHUNK_GROUPS.flatMap(({ name, members: listed = [] }) =>
    listed.flatMap(expandBraces).map((path) => [name, path] as const),
  );

  it.each(members)('%s: %s matches a file in the checkout (a rename would move modules silently)', (_, path) => {
    expect(matchesAFile(path)).toBe(true);
  });

  it('finds no file for a path or glob that names none', () => {
    expect(matchesAFile('src/ui/no-such-part.tsx')).toBe(false);
    expect(matchesAFile('rules/no-such-table-*.json')).toBe(false);
    expect(matchesAFile('src/no-such-folder/**')).toBe(false);
  });

  it('names each group once', () => {
    const names = CHUNK_GROUPS.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('matches a member from a folder boundary to the end of the id, with or without a query', () => {
    const test = membersTest(['src/pages/cases/shared/*.{ts,tsx}', 'node_modules/@rjsf/**']);
    expect(test.test('/home/dev/portal/src/pages/cases/shared/case-link.tsx')).toBe(true);
    expect(test.test('C:\\portal\\src\\pages\\cases\\shared\\owner-text.ts')).toBe(true);
    expect(test.test('/portal/node_modules/@rjsf/core/lib/index.js?commonjs-proxy')).toBe(true);
    expect(test.test('/portal/src/pages/cases/shared/deeper/case-link.tsx')).toBe(false);
    expect(test.test('/portal/src/pages/cases/shared/case-link.css')).toBe(false);
    expect(test.test('/portal/src/pages/cases/shared-not/case-link.tsx')).toBe(false);
    expect(test.test('/portal/xsrc/pages/cases/shared/case-link.tsx')).toBe(false);
  });

  it('takes a folder (ending in /) as the modules directly in it', () => {
    const test = membersTest(['src/pages/cases/shared/']);
    expect(test.test('/portal/src/pages/cases/shared/case-link.tsx')).toBe(true);
    expect(test.test('/portal/src/pages/cases/shared/owner-text.ts')).toBe(true);
    expect(test.test('/portal/src/pages/cases/shared/case-link.css')).toBe(false);
    expect(test.test('/portal/src/pages/cases/shared/deeper/case-link.tsx')).toBe(false);
    expect(matchesAFile('src/pages/no-such-area/shared/')).toBe(false);
  });

  it('hands Rolldown a test for every group with members, and the first download its tag', () => {
    expect(codeSplittingGroups.find((group) => group.name === 'portal')).toEqual({
      name: 'portal',
      tags: ['$initial'],
      priority: 30,
    });
    for (const group of codeSplittingGroups.filter(({ name }) => name !== 'portal'))
      expect('test' in group && group.test instanceof RegExp).toBe(true);
  });
});
