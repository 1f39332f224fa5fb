import type { ValidationRule } from '../../schemas/generated/journey';
import { answerLength, isEmptyAnswer } from './answer-values';
import { breaksCharacterRule } from './character-rules';
import { evaluateCondition, type LogicData, type LogicLocation } from './evaluate-logic';
import { FREE_TEXT_CHECKS } from './free-text';

const patterns = new Map<string, RegExp>();

/**
 * The compiled regular expression of a pattern rule (Unicode mode), cached.
 * Invariant: throws SyntaxError for an invalid pattern; loadJourney reports those first.
 */
export function compilePattern(pattern: string): RegExp {
  const cached = patterns.get(pattern);
  if (cached) return cached;
  const compiled = new RegExp(pattern, 'u');
  patterns.set(pattern, compiled);
  return compiled;
}

/**
 * True when a value passes one validation rule.
 * Invariant: every rule but "required" and "logic" passes an empty answer, so an optional field is never
 * rejected for being empty.
 */
export function passesRule(rule: ValidationRule, value: unknown, data: LogicData, where: LogicLocation): boolean {
  if (rule.rule === 'required') return !isEmptyAnswer(value);
  if (rule.rule === 'logic') return evaluateCondition(rule.value, data, where);
  if (isEmptyAnswer(value)) return true;
  switch (rule.rule) {
    case 'minLength':
    case 'maxLength': {
      const length = answerLength(value);
      if (length === null) return true;
      return rule.rule === 'minLength' ? length >= rule.value : length <= rule.value;
    }
    case 'pattern':
      return typeof value === 'string' || typeof value === 'number'
        ? compilePattern(rule.value).test(String(value))
        : true;
    case 'freeText':
      return typeof value === 'string' ? FREE_TEXT_CHECKS[rule.check](value) : true;
    case 'allowedCharacters':
    case 'forbiddenCharacters':
      return typeof value === 'string' ? !breaksCharacterRule(rule, value) : true;
  }
}
