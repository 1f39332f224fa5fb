import type { PageRule } from '../../schemas/generated/rule';
import { evaluateCondition } from './evaluate-logic';

/**
 * Decides a named page rule (rules/<name>.json) for the given inputs. Inputs the rule does not declare are not
 * passed on, so a rule cannot quietly depend on something its description does not list. A rule that throws is a
 * ConditionError pointing at the rule file, never a silent false.
 */
export function evaluateRule(name: string, rule: PageRule, inputs: Readonly<Record<string, unknown>>): boolean {
  const context = Object.fromEntries(Object.keys(rule.inputs).map((key) => [key, inputs[key] ?? null]));
  return evaluateCondition(rule.logic, { answers: {}, context, effects: {} }, { stepId: `rules/${name}.json`, pointer: '/logic' });
}
