import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';

// docs/behaviour-rules.md says where each behaviour rule of the specification lives. This test keeps it true: every
// reference of a "data" row is an existing file with a JSON pointer that resolves in it, every TypeScript row names a
// file that exists, and the totals are the table's. Moving a step, renaming a rule file or a locale key without
// updating the page fails here, so the page cannot rot silently.

const DOC = 'docs/behaviour-rules.md';
const KINDS = ['data', 'TypeScript', 'gateway-side'] as const;
type Kind = (typeof KINDS)[number];

interface RuleRowOfDoc {
  id: string;
  rule: string;
  where: string;
  kind: string;
  line: number;
}

const text = readFileSync(DOC, 'utf8');
const lines = text.split('\n');

/** The cells of a Markdown table row, without the outer pipes. */
const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The rows of the tables under "## The rules": id | rule | where | kind. */
function ruleRows(): RuleRowOfDoc[] {
  const start = lines.findIndex((line) => line.trim() === '## The rules');
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const rows: RuleRowOfDoc[] = [];
  lines.slice(start, end < 0 ? undefined : end).forEach((line, offset) => {
    if (!line.startsWith('| ') || /^\|\s*(Id|---)/.test(line)) return;
    const [id = '', rule = '', where = '', kind = ''] = cells(line);
    rows.push({ id, rule, where, kind, line: start + offset + 1 });
  });
  return rows;
}

/** The rows of the table under a heading, as cells, without its header and rule lines. */
function tableUnder(heading: string): string[][] {
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (line.startsWith('| ') && !/^\|\s*(---|Id\b|\s*\|)/.test(line)) rows.push(cells(line));
  }
  return rows;
}

/** The references in a Where cell: the text of each `…` span. */
const references = (where: string): string[] => [...where.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/** A JSON pointer's value in a document (RFC 6901), or undefined when it does not resolve. */
function resolve(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  let value: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(value) && /^\d+$/.test(segment) && Number(segment) < value.length) value = value[Number(segment)];
    else if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, segment))
      value = (value as Record<string, unknown>)[segment];
    else return undefined;
  }
  return value;
}

const jsonCache = new Map<string, unknown>();
const readJson = (file: string): unknown => {
  if (!jsonCache.has(file)) jsonCache.set(file, JSON.parse(readFileSync(file, 'utf8')));
  return jsonCache.get(file);
};

const rows = ruleRows();
const dataRows = rows.filter((row) => row.kind === 'data');
const typeScriptRows = rows.filter((row) => row.kind === 'TypeScript');

const count = (kinds: readonly string[]) =>
  Object.fromEntries(KINDS.map((kind) => [kind, kinds.filter((k) => k === kind).length])) as Record<Kind, number>;

describe('docs/behaviour-rules.md', () => {
  it('lists the rules of every counted section, each with a unique id and a known kind', () => {
    expect(rows.length).toBeGreaterThan(100);
    const ids = rows.map((row) => row.id);
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      'ids used twice',
    ).toEqual([]);
    expect(
      rows.filter((row) => !/^(R2|R4|R5|P4|P5)\.\d+$/.test(row.id)).map((row) => row.id),
      'ids are R2.n, R4.n, R5.n, P4.n or P5.n',
    ).toEqual([]);
    expect(
      rows.filter((row) => !(KINDS as readonly string[]).includes(row.kind)).map((row) => `${row.id}: ${row.kind}`),
    ).toEqual([]);
    expect(
      rows.filter((row) => row.rule === '' || row.where === '').map((row) => row.id),
      'rows without a rule or a place',
    ).toEqual([]);
  });

  it.each(dataRows.map((row) => [row.id, row] as const))('%s: every reference of a data row resolves', (_id, row) => {
    const refs = references(row.where);
    expect(refs.length, `line ${row.line}: a data row names at least one file#/pointer`).toBeGreaterThan(0);
    for (const ref of refs) {
      const match = /^((?:journeys|rules|locales\/en)\/[a-z0-9-]+\.json)#(\/.*)$/.exec(ref);
      expect(
        match,
        `line ${row.line}: "${ref}" is not journeys/…json#/pointer, rules/…json#/pointer or locales/en/…json#/key`,
      ).not.toBeNull();
      const [, file = '', pointer = ''] = match ?? [];
      expect(existsSync(file), `line ${row.line}: ${file} does not exist`).toBe(true);
      expect(
        resolve(readJson(file), pointer),
        `line ${row.line}: ${pointer} does not resolve in ${file}`,
      ).not.toBeUndefined();
    }
  });

  it('names, for each TypeScript row, a source file that exists', () => {
    const missing = typeScriptRows.flatMap((row) => {
      const files = references(row.where).filter((ref) => /^(src|widgets)\/.+\.tsx?$/.test(ref));
      if (files.length === 0) return [`${row.id}: names no src/ or widgets/ file`];
      return files.filter((file) => !existsSync(file)).map((file) => `${row.id}: ${file}`);
    });
    expect(missing).toEqual([]);
  });

  it('gives the totals of the table, before and after the moves it lists', () => {
    const after = count(rows.map((row) => row.kind));
    const moved = tableUnder('## Moved in this change');
    const kindOf = new Map(rows.map((row) => [row.id, row.kind]));
    for (const [id = '', before = '', now = ''] of moved) {
      expect(kindOf.get(id), `moved ${id} is in the table as ${now}`).toBe(now);
      expect(KINDS as readonly string[]).toContain(before);
    }
    const beforeKinds = rows.map((row) => moved.find(([id]) => id === row.id)?.[1] ?? row.kind);
    const before = count(beforeKinds);
    const totals = tableUnder('## Totals');
    const totalRow = (label: string) =>
      totals
        .find(([first]) => first?.startsWith(label))
        ?.slice(1, 5)
        .map(Number);
    expect(totalRow('before'), 'the "before" totals').toEqual([
      before.data,
      before.TypeScript,
      before['gateway-side'],
      rows.length,
    ]);
    expect(totalRow('after'), 'the "after" totals').toEqual([
      after.data,
      after.TypeScript,
      after['gateway-side'],
      rows.length,
    ]);
  });

  it('lists every TypeScript rule that remains, with why, under "What remains in TypeScript"', () => {
    const remains = tableUnder('## What remains in TypeScript').map(([id]) => id);
    expect([...remains].sort()).toEqual(typeScriptRows.map((row) => row.id).sort());
  });
});
