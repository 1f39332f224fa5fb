import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '../../locales/generated/en';
import { evaluateRuleValue } from '../../src/engine';
import { REPAIR_PAGE_MESSAGES } from '../../src/repairs';
import type { PageRule, RuleFile, TableRow } from '../../schemas/generated/rule';

// Every text a repair rule names is a locale key with English text (tests/locales.test.ts sees it used because it
// reads rules/*.json). Columns named label, title and message hold keys; `shows` holds a key or firstSentence,
// reasonAndLocation or trade.
const repairRules = readdirSync('rules').filter((name) => name.startsWith('repair-') && name.endsWith('.json'));
const read = (file: string) => JSON.parse(readFileSync(join('rules', file), 'utf8')) as RuleFile;

function keysOf(row: TableRow): string[] {
  return Object.entries(row).flatMap(([column, cell]) => {
    if (typeof cell !== 'string') return [];
    if (['label', 'title', 'message'].includes(column)) return [cell];
    if (column === 'shows' && !['firstSentence', 'reasonAndLocation', 'trade'].includes(cell)) return [cell];
    return [];
  });
}

const named = new Set<string>();
for (const file of repairRules) {
  const rule = read(file);
  if ('rows' in rule)
    for (const row of [...rule.rows, ...(rule.otherwise ? [rule.otherwise] : [])])
      for (const key of keysOf(row)) named.add(key);
}
// The detail header's own texts (its other answer is a history title, named above).
const detailStatus = read('repair-detail-status.json') as PageRule;
named.add(evaluateRuleValue('repair-detail-status', detailStatus, { status: 'On Hold' }, 'text'));
named.add(evaluateRuleValue('repair-detail-status', detailStatus, { status: 'Appointed', newestTitle: null }, 'text'));

describe('texts of the repair rules', () => {
  it('finds the repair rules', () => {
    expect(repairRules.length).toBeGreaterThanOrEqual(15);
  });

  it.each([...named].sort())('%s has English text', (key) => {
    expect(Object.hasOwn(en, key)).toBe(true);
  });

  it('names a message with English text for each situation of the history and detail pages', () => {
    for (const key of Object.values(REPAIR_PAGE_MESSAGES))
      expect((en as Record<string, string>)[key]?.trim(), key).toBeTruthy();
  });
});
