import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Field, ValidationRule } from '../../schemas/generated/journey';
import { ruleParams, sanitiseValue } from '../../src/engine';
import { NO_FORM_MESSAGES, noticeTyping } from '../../src/journey/session';
import { t, type MessageKey } from '../../src/shared/i18n';
import { readEnglish } from '../../tools/locale-files.mjs';
import { createJourneyFiles } from '../../tools/fixtures/journey-files';

// Issue 27 §1: "Description must be {max} characters or fewer" reached residents with its placeholder raw, because
// the widget's own cut (a textarea with a character count) reported the code without the rule's values. This walks
// every validation rule of every journey whose message takes values, and words it each way it reaches a resident:
// Continue's and typing's check (the rule's values), the engine's own strip and the widget's notice of its cut.

const root = join(import.meta.dirname, '..', '..');
const english = readEnglish(root) as Record<string, string>;
const files = createJourneyFiles(root);
const takesValues = (code: string): boolean => /\{\w+\}/.test(english[code] ?? '');

interface RuleOfField {
  readonly journey: string;
  readonly field: Field;
  readonly rule: ValidationRule;
}

/** Every validation rule of a journey's fields (generated pages' templates too) whose message takes values. */
function rulesTakingValues(): RuleOfField[] {
  return files.ids().flatMap((id) => {
    const steps = files.load(id).definition.steps;
    const fields = steps.flatMap((step) => [
      ...(step.fields ?? []),
      ...(step.generate?.fields ?? []).map((template) => template.field),
    ]);
    return fields.flatMap((field) =>
      (field.validation ?? [])
        .filter((rule) => takesValues(rule.message))
        .map((rule) => ({ journey: id, field, rule })),
    );
  });
}

const worded = (code: string, params?: Record<string, string | number>): string => t(code as MessageKey, params ?? {});

describe('every message with values a journey shows has them all filled', () => {
  const rules = rulesTakingValues();

  it('finds the messages that take values (the description limit among them)', () => {
    expect(rules.map(({ rule }) => rule.message)).toContain('Repair_details_too_long');
  });

  it.each(
    rules.map(
      (entry) => [`${entry.journey} ${entry.field.id} ${entry.rule.rule} ${entry.rule.message}`, entry] as const,
    ),
  )('%s', (_, { field, rule }) => {
    expect(worded(rule.message, ruleParams(rule, field))).not.toContain('{');
    const notice = noticeTyping(NO_FORM_MESSAGES, field.id, rule.message, field).typing[field.id]?.[0];
    expect(worded(rule.message, notice?.params)).not.toContain('{');
    if ('strip' in rule && rule.strip === true && rule.rule === 'maxLength') {
      const cut = sanitiseValue(field, 'x'.repeat(rule.value + 5)).issues.find((issue) => issue.code === rule.message);
      expect(worded(rule.message, cut?.params)).not.toContain('{');
    }
  });

  it("words the widget's notice of the description cut with the rule's own limit", () => {
    const description = rules.find(({ rule }) => rule.message === 'Repair_details_too_long');
    const notice = noticeTyping(NO_FORM_MESSAGES, 'repairDescription', 'Repair_details_too_long', description?.field)
      .typing.repairDescription?.[0];
    expect(worded('Repair_details_too_long', notice?.params)).toBe('Description must be 188 characters or fewer');
  });
});
