import type { RuleFile } from '../../schemas/generated/rule';
import { RuleTableError } from './errors';
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
 * `otherwise`, or a row for each input) that gives nothing was broken by an edit: a RuleTableError naming the file
 * and the inputs, never a made-up default.
 */
export function requireRow(name: string, row: RuleRow | null, inputs: Readonly<Record<string, unknown>>): RuleRow {
  if (row) return row;
  const key = JSON.stringify(inputs);
  throw new RuleTableError(`rules/${name}.json`, '/otherwise', key, `No row matches ${key}: add a row or an otherwise`);
}

/** lookUpRuleRow for a table that must answer: the row for these inputs, or a RuleTableError naming the file. */
export function requireRuleRow(name: string, rule: unknown, inputs: Readonly<Record<string, unknown>>): RuleRow {
  return requireRow(name, lookUpRuleRow(name, asRuleFile(rule), inputs), inputs);
}

/**
 * What a json-logic rule (rules/<name>.json) gave, narrowed to the values the page acts on; anything else is a
 * RuleTableError at the rule's logic, as a table's choice cell is at its cell (RuleRow.choice).
 */
export function ruleChoice<T extends string>(name: string, value: string, choices: readonly T[]): T {
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new RuleTableError(`rules/${name}.json`, '/logic', 'logic', `"${value}" is not one of ${choices.join(', ')}`);
}
