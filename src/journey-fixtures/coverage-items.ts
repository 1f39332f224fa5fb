import { describeCondition, type EffectRequest, type LoadedJourney } from '../engine';

/** What a coverage report counts, in the order it prints them. */
export const COVERAGE_KINDS = [
  'route',
  'skip',
  'branch',
  'block',
  'condition',
  'message',
  'warning',
  'effectFailure',
  'ending',
] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

/** How the summary names each kind. */
export const KIND_NAMES: Readonly<Record<CoverageKind, string>> = {
  route: 'routes',
  skip: 'skip conditions',
  branch: 'branches',
  block: 'blocks',
  condition: 'field and option conditions',
  message: 'messages',
  warning: 'warnings',
  effectFailure: 'effect failures',
  ending: 'endings',
};

/** How the list of what is not reached names one item of each kind. */
export const KIND_ITEM: Readonly<Record<CoverageKind, string>> = {
  route: 'route',
  skip: 'skip condition',
  branch: 'branch',
  block: 'block',
  condition: 'condition',
  message: 'message',
  warning: 'warning',
  effectFailure: 'effect failure',
  ending: 'ending',
};

/** One thing of a journey the fixtures should reach. */
export interface CoverageItem {
  readonly kind: CoverageKind;
  /** Unique in the journey: the pointer, with "=true"/"=false" for the two sides of a skip condition. */
  readonly key: string;
  /** JSON pointer into the loaded (composed) journey. */
  readonly pointer: string;
  /** What it is, in a tester's words. */
  readonly label: string;
  /** The message code a validation rule or a warning shows (kinds "message" and "warning" only). */
  readonly code?: string;
  /** The key of the ending the failure policy takes the resident to (kind "effectFailure" only). */
  readonly leadsTo?: string;
}

/** Something the journey declares that no resident action can reach, so it is not counted: listed with why. */
export interface UncountedItem {
  readonly pointer: string;
  readonly label: string;
  readonly reason: string;
}

/** A journey's items, with the lookups the recorder marks them by. */
export interface CoverageItems {
  readonly items: readonly CoverageItem[];
  /**
   * The effect-failure item of a failed effect's request, or undefined. `stepPointer` (/steps/<n>) is the step it ran
   * on, if any: generated pages carry copies of their template's calls, matched by effect and policy on that step.
   */
  onErrorKey(request: EffectRequest, stepPointer: string | null): string | undefined;
  /** A destination label (@exit, @end:x, @errorPage:x, @route:/x) → item key. */
  readonly endings: ReadonlyMap<string, string>;
  /** What the journey declares that no action can reach (not counted, and why). */
  readonly notCounted: readonly UncountedItem[];
}

/**
 * Why no resident action can take the journey's `exit`, or null when one can: Back on a page (on the first page it
 * leaves by the exit), an Exit button that runs it (not when Exit's dialog runs `leave` instead), or a route or
 * alternative to "@exit" (an included journey's "@return", used on its own). The schema requires `exit`, and the
 * engine falls back to it where a path has nowhere to go, so a journey cannot leave it out.
 */
function exitUnreachable(definition: LoadedJourney['definition']): string | null {
  const dialogRunsLeave =
    definition.exit.confirm !== undefined && definition.saveAndExit !== undefined && definition.leave !== undefined;
  for (const step of definition.steps) {
    if (step.actions?.back !== false) return null;
    if (step.actions?.exit !== false && !dialogRunsLeave) return null;
  }
  let routed = false;
  walkDocument({ steps: definition.steps, entry: definition.entry }, '', (node) => {
    if (node.to === '@exit') routed = true;
  });
  if (routed) return null;
  return dialogRunsLeave
    ? 'no action runs it: every page hides Back, and Exit\'s dialog runs "leave"; no route leads to "@exit" (the schema requires "exit": the engine falls back to it where a path has nowhere to go)'
    : 'no action runs it: every page hides Back and Exit, and no route leads to "@exit" (the schema requires "exit": the engine falls back to it where a path has nowhere to go)';
}

const SHORT = 90;
/** A condition in a line of a report: plain English, cut short. */
export function conditionText(when: unknown): string {
  const text = describeCondition(when);
  return text.length > SHORT ? `${text.slice(0, SHORT - 1)}…` : text;
}

