// The checks the journey lint adds to loadJourney's: they need the project around a journey (file name, effect
// registry, other journeys) or look at the order in which answers and effect results are written.
import { dirname, relative } from 'node:path';
import type { ConfigProblem, EffectCall, Journey } from '../../src/engine';
import { inspectLogic } from '../../src/engine/inspect-logic';
import { createLintContext } from '../../src/engine/lint/lint-context';
import { logicLocations } from '../../src/engine/lint/logic-locations';
import { walkRanks } from '../../src/engine/lint/walk-order';
import { didYouMean, listNames } from '../../src/engine/lint/near-names';

/** A problem with its severity: warnings are shown but do not fail the lint. */
export interface CheckedProblem extends ConfigProblem {
  readonly severity: 'error' | 'warning';
}

const escape = (segment: string): string => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** The effects the journey runs on its way through, with the position of their step (the entry's come before all). */
function stepCalls(journey: Journey): Array<{ readonly call: EffectCall; readonly order: number }> {
  return [
    ...(journey.entry?.effects ?? []).map((call) => ({ call, order: -1 })),
    ...journey.steps.flatMap((step, order) =>
      [...(step.onEnter ?? []), ...(step.onExit ?? [])].map((call) => ({ call, order })),
    ),
  ];
}

/**
 * The file must be journeys/<id>.json (drafts, fixtures and the manifest find it by id) and point editors at the
 * schema.
 */
export function checkFile(
  journey: Journey,
  file: { readonly name: string; readonly path: string },
  schemaPath: string,
): CheckedProblem[] {
  const problems: CheckedProblem[] = [];
  if (journey.id !== file.name) {
    problems.push({
      code: 'JOURNEY_FILE_NAME',
      severity: 'error',
      pointer: '/id',
      message: `The journey id "${journey.id}" must match its file name "${file.name}.json".`,
    });
  }
  const expected = relative(dirname(file.path), schemaPath).replaceAll('\\', '/');
  if (journey.$schema !== expected) {
    problems.push({
      code: 'JOURNEY_SCHEMA_REFERENCE',
      severity: 'warning',
      pointer: journey.$schema === undefined ? '' : '/$schema',
      message: `"$schema" should be "${expected}" so editors complete and check the file.`,
    });
  }
  return problems;
}

/** Why an effect has no implementation: the near name, and those of its area (repair.*), so a typo is plain. */
function unregistered(name: string, registered: ReadonlySet<string>): string {
  const area = name.split('.')[0] ?? '';
  const sameArea = [...registered].filter((n) => n.startsWith(`${area}.`)).sort();
  const list =
    sameArea.length > 0
      ? `The ${area} effects are ${listNames(sameArea)}.`
      : `The effects are ${listNames([...registered].sort())}.`;
  return `Effect "${name}" has no implementation in src/effects/registry.ts.${didYouMean(name, registered)} ${list} A new effect needs a developer.`;
}

/** Every declared effect needs an implementation in src/effects/registry.ts, and should be called somewhere. */
export function checkEffects(journey: Journey, registered: ReadonlySet<string> | null): CheckedProblem[] {
  const called = new Set([
    ...stepCalls(journey).map(({ call }) => call.effect),
    ...(['exit', 'saveAndExit', 'leave'] as const).flatMap((key) => (journey[key]?.effects ?? []).map((c) => c.effect)),
    // Endings run effects too, and widgets call theirs (the media uploader's upload and remove).
    ...Object.values(journey.endings ?? {}).flatMap((ending) => (ending.effects ?? []).map((c) => c.effect)),
    ...journey.steps.flatMap((step) =>
      (step.fields ?? []).flatMap((field) => Object.values(field.calls ?? {}).map((c) => c.effect)),
    ),
    ...journey.steps.flatMap((step) =>
      (step.generate?.fields ?? []).flatMap(({ field }) => Object.values(field.calls ?? {}).map((c) => c.effect)),
    ),
  ]);
  return Object.keys(journey.effects ?? {}).flatMap((name): CheckedProblem[] => {
    const pointer = `/effects/${escape(name)}`;
    return [
      ...(registered && !registered.has(name)
        ? [
            {
              code: 'JOURNEY_UNREGISTERED_EFFECT',
              severity: 'error' as const,
              pointer,
              message: unregistered(name, registered),
            },
          ]
        : []),
      ...(called.has(name)
        ? []
        : [
            {
              code: 'JOURNEY_UNUSED_EFFECT',
              severity: 'warning' as const,
              pointer,
              message: `Effect "${name}" is declared but no step, way out, ending or widget runs it.`,
            },
          ]),
    ];
  });
}

/**
 * A condition on a step may read only what is written by then: answers of that step or earlier ones, and results of
 * effects run on that step or earlier. A read of something written later is always empty at that point.
 * Invariant: unknown names are left to loadJourney (JOURNEY_UNKNOWN_VARIABLE); the way-out effects run last and may
 * read everything.
 */
export function checkReadOrder(journey: Journey): CheckedProblem[] {
  const ctx = createLintContext(journey, [], {});
  const ownerOf = (field: string): number | undefined =>
    ctx.fieldOwners.get(field) ?? ctx.fieldMatchers.find(({ matcher }) => matcher.test(field))?.order;
  // Compared on the walk (walk-order.ts): a step moved out of order is its backward route, not a read per answer.
  const ranks = walkRanks(journey);
  const walked = (order: number): number => (order < 0 ? order : (ranks[order] ?? order));
  const firstWrite = new Map<string, number>();
  const storers = new Set(Object.values(journey.effects ?? {}).flatMap((e) => (e.storeAs ? [e.storeAs] : [])));
  for (const { call, order } of stepCalls(journey)) {
    const storeAs = journey.effects?.[call.effect]?.storeAs;
    if (storeAs && walked(firstWrite.get(storeAs) ?? Infinity) > walked(order)) firstWrite.set(storeAs, order);
  }
  const reads = [
    ...logicLocations(journey).flatMap(({ logic, pointer }) =>
      inspectLogic(logic)
        .variables.filter((v) => !v.scoped)
        .map((v) => ({ name: v.name, pointer: pointer + v.pointer })),
    ),
    ...journey.steps.flatMap((step, i) => [
      ...(step.generate ? [{ name: step.generate.forEach, pointer: `/steps/${i}/generate/forEach` }] : []),
      ...(step.fields ?? []).flatMap((f, j) =>
        f.optionsFrom ? [{ name: f.optionsFrom.source, pointer: `/steps/${i}/fields/${j}/optionsFrom/source` }] : [],
      ),
    ]),
  ];
  const problems: CheckedProblem[] = [];
  for (const { name, pointer } of reads) {
    const at = /^\/steps\/(\d+)\//.exec(pointer);
    if (!at || name === null) continue;
    const order = Number(at[1]);
    const [namespace, first = ''] = name.replace(/\{[^}]*\}/g, 'X').split('.');
    if (namespace === 'answers') {
      const owner = ownerOf(first);
      if (owner !== undefined && walked(owner) > walked(order)) {
        problems.push({
          code: 'JOURNEY_READ_BEFORE_WRITTEN',
          severity: 'error',
          pointer,
          message: `"${name}" is asked on step "${journey.steps[owner]?.id ?? owner}", after this one: it is always empty here.`,
        });
      }
    } else if (namespace === 'effects' && storers.has(first)) {
      const written = firstWrite.get(first);
      if (written === undefined || walked(written) > walked(order)) {
        problems.push({
          code: 'JOURNEY_READ_BEFORE_WRITTEN',
          severity: 'error',
          pointer,
          message:
            written === undefined
              ? `"${name}": no step runs the effect that stores "${first}".`
              : `"${name}" is stored by an effect of step "${journey.steps[written]?.id ?? written}", after this one: it is always empty here.`,
        });
      }
    }
  }
  return problems;
}

