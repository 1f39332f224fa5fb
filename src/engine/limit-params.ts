import type { Field, ValidationRule } from '../../schemas/generated/journey';

/** The placeholder a length rule's limit fills in its message: {min} for minLength, {max} for maxLength. */
export const LIMIT_PARAM = { minLength: 'min', maxLength: 'max' } as const;

/** A field's own limits as message values: {min} and {max} from its minLength and maxLength rules. */
export function fieldLimits(field: Pick<Field, 'validation'> | undefined): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const rule of field?.validation ?? []) {
    if (rule.rule === 'minLength' || rule.rule === 'maxLength') limits[LIMIT_PARAM[rule.rule]] ??= rule.value;
  }
  return limits;
}

/**
 * The values a rule's message is worded with: its own `params`, and the limit the rule sets — a length rule's own
 * value as {min} or {max}, or for a field's logic rule (the referral's "reached the limit" warning) the field's
 * limits — so "Description must be {max} characters or fewer" follows the rule when 188 becomes 250, and two fields
 * with different limits can share one message. The rule's own value wins over a `params` of the same name.
 */
export function ruleParams(
  rule: ValidationRule,
  field?: Pick<Field, 'validation'>,
): Record<string, string | number> | undefined {
  const params: Record<string, string | number> =
    rule.rule === 'minLength' || rule.rule === 'maxLength'
      ? { ...rule.params, [LIMIT_PARAM[rule.rule]]: rule.value }
      : rule.rule === 'logic'
        ? { ...fieldLimits(field), ...rule.params }
        : { ...rule.params };
  return Object.keys(params).length > 0 ? params : undefined;
}