function messageCodeOf(message: unknown): string {
  if (typeof message === 'string') return message;
  const key = message !== null && typeof message === 'object' ? (message as { key?: unknown }).key : undefined;
  return typeof key === 'string' ? key : JSON.stringify(message);
}

type Json = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Every effect call with a policy that leaves the page (errorPage or end), and every @route: target, anywhere in the
 * journey.
 */
function walkDocument(value: unknown, pointer: string, visit: (node: Json, pointer: string) => void): void {
  if (Array.isArray(value)) value.forEach((child, i) => walkDocument(child, `${pointer}/${i}`, visit));
  else if (isObject(value)) {
    visit(value, pointer);
    for (const [key, child] of Object.entries(value))
      walkDocument(child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, visit);
  }
}

function policyKey(effect: string, onError: unknown): string {
  return `${effect} ${JSON.stringify(onError)}`;
}

// Journeys are immutable: their items are listed once.
const cache = new WeakMap<LoadedJourney, CoverageItems>();

/**
 * Everything of a journey a set of fixtures can reach: each step shown (route), each skip condition seen true and
 * seen false, each forward route taken, each blocking outcome, each validation message, each effect failure policy
 * that leaves the page (errorPage, end), and each way the journey ends (@exit and the other ways out it declares,
 * endings, error pages, pages outside it).
 */
