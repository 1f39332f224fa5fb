import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LintReport } from '../../tools/journeys/lint';
import { runCli } from './support/run-cli';

const temporary: string[] = [];
afterEach(() => {
  for (const d of temporary.splice(0)) rmSync(d, { recursive: true, force: true });
});

function rulesDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rules-lint-'));
  temporary.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, `${name}.json`), text);
  return dir;
}

const menu = (logic: unknown) =>
  JSON.stringify(
    { $schema: '../schemas/rule.schema.json', description: 'x', inputs: { messagesToggle: 'the toggle' }, logic },
    null,
    2,
  );

describe('npm run journeys -- lint checks rules/*.json too', () => {
  it('reports a rule reading an undeclared input and a table missing an output, at their line, and exits 1', async () => {
    const dir = rulesDir({
      'menu-messages': menu({ '===': [{ var: 'context.messagesToggel' }, true] }),
      colours: JSON.stringify(
        { description: 'x', inputs: { status: 's' }, outputs: { colour: 'c' }, rows: [{ status: 'Open' }] },
        null,
        2,
      ),
    });
    const result = await runCli(['lint', 'rules/menu-messages', 'rules/colours', '--rules-dir', dir]);
    const lines = result.out.split('\n');
    expect(
      lines.filter((l) => l.includes('RULE_')).map((l) => l.replace(/^.*?menu-messages\.json|^.*?colours\.json/, '')),
    ).toEqual([
      ':10:16 /logic/===/0/var RULE_UNKNOWN_INPUT "context.messagesToggel" reads "messagesToggel", which is not one of the rule\'s "inputs", so it is always empty. Did you mean "messagesToggle"? The inputs are "messagesToggle"; add it to "inputs" (with what it means) if the page provides it.',
      ':10:5 /rows/0 RULE_MISSING_OUTPUT The row gives no "colour": every row gives every output ("colour"); the page would stop with an error on this row.',
    ]);
    expect(lines.at(-1)).toBe('0 journeys and 2 rules checked: 2 errors, 0 warnings.');
    expect(result.code).toBe(1);
  });

  it('checks the rule schema first (one line for a missing property), and a file that is not JSON', async () => {
    const dir = rulesDir({
      nologic: JSON.stringify({ description: 'x', inputs: {} }, null, 2),
      broken: '{\n  "description": "x"\n  "inputs": {}\n}\n',
    });
    const { report } = {
      report: JSON.parse(
        (await runCli(['lint', 'rules/nologic', 'rules/broken', '--json', '--rules-dir', dir])).out,
      ) as LintReport,
    };
    expect(report.problems.map((p) => [p.code, p.pointer, p.line, p.message])).toEqual([
      [
        'RULE_SCHEMA',
        '',
        1,
        'The rule needs "logic": A json-logic expression over context.* (strict equality only: use === and !==).',
      ],
      [
        'RULE_INVALID_JSON',
        '',
        3,
        "Not valid JSON (Expected ',' or '}' after property value). A comma is probably missing at the end of line 2.",
      ],
    ]);
  });

  it('checks every journey and every rule when no ids are given', async () => {
    const dir = rulesDir({ 'menu-messages': menu({ var: 'context.messagesToggle' }) });
    const empty = rulesDir({});
    const result = await runCli(['lint', '--dir', empty, '--rules-dir', dir]);
    expect(result.out).toBe('0 journeys and 1 rule checked: no problems.');
  });
});
