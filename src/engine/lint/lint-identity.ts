import { compilePattern } from '../check-rule';
import { UNSUPPORTED_SCHEMA_KEYWORDS, unsupportedKeywords } from './field-schema-keywords';
import type { LintContext } from './lint-context';
import { stepFields } from './lint-context';
import { didYouMean, listNames } from './near-names';

/**
 * Checks ids and field definitions: unique step ids, routes and field ids; known widgets; compilable patterns;
 * coherent options and character rules.
 * Invariant: reports every problem, never stops at the first.
 */
export function lintIdentity(ctx: LintContext): void {
  const stepIds = new Map<string, number>();
  const routes = new Map<string, number>();
  const fieldIds = new Map<string, string>();
  ctx.journey.steps.forEach((step, i) => {
    const pointer = `/steps/${i}`;
    if (stepIds.has(step.id))
      ctx.report(
        'JOURNEY_DUPLICATE_STEP_ID',
        `${pointer}/id`,
        `Step id "${step.id}" is already used by step ${stepIds.get(step.id)}.`,
      );
    else stepIds.set(step.id, i);
    // The portal's router ignores case: "/EnquiryReview" and "/enquiryreview" are one page.
    const routeKey = step.route.toLowerCase();
    const taken = routes.get(routeKey);
    if (taken !== undefined) {
      const other = ctx.journey.steps[taken]?.route ?? '';
      ctx.report(
        'JOURNEY_DUPLICATE_ROUTE',
        `${pointer}/route`,
        other === step.route
          ? `Route "${step.route}" is already used by step ${taken} ("${ctx.journey.steps[taken]?.id}").`
          : `Route "${step.route}" is route "${other}" of step ${taken} ("${ctx.journey.steps[taken]?.id}") in other letter case, and the router ignores case: they are one page. Give this step its own route.`,
      );
    } else routes.set(routeKey, i);
    if (step.actions?.saveAndExit && !ctx.journey.saveAndExit) {
      ctx.report(
        'JOURNEY_NO_SAVE_AND_EXIT',
        `${pointer}/actions/saveAndExit`,
        'The step shows "Save and exit" but the journey has no saveAndExit.',
      );
    }
    if (step.kind !== 'question' && (step.fields?.length || step.generate)) {
      ctx.report(
        'JOURNEY_FIELDS_ON_NON_QUESTION',
        pointer,
        `A ${step.kind} step cannot ask questions; use kind "question".`,
      );
    }
    // Field templates of one generated step may share an id (one per question type); across steps ids are unique.
    const ownIds = new Set<string>();
    for (const { field, pointer: fieldPointer } of stepFields(step, pointer)) {
      const previous = fieldIds.get(field.id);
      if (previous !== undefined && !ownIds.has(field.id))
        ctx.report(
          'JOURNEY_DUPLICATE_FIELD_ID',
          `${fieldPointer}/id`,
          `Field id "${field.id}" is already used at ${previous}.`,
        );
      if (previous === undefined) fieldIds.set(field.id, `${fieldPointer}/id`);
      ownIds.add(field.id);
      if (ctx.widgets && !ctx.widgets.has(field.widget))
        ctx.report(
          'JOURNEY_UNKNOWN_WIDGET',
          `${fieldPointer}/widget`,
          `No widget is registered as "${field.widget}".${didYouMean(field.widget, ctx.widgets)} The widgets are ${listNames([...ctx.widgets].sort())}.`,
        );
      for (const found of unsupportedKeywords(field.schema)) {
        ctx.report(
          'JOURNEY_SCHEMA_KEYWORD_UNSUPPORTED',
          `${fieldPointer}/schema${found.pointer}`,
          `"${found.keyword}" cannot be used in a field's schema: ${UNSUPPORTED_SCHEMA_KEYWORDS[found.keyword] ?? ''}.`,
        );
      }
      if (field.options && field.optionsFrom)
        ctx.report(
          'JOURNEY_OPTIONS_CONFLICT',
          `${fieldPointer}/optionsFrom`,
          'A field has either options or optionsFrom, not both.',
        );
      (field.validation ?? []).forEach((rule, r) => {
        const rulePointer = `${fieldPointer}/validation/${r}`;
        if (rule.rule === 'pattern') {
          try {
            compilePattern(rule.value);
          } catch (error) {
            ctx.report(
              'JOURNEY_INVALID_PATTERN',
              `${rulePointer}/value`,
              `Not a valid regular expression: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
        if (
          (rule.rule === 'allowedCharacters' || rule.rule === 'forbiddenCharacters') &&
          !rule.characters &&
          !rule.classes?.length
        ) {
          ctx.report('JOURNEY_EMPTY_CHARACTER_RULE', rulePointer, 'A characters rule needs "characters" or "classes".');
        }
        if (rule.rule === 'minLength' && rule.strip)
          ctx.report(
            'JOURNEY_STRIP_NOT_ALLOWED',
            `${rulePointer}/strip`,
            'Only maxLength and characters rules can strip.',
          );
      });
    }
  });
}