export function coverageItems(journey: LoadedJourney): CoverageItems {
  const cached = cache.get(journey);
  if (cached) return cached;
  const definition = journey.definition;
  const items: CoverageItem[] = [];
  const add = (item: CoverageItem) => items.push(item);
  for (const [i, step] of definition.steps.entries()) {
    const at = `/steps/${i}`;
    add({ kind: 'route', key: at, pointer: at, label: `step ${step.id} (${step.route}) shown` });
    if (step.when !== undefined) {
      const when = conditionText(step.when);
      add({
        kind: 'skip',
        key: `${at}/when=true`,
        pointer: `${at}/when`,
        label: `${step.id} shown: ${when} seen true`,
      });
      add({
        kind: 'skip',
        key: `${at}/when=false`,
        pointer: `${at}/when`,
        label: `${step.id} skipped: ${when} seen false`,
      });
    }
    // A generated page's skip (the case questions' "this answer needs no more questions"): counted when taken.
    for (const [k, skip] of (step.generate?.skips ?? []).entries()) {
      const pointer = `${at}/generate/skips/${k}`;
      const by = skip.by === 'end' ? 'past the last page' : `${skip.by} pages on`;
      add({
        kind: 'skip',
        key: pointer,
        pointer,
        label: `${step.id} skips ${by}: ${conditionText(skip.when)} seen true`,
      });
    }
    const seenBothWays = (pointer: string, what: string, when: unknown) => {
      const condition = conditionText(when);
      add({ kind: 'condition', key: `${pointer}=true`, pointer, label: `${what} shown: ${condition} seen true` });
      add({ kind: 'condition', key: `${pointer}=false`, pointer, label: `${what} hidden: ${condition} seen false` });
    };
    for (const [k, field] of (step.fields ?? []).entries()) {
      if (field.when !== undefined) seenBothWays(`${at}/fields/${k}/when`, `${step.id}: ${field.id}`, field.when);
      for (const [o, option] of (field.options ?? []).entries()) {
        if (option.when === undefined) continue;
        const what = `${step.id}: ${field.id} choice ${JSON.stringify(option.value)}`;
        seenBothWays(`${at}/fields/${k}/options/${o}/when`, what, option.when);
      }
    }
    for (const [k, choice] of (step.generate?.fields ?? []).entries()) {
      const base = `${at}/generate/fields/${k}`;
      if (choice.when !== undefined) {
        const label = `${step.id}: a page's field made as ${choice.field.widget} when ${conditionText(choice.when)}`;
        add({ kind: 'condition', key: `${base}/when=true`, pointer: `${base}/when`, label });
      }
      if (choice.field.when !== undefined)
        seenBothWays(`${base}/field/when`, `${step.id}: ${choice.field.id}`, choice.field.when);
    }
    for (const [k, warning] of (step.warnings ?? []).entries()) {
      const pointer = `${at}/warnings/${k}`;
      const code = messageCodeOf(warning.message);
      const when = warning.when === undefined ? '' : ` when ${conditionText(warning.when)}`;
      add({ kind: 'warning', key: pointer, pointer, label: `${step.id}: warning ${code}${when}`, code });
    }
    for (const [j, route] of (step.next ?? []).entries()) {
      const pointer = `${at}/next/${j}`;
      add({
        kind: 'branch',
        key: pointer,
        pointer,
        label: `${step.id} → ${route.to} ${route.when === undefined ? '(otherwise)' : `when ${conditionText(route.when)}`}`,
      });
    }
    for (const [j, block] of (step.blocking ?? []).entries()) {
      const pointer = `${at}/blocking/${j}`;
      add({
        kind: 'block',
        key: pointer,
        pointer,
        label: `${step.id} blocked (${block.mode}, ${messageCodeOf(block.message)}) when ${conditionText(block.when)}`,
      });
    }
    const rules = (owner: string, base: string, list: readonly { rule: string; message: unknown }[] | undefined) => {
      for (const [k, rule] of (list ?? []).entries()) {
        const pointer = `${base}/validation/${k}`;
        const code = messageCodeOf(rule.message);
        add({ kind: 'message', key: pointer, pointer, label: `${step.id}: ${owner} ${rule.rule} → ${code}`, code });
      }
    };
    for (const [k, field] of (step.fields ?? []).entries()) rules(field.id, `${at}/fields/${k}`, field.validation);
    rules('page rule', at, step.validation);
    for (const [k, choice] of (step.generate?.fields ?? []).entries())
      rules(choice.field.id, `${at}/generate/fields/${k}/field`, choice.field.validation);
  }

  const onErrorKeys = new Map<object, string>();
  const byPolicy = new Map<string, string[]>();
  const endings = new Map<string, string>();
  const notCounted: UncountedItem[] = [];
  const ending = (label: string, pointer: string, what: string) => {
    if (endings.has(label)) return;
    endings.set(label, pointer);
    add({ kind: 'ending', key: pointer, pointer, label: `${label} ${what}` });
  };
  const exitReason = exitUnreachable(definition);
  if (exitReason === null) ending('@exit', '/exit', `(${definition.exit.to})`);
  else notCounted.push({ pointer: '/exit', label: `ending: @exit (${definition.exit.to})`, reason: exitReason });
  if (definition.saveAndExit) ending('@saveAndExit', '/saveAndExit', `(${definition.saveAndExit.to})`);
  if (definition.leave) ending('@leave', '/leave', `(${definition.leave.to})`);
  for (const [name, end] of Object.entries(definition.endings ?? {}))
    ending(`@end:${name}`, `/endings/${name}`, `(${end.to})`);
  for (const [name, page] of Object.entries(definition.errorPages ?? {}))
    ending(`@errorPage:${name}`, `/errorPages/${name}`, `(${page.route})`);

  walkDocument(definition.steps, '/steps', (node, pointer) => {
    if (typeof node.to === 'string' && node.to.startsWith('@route:')) ending(node.to, pointer, 'left for');
  });
  walkDocument(definition, '', (node, pointer) => {
    const onError = node.onError;
    if (typeof node.effect !== 'string' || !isObject(onError)) return;
    const leadsTo =
      typeof onError.errorPage === 'string'
        ? `@errorPage:${onError.errorPage}`
        : typeof onError.end === 'string'
          ? `@end:${onError.end}`
          : null;
    if (leadsTo === null) return;
    const key = `${pointer}/onError`;
    const target = endings.get(leadsTo);
    add({
      kind: 'effectFailure',
      key,
      pointer: key,
      label: `${node.effect} fails → ${leadsTo}`,
      ...(target === undefined ? {} : { leadsTo: target }),
    });
    onErrorKeys.set(onError, key);
    const same = byPolicy.get(policyKey(node.effect, onError)) ?? [];
    byPolicy.set(policyKey(node.effect, onError), [...same, key]);
  });
  const onErrorKey = (request: EffectRequest, stepPointer: string | null): string | undefined => {
    const own = onErrorKeys.get(request.onError);
    if (own !== undefined) return own;
    const same = byPolicy.get(policyKey(request.effect, request.onError)) ?? [];
    // The same call with the same policy on several steps (the draft's save): only the step it ran on tells which.
    return stepPointer === null
      ? same.length === 1
        ? same[0]
        : undefined
      : same.find((key) => key.startsWith(`${stepPointer}/`));
  };
  const result = { items, onErrorKey, endings, notCounted };
  cache.set(journey, result);
  return result;
}
