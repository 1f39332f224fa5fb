import { describeStep } from './describe-step';
import type { Answers, JourneyState, LoadedJourney } from './types';
import { normaliseValue, sanitiseValue } from './validate-step';

/**
 * What a page holds as the resident left it, without pressing Continue (Save and exit, Exit, Leave): each entered
 * value after its strip rules and normalising, for the fields the page shows with those values.
 * Invariant: nothing is validated (a half-finished answer is kept, as a paper form would keep it); hidden fields and
 * fields not on the step are left out, as are empty values.
 */
export function enteredAnswers(journey: LoadedJourney, state: JourneyState, stepId: string, entered: Answers): Answers {
  const onPage = new Map(
    describeStep(journey, state, stepId).fields.map((field) => [field.definition.id, field.definition]),
  );
  const cleaned: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(entered)) {
    const field = onPage.get(id);
    if (field) cleaned[id] = normaliseValue(field, sanitiseValue(field, value).value);
  }
  const values: Record<string, unknown> = {};
  for (const field of describeStep(journey, state, stepId, cleaned).fields) {
    if (field.visible && field.value !== undefined) values[field.definition.id] = field.value;
  }
  return values;
}
