import { inspectLogic } from '../inspect-logic';
import type { LintContext } from './lint-context';
import { stepFields } from './lint-context';
import { logicFormProblems } from './logic-shape';
import { didYouMean } from './near-names';
import { logicLocations } from './logic-locations';

interface Readable {
  readonly item: boolean;
  readonly option: boolean;
  /** The widget's argument, in the input of a widget call. */
  readonly call?: boolean;
}

function isDeclaredContext(ctx: LintContext, path: string): boolean {
  return Object.keys(ctx.journey.context ?? {}).some(
    (k) => path === k || path.startsWith(`${k}.`) || k.startsWith(`${path}.`),
  );
}

function isKnownField(ctx: LintContext, id: string): boolean {
  return ctx.fieldOwners.has(id) || ctx.fieldMatchers.some(({ matcher }) => matcher.test(id));
}

/**
 * Checks one variable name: it must be namespaced and name something the journey declares or asks. Invariant:
 * answers.<field> needs a field of some step, context.* a context declaration, effects.<key> an effect's storeAs.
 */
export function lintVariable(ctx: LintContext, name: string | null, pointer: string, readable: Readable): void {
  if (name === null) {
    ctx.report('JOURNEY_DYNAMIC_VARIABLE', pointer, 'Variable names must be written out, so the lint can check them.');
    return;
  }
  // Placeholders ("answers.case_{item.questionId}") stand for one name segment each.
  const [namespace = '', first = '', ...rest] = name.replace(/\{[^}]*\}/g, 'X').split('.');
  const path = [first, ...rest].join('.');
  if (namespace === 'answers') {
    // {"var": "answers"} (all on-path answers, e.g. for a submission) is allowed.
    if (name !== 'answers' && !isKnownField(ctx, first))
      ctx.report(
        'JOURNEY_UNKNOWN_VARIABLE',
        pointer,
        `"${name}" reads an answer no step asks for.${didYouMean(first, ctx.fieldOwners.keys())}`,
      );
  } else if (namespace === 'context') {
    if (!isDeclaredContext(ctx, path))
      ctx.report(
        'JOURNEY_UNKNOWN_VARIABLE',
        pointer,
        `"${name}" is not declared in the journey's "context".${didYouMean(path, Object.keys(ctx.journey.context ?? {}))}`,
      );
  } else if (namespace === 'effects') {
    const stored = new Set(Object.values(ctx.journey.effects ?? {}).flatMap((e) => (e.storeAs ? [e.storeAs] : [])));
    // An entry keeps its address parameters as effects.entry.<name>.
    if (ctx.journey.entry && first === 'entry') {
      if (rest.length > 0 && !Object.hasOwn(ctx.journey.entry.params, rest[0] ?? ''))
        ctx.report('JOURNEY_UNKNOWN_VARIABLE', pointer, `"${name}": the entry has no parameter "${rest[0]}".`);
    } else if (!stored.has(first))
      ctx.report(
        'JOURNEY_UNKNOWN_VARIABLE',
        pointer,
        `"${name}": no declared effect has storeAs "${first}".${didYouMean(first, stored)}`,
      );
  } else if (namespace === 'item') {
    if (!readable.item)
      ctx.report(
        'JOURNEY_ITEM_OUTSIDE_GENERATE',
        pointer,
        `"${name}" reads item.*, which exists only in a generated step.`,
      );
  } else if ((namespace === 'option' && readable.option) || (namespace === 'call' && readable.call)) {
    return;
  } else {
    const more = [readable.item ? 'item.' : '', readable.option ? 'option.' : '', readable.call ? 'call.' : ''].filter(
      Boolean,
    );
    ctx.report(
      'JOURNEY_UNNAMESPACED_VARIABLE',
      pointer,
      `"${name}" must start with answers., context. or effects.${more.length ? ` (or ${more.join(', ')})` : ''}.`,
    );
  }
}

/**
 * Checks every json-logic expression: only allowed operators (strict equality only, known custom operations) and only
 * variables that something writes; also the data sources of optionsFrom and generate.
 * Invariant: variables inside map/filter/… bodies are relative to the list element and are not checked.
 */
export function lintLogic(ctx: LintContext): void {
  for (const location of logicLocations(ctx.journey)) {
    for (const problem of logicFormProblems(location.logic))
      ctx.report(`JOURNEY_${problem.kind}`, location.pointer + problem.pointer, problem.message);
    for (const { name, pointer, scoped } of inspectLogic(location.logic).variables) {
      if (!scoped) lintVariable(ctx, name, location.pointer + pointer, location);
    }
  }
  ctx.journey.steps.forEach((step, i) => {
    const readable = { item: step.generate !== undefined, option: false };
    if (step.generate)
      lintVariable(ctx, step.generate.forEach, `/steps/${i}/generate/forEach`, { item: false, option: false });
    for (const { field, pointer } of stepFields(step, `/steps/${i}`)) {
      if (field.optionsFrom) lintVariable(ctx, field.optionsFrom.source, `${pointer}/optionsFrom/source`, readable);
    }
  });
}
