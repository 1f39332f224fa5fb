import type { RuleFile } from '../../schemas/generated/rule';
import { ConditionError } from './errors';
import { lookUpRuleRow, type RuleRow } from './rule-table';

// What every area's rule readers share (decision 0061): a rule file typed as one, and the row a table must give. Apart
// from rule-table.ts, which the first download carries, so the pages that read no such table do not.

/**
 * A rule file imported as JSON, typed as a rule. TypeScript types a JSON import by its literal shape, and cannot
 * compare rows that leave out different columns with the schema's types; tests/rules/rules.test.ts checks every
 * file against schemas/rule.schema.json instead.
 */
export function asRuleFile(json: unknown): RuleFile {
  return json as RuleFile;
}

/**
 * The row a decision table must give for these inputs. A table the page relies on for every input (through its
 * `otherwise`, or a row for each input) that gives nothing was broken by an edit: a ConditionError naming the file,
 * never a made-up default.
 */
export function requireRow(name: string, row: RuleRow | null, inputs: Readonly<Record<string, unknown>>): RuleRow {
  if (row) return row;
  throw new ConditionError(
    'CONDITION_THREW',
    `rules/${name}.json`,
    '/otherwise',
    `No row matches ${JSON.stringify(inputs)}: add a row or an otherwise`,
  );
}

/** lookUpRuleRow for a table that must answer: the row for these inputs, or a ConditionError naming the file. */
export function requireRuleRow(name: string, rule: unknown, inputs: Readonly<Record<string, unknown>>): RuleRow {
  return requireRow(name, lookUpRuleRow(name, asRuleFile(rule), inputs), inputs);
}
