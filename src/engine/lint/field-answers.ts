import { inspectLogic } from '../inspect-logic';
import { childPointer } from '../json-pointer';
import type { LintContext } from './lint-context';
import { stepFields } from './lint-context';

// What a built-in widget's answer is (widgets/): a custom widget is not checked.
const answerTypes: Readonly<Record<string, string>> = {
  'yes-no': 'boolean',
  checkboxes: 'array',
  'media-uploader': 'array',
};
// The widgets that offer choices: without options or optionsFrom they show none, and no answer can be given.
const choiceWidgets: ReadonlySet<string> = new Set(['radios', 'checkboxes', 'select']);

/**
 * Checks each field's answer against what asks it: the widget's kind of answer is the schema's type, a choice widget
 * has choices, each choice a value of its own, and the field's condition does not read the field's own answer (a
 * hidden field has no answer, so it would never show, or once answered never hide).
 * Invariant: reports every problem, never stops at the first; one problem per mistake.
 */
export function lintFieldAnswers(ctx: LintContext): void {
  ctx.journey.steps.forEach((step, i) => {
    for (const { field, pointer } of stepFields(step, `/steps/${i}`)) {
      const schemaType = (field.schema as { type?: unknown }).type;
      const expected = answerTypes[field.widget];
      if (expected !== undefined && typeof schemaType === 'string' && schemaType !== expected) {
        ctx.report(
          'JOURNEY_WIDGET_SCHEMA',
          `${pointer}/schema/type`,
          `The "${field.widget}" widget gives an answer of type "${expected}", but the field's schema says "${schemaType}": write {"type": "${expected}"}${expected === 'array' ? ' with its "items"' : ''}.`,
        );
      }
      if (choiceWidgets.has(field.widget) && !field.options && !field.optionsFrom) {
        ctx.report(
          'JOURNEY_NO_OPTIONS',
          `${pointer}/widget`,
          `A "${field.widget}" field needs its choices: give "options" ([{"value": …, "label": …}]) or "optionsFrom".`,
        );
      }
      const seen = new Map<unknown, number>();
      (field.options ?? []).forEach((option, o) => {
        const first = seen.get(option.value);
        if (first !== undefined)
          ctx.report(
            'JOURNEY_DUPLICATE_OPTION_VALUE',
            `${pointer}/options/${o}/value`,
            `Option ${o + 1} has the value ${JSON.stringify(option.value)}, as option ${first + 1} has: the answer could not tell them apart. Give each option its own value.`,
          );
        else seen.set(option.value, o);
      });
      if (field.when === undefined || field.id.includes('{')) continue;
      for (const { name, pointer: at } of inspectLogic(field.when).variables) {
        if (name === `answers.${field.id}` || name?.startsWith(`answers.${field.id}.`)) {
          ctx.report(
            'JOURNEY_FIELD_READS_ITSELF',
            childPointer(`${pointer}`, 'when') + at,
            `The condition of field "${field.id}" reads its own answer: while it is hidden it has no answer, so it would never show. Read the answer it depends on (an earlier field).`,
          );
        }
      }
    }
  });
}
