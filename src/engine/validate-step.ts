import type { Field } from '../../schemas/generated/journey';
import { stripCharacters } from './character-rules';
import { ruleParams } from './limit-params';
import { stepBlock } from './step-block';
import { stepContext } from './step-context';
import { stepIssues, type ValidationPhase } from './step-issues';
import type { ActiveBlock, Answers, JourneyState, LoadedJourney, ValidationIssue } from './types';

export type { ValidationPhase } from './step-issues';

/** Options of validateStep. */
export interface ValidateOptions {
  readonly phase: ValidationPhase;
  /** Values being typed that are not yet in the state (they take precedence over stored answers). */
  readonly values?: Answers;
}

/**
 * Validates a step: its visible fields' rules, its page rules and its warnings, with the journey's message codes.
 * Invariant: user-input problems are returned as values, never thrown; hidden fields are not validated.
 */
export function validateStep(
  journey: LoadedJourney,
  state: JourneyState,
  stepId: string,
  options: ValidateOptions,
): ValidationIssue[] {
  const { step, before } = stepContext(journey, state, stepId);
  return stepIssues(step, before, state, options.phase, options.values);
}

/**
 * The blocking outcome in force on a step, or null.
 * Invariant: conditions see only on-path answers (plus the step's candidate values when given).
 */
export function blockingFor(
  journey: LoadedJourney,
  state: JourneyState,
  stepId: string,
  values?: Answers,
): ActiveBlock | null {
  const { step, answers } = stepContext(journey, state, stepId, values);
  return stepBlock(step, answers, state);
}

/** A value after its strip rules, with the messages telling the resident what was removed. */
export interface SanitisedValue {
  readonly value: unknown;
  readonly issues: ValidationIssue[];
}

/**
 * Applies a field's strip rules to a typed value: rejected characters are removed and over-long text is cut.
 * Invariant: only text is changed; each rule that removed something adds its message (severity warning unless the
 * rule says otherwise), and strip rules ignore `when` (they describe what the field can hold).
 */
export function sanitiseValue(field: Field, value: unknown): SanitisedValue {
  if (typeof value !== 'string') return { value, issues: [] };
  let text = value;
  const issues: ValidationIssue[] = [];
  for (const rule of field.validation ?? []) {
    const before = text;
    if ((rule.rule === 'allowedCharacters' || rule.rule === 'forbiddenCharacters') && rule.strip)
      text = stripCharacters(rule, text);
    else if (rule.rule === 'maxLength' && rule.strip) text = [...text].slice(0, rule.value).join('');
    else continue;
    if (text !== before) {
      const params = ruleParams(rule, field);
      issues.push({
        code: rule.message,
        field: field.id,
        severity: rule.severity ?? 'warning',
        rule: rule.rule,
        ...(params ? { params } : {}),
      });
    }
  }
  return { value: text, issues };
}

/**
 * Applies a field's `normalise` steps (when the resident leaves the field), e.g. line breaks to spaces.
 * Invariant: only text is changed, and normalising twice gives the same result as once.
 */
export function normaliseValue(field: Field, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  let text = value;
  for (const step of field.normalise ?? []) {
    if (step === 'line-breaks-to-spaces') text = text.replace(/\r\n|\r|\n/g, ' ');
    if (step === 'trim') text = text.trim();
  }
  return text;
}
