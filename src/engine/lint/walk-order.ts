import type { Journey } from '../../../schemas/generated/journey';
import { indexSteps } from '../step-index';

/**
 * Each step's place in the order a resident walks the journey (step position → rank): the steps in the order their
 * routes lead, forward routes and routes that wrongly point back alike, ties in file order. For a journey whose
 * routes all point forward it is the file order. A step moved out of order (one JOURNEY_BACKWARD_ROUTE) keeps its
 * place on the walk, so the checks of what is read before it is written judge the walk, not the knock-on of the move.
 * Invariant: pure; a journey whose routes go round in a circle gets the file order.
 */
export function walkRanks(journey: Pick<Journey, 'steps'>): number[] {
  const index = indexSteps(journey);
  const count = journey.steps.length;
  const edges = journey.steps.map((step, i) => [
    ...new Set((step.next ?? []).map((r) => index.get(r.to)).filter((t): t is number => t !== undefined && t !== i)),
  ]);
  const incoming = new Array<number>(count).fill(0);
  for (const targets of edges) for (const t of targets) incoming[t] = (incoming[t] ?? 0) + 1;
  const ready = journey.steps.map((_, i) => i).filter((i) => incoming[i] === 0);
  const order: number[] = [];
  while (ready.length > 0) {
    ready.sort((a, b) => a - b);
    const next = ready.shift() as number;
    order.push(next);
    for (const t of edges[next] ?? []) {
      incoming[t] = (incoming[t] ?? 0) - 1;
      if (incoming[t] === 0) ready.push(t);
    }
  }
  if (order.length < count) return journey.steps.map((_, i) => i);
  const ranks = new Array<number>(count).fill(0);
  order.forEach((step, rank) => {
    ranks[step] = rank;
  });
  return ranks;
}
