import type { ValidationRule } from '../../schemas/generated/journey';
import { passesRule } from './check-rule';
import { evaluateCondition } from './evaluate-logic';
import { ruleParams } from './limit-params';
import { childPointer } from './json-pointer';
import { locationAt } from './location-at';
import { logicData } from './logic-data';
import { resolveMessage } from './resolve-text';
import type { Answers, JourneyState, ResolvedField, ResolvedStep, ValidationIssue } from './types';
import { visibleFields } from './visible-fields';

/** When validation runs: as the resident types, or on Continue (and save). */
export type ValidationPhase = 'typing' | 'continue';

function isStripRule(rule: ValidationRule): boolean {
  return (
    (rule.rule === 'allowedCharacters' || rule.rule === 'forbiddenCharacters' || rule.rule === 'maxLength') &&
    rule.strip === true
  );
}

function issue(rule: ValidationRule, field: ResolvedField | null): ValidationIssue {
  const params = ruleParams(rule, field?.definition);
  return {
    code: rule.message,
    field: field?.definition.id ?? null,
    severity: rule.severity ?? 'error',
    rule: rule.rule,
    ...(params ? { params } : {}),
  };
}

function addFieldIssues(
  issues: ValidationIssue[],
  step: ResolvedStep,
  field: ResolvedField,
  answers: Answers,
  state: JourneyState,
  phase: ValidationPhase,
): void {
  const rules = field.definition.validation;
  if (rules === undefined) return;
  const value = answers[field.definition.id];
  const data = logicData(answers, state, field.item ?? step.item);
  for (const [i, rule] of rules.entries()) {
    if (phase === 'typing' && rule.on !== 'typing') continue;
    // Strip rules change the value as it is typed (sanitiseValue) instead of rejecting it.
    if (isStripRule(rule)) continue;
    if (
      rule.when !== undefined &&
      !evaluateCondition(rule.when, data, locationAt(step.id, field.pointer, 'validation', i, 'when'))
    )
      continue;
    if (passesRule(rule, value, data, locationAt(step.id, field.pointer, 'validation', i, 'value'))) continue;
    issues.push(issue(rule, field));
    // One error per field, as GOV.UK pages show: the first failing rule wins; warnings do not stop the checks.
    if ((rule.severity ?? 'error') === 'error') break;
  }
}

/**
 * Validates a step's visible fields, its page rules and its warnings against the answers seen so far.
 * Invariant: hidden fields are never validated; in the typing phase only rules marked `on: typing` run.
 */
export function stepIssues(
  step: ResolvedStep,
  base: Answers,
  state: JourneyState,
  phase: ValidationPhase,
  values?: Answers,
): ValidationIssue[] {
  const { visible, answers } = visibleFields(step, base, state, values);
  return issuesOfVisible(step, visible, answers, state, phase);
}

/**
 * stepIssues for a step whose visible fields and answers are known already (visibleFields, addVisibleAnswers): the
 * path's walk validates each step on the answers it keeps, without copying them again.
 */
export function issuesOfVisible(
  step: ResolvedStep,
  visible: readonly ResolvedField[],
  answers: Answers,
  state: JourneyState,
  phase: ValidationPhase,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const field of visible) addFieldIssues(issues, step, field, answers, state, phase);
  const pageRules = phase === 'continue' ? step.definition.validation : undefined;
  const warnings = step.definition.warnings;
  if (pageRules === undefined && warnings === undefined) return issues;
  const data = logicData(answers, state, step.item);
  for (const [i, rule] of (pageRules ?? []).entries()) {
    if (!evaluateCondition(rule.when, data, locationAt(step.id, step.pointer, 'validation', i, 'when'))) continue;
    if (!passesRule(rule, undefined, data, locationAt(step.id, step.pointer, 'validation', i, 'value')))
      issues.push(issue(rule, null));
  }
  for (const [i, warning] of (warnings ?? []).entries()) {
    if (!evaluateCondition(warning.when, data, locationAt(step.id, step.pointer, 'warnings', i, 'when'))) continue;
    const { code, params } = resolveMessage(warning.message, warning.params, data, {
      stepId: step.id,
      pointer: childPointer(step.pointer, 'warnings', i, 'message'),
    });
    issues.push({
      code,
      field: warning.field ?? null,
      severity: 'warning',
      rule: 'warning',
      ...(params ? { params } : {}),
      ...(warning.presentation ? { presentation: warning.presentation } : {}),
    });
  }
  return issues;
}