/** Router patterns of a step route: '/DampAndMouldAssesment/{key}' and '/DampAndMouldAssesment/:key' collide. */
function routePattern(route: string): string {
  return route.replace(/\{[^}]*\}|:[A-Za-z0-9_]+/g, ':param').toLowerCase();
}

/**
 * Every step route of every journey becomes one route of the portal's router, so two journeys may share one only
 * when the page can tell them apart: one of them has an entry (its parameters in the address open it; without them
 * the page serves the journey the resident is in — src/journey/journey-route-handle.ts journeyIdOf), or they write
 * the address differently ('/ContactDetails' and '/contactdetails': the address as opened says which, when the
 * resident is in neither; docs/decisions/0039).
 * Invariant: compares case-insensitively, as the router does.
 */
export function checkRouteConflicts(
  journeys: ReadonlyArray<{ readonly file: string; readonly journey: Journey }>,
): Array<CheckedProblem & { readonly file: string }> {
  const owners = new Map<string, { id: string; hasEntry: boolean; route: string }>();
  const problems: Array<CheckedProblem & { readonly file: string }> = [];
  for (const { file, journey } of journeys) {
    journey.steps.forEach((step, i) => {
      // An include step has no page of its own: the included journey's steps are checked in its own file.
      if (typeof step.route !== 'string') return;
      const pattern = routePattern(step.route);
      const owner = owners.get(pattern);
      if (
        owner !== undefined &&
        owner.id !== journey.id &&
        !owner.hasEntry &&
        !journey.entry &&
        owner.route === step.route
      ) {
        problems.push({
          file,
          code: 'JOURNEY_ROUTE_CONFLICT',
          severity: 'error',
          pointer: `/steps/${i}/route`,
          message: `Route "${step.route}" is also a step of journey "${owner.id}", and neither has an entry to tell them apart (nor do they write it differently).`,
        });
      } else if (owner === undefined)
        owners.set(pattern, { id: journey.id, hasEntry: journey.entry !== undefined, route: step.route });
    });
  }
  return problems;
}
