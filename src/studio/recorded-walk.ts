// What a recorded step says about the walk: the answers the resident could see and the fixture context (toggles, the
// property chosen), read from the journey's state. Pure: the recorder (recorder.ts) calls it on each session event.
import { describeStep, type Answers, type JourneyState, type LoadedJourney } from '../engine';
import type { FixtureContext } from '../journey-fixtures';
import { shownValues, submittedValues } from '../journey/session';

/**
 * The answers as a fixture names them: every field the resident could see, with the value the page submitted
 * (null when the page showed nothing else than its answers so far: a way out taken without typing).
 */
export function visibleAnswers(
  journey: LoadedJourney,
  state: JourneyState,
  stepId: string,
  values: Answers,
  onlyChanged = false,
): Answers | null {
  const shown = describeStep(journey, state, stepId);
  const submitted = submittedValues(describeStep(journey, state, stepId, values), { ...shownValues(shown), ...values });
  if (onlyChanged && JSON.stringify(submitted) === JSON.stringify(submittedValues(shown, shownValues(shown))))
    return null;
  const entered: Record<string, unknown> = {};
  for (const field of describeStep(journey, state, stepId, submitted).fields) {
    if (field.visible && field.value !== undefined) entered[field.definition.id] = field.value;
  }
  return entered;
}

/**
 * The fixture context of a walk: the toggles the journey reads, as the gateway stores them ("true"/"false"), and the
 * property chosen on the home page; the clock is added when the fixture is made.
 */
export function walkContext(journey: LoadedJourney, state: JourneyState): FixtureContext {
  const declared = Object.keys(journey.definition.context ?? {});
  const read = (path: string): unknown =>
    path
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        state.context,
      );
  const toggles = Object.fromEntries(
    declared
      .filter((key) => key.startsWith('toggles.'))
      .map((key) => {
        const value = read(key);
        return [key.slice('toggles.'.length), value === true || value === 'true' ? 'true' : 'false'] as const;
      }),
  );
  const property = declared.includes('property.id') ? read('property.id') : undefined;
  return {
    ...(Object.keys(toggles).length > 0 ? { toggles } : {}),
    ...(typeof property === 'string' && property !== '' ? { selectedPropertyId: property } : {}),
  };
}
