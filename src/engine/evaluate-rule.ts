import type { PageRule, RuleFile } from '../../schemas/generated/rule';
import { ConditionError } from './errors';
import { evaluateCondition, evaluateLogic } from './evaluate-logic';

/** The kinds of value a json-logic rule may give (its `returns`), with their TypeScript types. */
export interface RuleValueKinds {
  boolean: boolean;
  text: string;
  number: number;
}

export type RuleValueKind = keyof RuleValueKinds;

const fileOf = (name: string) => `rules/${name}.json`;

// A rule file is only typed by the page that loads it (use-rule.ts casts every file), so a table or a rule of
// another kind can arrive here. Reading a table's missing logic as "no condition" would be a silent true.
function logicRule(name: string, rule: RuleFile, asked: RuleValueKind): PageRule {
  if (!('logic' in rule)) {
    throw new ConditionError(
      'CONDITION_THREW',
      fileOf(name),
      '',
      'The rule is a table, not json-logic: apply it with lookUpRuleRow or ruleRows',
    );
  }
  const declared = rule.returns ?? 'boolean';
  if (declared !== asked) {
    throw new ConditionError(
      'CONDITION_THREW',
      fileOf(name),
      '/returns',
      `The rule returns ${declared}, but the page asks for ${asked}`,
    );
  }
  return rule;
}

// Inputs the rule does not declare are not passed on, so a rule cannot quietly depend on something its description
// does not list.
function contextOf(rule: PageRule, inputs: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(rule.inputs).map((key) => [key, inputs[key] ?? null]));
}

/**
 * Decides a named yes/no rule (rules/<name>.json) for the given inputs, with json-logic truthiness. A rule that
 * throws, is a table or returns another kind of value is a ConditionError pointing at the rule file, never a silent
 * false.
 */
export function evaluateRule(name: string, rule: RuleFile, inputs: Readonly<Record<string, unknown>>): boolean {
  const logic = logicRule(name, rule, 'boolean');
  return evaluateCondition(
    logic.logic,
    { answers: {}, context: contextOf(logic, inputs), effects: {} },
    { stepId: fileOf(name), pointer: '/logic' },
  );
}

const kindOf = (value: unknown): RuleValueKind | null =>
  typeof value === 'boolean'
    ? 'boolean'
    : typeof value === 'string'
      ? 'text'
      : typeof value === 'number' && Number.isFinite(value)
        ? 'number'
        : null;

/**
 * The value of a named rule whose `returns` is `kind` (a label key, a count…). The page states the kind it expects,
 * so a rule changed to give another kind, or logic that gives null or a list, is a ConditionError naming the rule
 * file, never a value the page misreads. Strict equality only, as for every rule.
 */
export function evaluateRuleValue<K extends RuleValueKind>(
  name: string,
  rule: RuleFile,
  inputs: Readonly<Record<string, unknown>>,
  kind: K,
): RuleValueKinds[K] {
  const logic = logicRule(name, rule, kind);
  const value = evaluateLogic(
    logic.logic,
    { answers: {}, context: contextOf(logic, inputs), effects: {} },
    { stepId: fileOf(name), pointer: '/logic' },
  );
  if (kindOf(value) !== kind) {
    throw new ConditionError(
      'CONDITION_THREW',
      fileOf(name),
      '/logic',
      `The rule gave ${JSON.stringify(value) ?? 'nothing'} where a ${kind} was expected`,
    );
  }
  return value as RuleValueKinds[K];
}
