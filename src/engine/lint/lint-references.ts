import type { Blocking, EffectCall, Text, Warning } from '../../../schemas/generated/journey';
import { messageParts } from '../message-parts';
import type { LintContext } from './lint-context';
import { stepFields } from './lint-context';
import { checkPlace } from './named-places';
import { didYouMean, listNames } from './near-names';
import { isTextWithParams } from './text-locations';
import { notTexts, shownTexts, walkTexts, type TextWalk } from './text-walk';
import { childPointer } from '../json-pointer';
import { policyOf } from '../error-policy';

function lintEffects(ctx: LintContext, calls: readonly EffectCall[] | undefined, pointer: string): void {
  (calls ?? []).forEach((call, i) => {
    const at = `${pointer}/${i}`;
    if (!ctx.journey.effects?.[call.effect])
      ctx.report('JOURNEY_UNKNOWN_EFFECT', `${at}/effect`, undeclaredEffect(ctx, call.effect));
    const { message, errorPage, end, ignore } = policyOf(call);
    const policies = [message !== undefined, errorPage !== undefined, end !== undefined, ignore === true].filter(
      Boolean,
    ).length;
    if (policies !== 1)
      ctx.report(
        'JOURNEY_EFFECT_ERROR_POLICY',
        `${at}/onError`,
        'onError needs exactly one of "message", "errorPage", "end" or "ignore": true.',
      );
    if (errorPage !== undefined) checkPlace(ctx, 'errorPages', errorPage, `${at}/onError/errorPage`);
    if (end !== undefined) checkPlace(ctx, 'endings', end, `${at}/onError/end`);
  });
}

function undeclaredEffect(ctx: LintContext, effect: string): string {
  const declared = Object.keys(ctx.journey.effects ?? {});
  return `Effect "${effect}" is not declared in the journey's "effects".${didYouMean(effect, declared)} Declare it there, or use one that is: ${listNames(declared)}.`;
}

const escape = (segment: string): string => segment.replaceAll('~', '~0').replaceAll('/', '~1');

function lintMessage(ctx: LintContext, text: Text | undefined, pointer: string): void {
  if (!ctx.messageKeys || typeof text !== 'string' || text.includes('{')) return;
  if (!ctx.messageKeys.has(text))
    ctx.report('JOURNEY_UNKNOWN_MESSAGE', pointer, `"${text}" is not a key of the locale file.`);
}

/**
 * A message shown as a list needs a text written for the split (repairs.md §8): a lead and at least one step, with a
 * question mark between each. Checked when the locale's texts are given; a key with placeholders is left alone.
 */
function lintPresentation(ctx: LintContext, entry: Blocking | Warning, pointer: string): void {
  if (!ctx.messageTexts || entry.presentation?.list === undefined) return;
  const key = typeof entry.message === 'string' ? entry.message : entry.message.key;
  const text = ctx.messageTexts[key];
  if (text === undefined || key.includes('{')) return;
  if (messageParts(text).items.length === 0) {
    ctx.report(
      'JOURNEY_MESSAGE_NOT_A_LIST',
      `${pointer}/presentation/list`,
      `"${key}" is shown as a list, but its text has no steps: write it as a lead and steps with a question mark between each ("If you can smell gas:?Call …?Open doors and windows.").`,
    );
  }
}

/**
 * Every text the journey names, with the codes of effect messages and a link's confirmation heading (keys only);
 * message parameters are logic (checked by lintLogic), and a generated field's label paths (context) are not texts.
 */
const namedTexts: TextWalk = {
  texts: new Set([...shownTexts, 'unknownOutcome', 'confirm']),
  skip: new Set([...notTexts, 'context', 'params']),
};

function lintTexts(ctx: LintContext, journey: unknown): void {
  walkTexts(journey, '', namedTexts, (text, pointer) => {
    if (typeof text === 'string') lintMessage(ctx, text, pointer);
    else if (isTextWithParams(text)) {
      // {key, params, fallback?}: both keys must exist.
      lintMessage(ctx, text.key, childPointer(pointer, 'key'));
      if (text.fallback !== undefined) lintMessage(ctx, text.fallback, childPointer(pointer, 'fallback'));
    } else return false;
    return true;
  });
}

