// A name the schema refuses for its form (a capital in a step id or widget name: "Reasons", "Radios") is a misspelt
// name like any other: the schema's problem says which name was meant, as the semantic checks' do.
import type { ConfigProblem } from '../../src/engine';
import { didYouMean } from '../../src/engine/lint/near-names';

const valueAt = (json: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, segment) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[segment.replaceAll('~1', '/').replaceAll('~0', '~')]
          : undefined,
      json,
    );

/**
 * The schema problems of a journey, a route target or widget name refused for its form told the name it is near.
 * Invariant: changes messages only; the problems, their codes and pointers stay as they are.
 */
export function withNameHints(
  problems: readonly ConfigProblem[],
  json: unknown,
  widgets: readonly string[] | null,
): ConfigProblem[] {
  const steps = (json as { steps?: unknown }).steps;
  const stepIds = Array.isArray(steps)
    ? steps.flatMap((s) => (typeof (s as { id?: unknown })?.id === 'string' ? [(s as { id: string }).id] : []))
    : [];
  return problems.map((problem) => {
    if (problem.code !== 'JOURNEY_SCHEMA') return problem;
    const value = valueAt(json, problem.pointer);
    if (typeof value !== 'string') return problem;
    const candidates = /\/(next|back)\/\d+\/to$|\/alternative\/to$/.test(problem.pointer)
      ? stepIds
      : /\/widget$/.test(problem.pointer)
        ? (widgets ?? [])
        : [];
    const hint = didYouMean(value, candidates);
    return hint === '' ? problem : { ...problem, message: `${problem.message}.${hint}` };
  });
}
