import type { Journey } from '../../schemas/generated/journey';

/** Step id → its position in the journey; a repeated id keeps its first position (the lint reports the repeat). */
export function indexSteps(journey: Pick<Journey, 'steps'>): Map<string, number> {
  const stepIndex = new Map<string, number>();
  journey.steps.forEach((step, i) => {
    if (!stepIndex.has(step.id)) stepIndex.set(step.id, i);
  });
  return stepIndex;
}