/**
 * Checks references: declared effects (widget calls too) with exactly one failure policy naming an existing error
 * page or ending, the context's error page, `clears` naming later fields or steps,
 * fields named by blocking outcomes and warnings, and (when the locale keys are given) every message key.
 * Invariant: reports every problem, never stops at the first.
 */
export function lintReferences(ctx: LintContext): void {
  const { journey } = ctx;
  journey.steps.forEach((step, i) => {
    const pointer = `/steps/${i}`;
    lintEffects(ctx, step.onEnter, `${pointer}/onEnter`);
    lintEffects(ctx, step.onExit, `${pointer}/onExit`);
    const fields = stepFields(step, pointer);
    const ownIds = new Set(fields.map(({ field }) => field.id));
    for (const [list, name] of [
      [step.blocking, 'blocking'],
      [step.warnings, 'warnings'],
    ] as const) {
      (list ?? []).forEach((entry, b) => {
        if (entry.field !== undefined && !ownIds.has(entry.field))
          ctx.report(
            'JOURNEY_UNKNOWN_FIELD',
            `${pointer}/${name}/${b}/field`,
            `Step "${step.id}" has no field "${entry.field}".${didYouMean(entry.field, ownIds)}`,
          );
        lintPresentation(ctx, entry, `${pointer}/${name}/${b}`);
      });
    }
    for (const { field, pointer: fieldPointer } of fields) {
      for (const [name, call] of Object.entries(field.calls ?? {})) {
        if (!ctx.journey.effects?.[call.effect]) {
          ctx.report(
            'JOURNEY_UNKNOWN_EFFECT',
            `${fieldPointer}/calls/${escape(name)}/effect`,
            undeclaredEffect(ctx, call.effect),
          );
        }
      }
      (field.clears ?? []).forEach((entry, c) => {
        const at = `${fieldPointer}/clears/${c}`;
        if (entry === '@later') return;
        if (entry === '@later-pages') {
          if (!step.generate)
            ctx.report(
              'JOURNEY_UNKNOWN_FIELD',
              at,
              `"@later-pages" clears the later pages of a generated step, and step "${step.id}" is not generated: use "@later" or "@step:<id>".`,
            );
          return;
        }
        const order = entry.startsWith('@step:')
          ? ctx.stepIndex.get(entry.slice('@step:'.length))
          : ctx.fieldOwners.get(entry);
        if (order === undefined)
          ctx.report(
            'JOURNEY_UNKNOWN_FIELD',
            at,
            `"${entry}" is not a field id, "@step:<id>" of a known step, "@later" or "@later-pages".${
              entry.startsWith('@step:')
                ? didYouMean(
                    entry,
                    [...ctx.stepIndex.keys()].map((id) => `@step:${id}`),
                  )
                : didYouMean(entry, ctx.fieldOwners.keys())
            }`,
          );
        else if (order <= i)
          ctx.report(
            'JOURNEY_CLEARS_EARLIER',
            at,
            `"${entry}" is not on a later step; a change only clears later answers.`,
          );
      });
    }
  });
  const contextPage = journey.contextErrorPage;
  if (contextPage !== undefined) checkPlace(ctx, 'errorPages', contextPage, '/contextErrorPage');
  for (const key of ['exit', 'saveAndExit', 'leave'] as const)
    lintEffects(ctx, journey[key]?.effects, `/${key}/effects`);
  for (const [name, ending] of Object.entries(journey.endings ?? {}))
    lintEffects(ctx, ending.effects, `/endings/${escape(name)}/effects`);
  if (journey.entry) {
    lintEffects(ctx, journey.entry.effects, '/entry/effects');
    for (const field of Object.keys(journey.entry.answers ?? {})) {
      if (!ctx.fieldOwners.has(field))
        ctx.report(
          'JOURNEY_UNKNOWN_FIELD',
          `/entry/answers/${escape(field)}`,
          `"${field}" is not a field of any step.${didYouMean(field, ctx.fieldOwners.keys())}`,
        );
    }
  }
  lintTexts(ctx, journey);
}
