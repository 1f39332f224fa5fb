import type { IncludeStep, Route, Step } from '../../schemas/generated/journey';

/** The target that leaves an included journey: back to the journey that includes it ("@exit" on its own). */
export const RETURN_TARGET = '@return';

/**
 * A step of a composed journey and where it is written.
 * `locate` turns a pointer under the composed step ('/next/0/to') into the pointer of the same value in its file,
 * prefixed with the file when it is not the host ('damp-mould.json#/steps/1/next/0/to').
 */
export interface Piece {
  readonly step: Step;
  /** The file the step is written in ('damp-mould.json'), null for the host. */
  readonly file: string | null;
  locate(pointer: string): string;
}

/** True for a step that splices in another journey ({ id, include, next }). */
export function isIncludeStep(step: unknown): step is IncludeStep {
  return step !== null && typeof step === 'object' && typeof (step as { include?: unknown }).include === 'string';
}

/** Index of the "@return" route of a next list, which may only be its last (default) route; -1 when there is none. */
function returnIndex(next: readonly Route[] | undefined): number {
  const last = (next ?? []).length - 1;
  return last >= 0 && next?.[last]?.to === RETURN_TARGET ? last : -1;
}

const splitPointer = (pointer: string): string[] => (pointer === '' ? [] : pointer.slice(1).split('/'));
const joinPointer = (segments: readonly string[]): string => segments.map((s) => `/${s}`).join('');

/** A condition and-ed with the include step's; where each part is written is kept by `locateAnd`. */
function andWith(outer: unknown, inner: unknown): unknown {
  return outer === undefined ? inner : inner === undefined ? outer : { and: [outer, inner] };
}

/**
 * Where a pointer under an and-ed condition is written: under `and/0` the include step's condition, under `and/1`
 * (or anywhere when the include step has none) the step's own.
 */
function locateAnd(
  rest: readonly string[],
  outer: unknown,
  inner: unknown,
  locateOuter: (tail: string) => string,
  locateInner: (tail: string) => string,
): string {
  if (outer === undefined) return locateInner(joinPointer(rest));
  if (inner === undefined) return locateOuter(joinPointer(rest));
  const [and, index, ...tail] = rest;
  if (and === 'and' && index === '0') return locateOuter(joinPointer(tail));
  if (and === 'and' && index === '1') return locateInner(joinPointer(tail));
  return locateInner('');
}

/**
 * An included step as it runs inside the including journey: its `when` and the conditions of its own routes are
 * and-ed with the include step's `when`, and its "@return" route is replaced by the include step's `next` routes.
 * So when the include step's condition is false the resident passes by every included step, along their default
 * routes, to the include step's routes.
 * Invariant: every pointer under the new step still locates the value it came from, in the file it is written in
 * (the include step's parts in the include step's file).
 */
export function underInclude(piece: Piece, include: IncludeStep, locateInclude: (pointer: string) => string): Piece {
  const own = piece.step;
  const ownNext = own.next ?? [];
  const at = returnIndex(own.next);
  const kept = (at < 0 ? ownNext : ownNext.slice(0, at)).map((route) =>
    route.when === undefined || include.when === undefined
      ? route
      : { ...route, when: andWith(include.when, route.when) },
  );
  const when = andWith(include.when, own.when);
  const step: Step = {
    ...own,
    ...(when === undefined ? {} : { when }),
    ...(own.next === undefined ? {} : { next: at < 0 ? kept : [...kept, ...include.next] }),
  };
  const includeWhen = (tail: string): string => locateInclude(`/when${tail}`);
  const locate = (pointer: string): string => {
    const [first, second, third, ...rest] = splitPointer(pointer);
    if (first === 'when')
      return locateAnd(
        [second, third, ...rest].filter((s): s is string => s !== undefined),
        include.when,
        own.when,
        includeWhen,
        (tail) => piece.locate(`/when${tail}`),
      );
    if (first === 'next' && second !== undefined) {
      const index = Number(second);
      if (at >= 0 && index >= at)
        return locateInclude(joinPointer(['next', String(index - at), ...splitPointer(pointer).slice(2)]));
      if (third === 'when')
        return locateAnd(rest, include.when, ownNext[index]?.when, includeWhen, (tail) =>
          piece.locate(`/next/${second}/when${tail}`),
        );
    }
    return piece.locate(pointer);
  };
  return { step, file: piece.file, locate };
}

/** A step with the routes to the given ids sent elsewhere (next, back and the alternative action's target). */
export function retarget(step: Step, targets: ReadonlyMap<string, string>): Step {
  if (targets.size === 0) return step;
  const moved = (routes: readonly Route[] | undefined): Route[] | undefined => {
    if (!routes?.some((r) => targets.has(r.to))) return routes as Route[] | undefined;
    return routes.map((r) => (targets.has(r.to) ? { ...r, to: targets.get(r.to) as string } : r));
  };
  const next = moved(step.next);
  const back = moved(step.back);
  const actions = step.actions as (Step['actions'] & { alternative?: { to?: unknown } }) | undefined;
  const alternative = actions?.alternative;
  const alternativeTo = typeof alternative?.to === 'string' ? targets.get(alternative.to) : undefined;
  if (next === step.next && back === step.back && alternativeTo === undefined) return step;
  return {
    ...step,
    ...(next === undefined ? {} : { next }),
    ...(back === undefined ? {} : { back }),
    ...(alternativeTo === undefined
      ? {}
      : { actions: { ...actions, alternative: { ...alternative, to: alternativeTo } } as Step['actions'] }),
  };
}

/** The step of a journey used on its own: its "@return" route leaves the journey like "@exit". */
export function returnAsExit(piece: Piece): Piece {
  if (returnIndex(piece.step.next) < 0) return piece;
  const next = (piece.step.next ?? []).map((r) => (r.to === RETURN_TARGET ? { ...r, to: '@exit' } : r));
  return { ...piece, step: { ...piece.step, next } };
}

/**
 * Pointers (under a step) of every "@return" that is not the default route of the step's `next`: in `back`, in an
 * action, or in a route with a condition. "@return" goes on along the include step's routes, which have their own
 * conditions, so only the default route may return.
 */
export function misplacedReturns(step: unknown): string[] {
  const found: string[] = [];
  const allowed = (() => {
    const next = (step as { next?: unknown }).next;
    if (!Array.isArray(next) || next.length === 0) return null;
    const last = next[next.length - 1] as { when?: unknown } | undefined;
    return last?.when === undefined ? `/next/${next.length - 1}/to` : null;
  })();
  const visit = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, `${pointer}/${i}`));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (key === 'to' && child === RETURN_TARGET && at !== allowed) found.push(at);
      else visit(child, at);
    }
  };
  visit(step, '');
  return found;
}
