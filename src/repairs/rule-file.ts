import type { RuleFile } from '../../schemas/generated/rule';

/**
 * A rule file imported as JSON, typed as a rule. TypeScript types a JSON import by its literal shape, and cannot
 * compare rows that leave out different columns with the schema's types; tests/rules/rules.test.ts checks every
 * file against schemas/rule.schema.json instead.
 */
export function asRuleFile(json: unknown): RuleFile {
  return json as RuleFile;
}
