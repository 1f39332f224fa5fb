import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ruleReadings, unreadRuleProblems } from '../../tools/journeys/rule-readers';

// Issue 27 §1: changing the recall window in rules/repair-recall.json was accepted by the lint and changed nothing,
// because the function reading it was called by no page. A scratch project shows each case the lint tells apart.
const root = mkdtempSync(join(tmpdir(), 'rule-readers-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const rule = {
  description: 'x',
  inputs: { status: 'the status', months: 'months since' },
  logic: { '===': [{ var: 'context.status' }, 'Completed'] },
};
write('rules/recall.json', JSON.stringify(rule));
write('rules/orphan.json', JSON.stringify(rule));
write(
  'src/repairs/recall.ts',
  "import rule from '../../rules/recall.json';\nexport function canRecall(status: string) { return evaluate(rule, { status }); }\n",
);
write('src/repairs/index.ts', "export { canRecall } from './recall';\n");
write('src/repairs/recall.test.ts', "import { canRecall } from './recall';\ncanRecall('Completed');\n");

const problems = (name: string) =>
  unreadRuleProblems(rule, ruleReadings(root, [name])[name], `rules/${name}.json`).map((p) => `${p.pointer} ${p.code}`);

describe('a rule file the portal must read', () => {
  it('is an error, with its path, when no module imports it', () => {
    expect(problems('orphan')).toEqual([' RULE_UNREAD_FILE']);
  });

  it('is an error when its reader is named only by a barrel and a test (the recall rule of issue 27)', () => {
    expect(problems('recall')).toEqual([' RULE_UNREAD_FILE']);
  });

  it('is read once a page uses its reader; a column that code never names is an error at the column', () => {
    write(
      'src/pages/repair-page.tsx',
      "import { canRecall } from '../repairs';\nexport const RepairPage = () => canRecall('Completed');\n",
    );
    expect(problems('recall')).toEqual(['/inputs/months RULE_UNREAD_COLUMN']);
  });
});
