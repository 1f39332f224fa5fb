import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadJourney, type JourneyState, type LoadedJourney } from '../../../src/engine';
import { createSchemaValidator } from './schema-validator';

export const validateSchema = createSchemaValidator();

/** Reads a test journey from tests/engine/journeys. */
export function readJourney(name: string): unknown {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', 'journeys', `${name}.journey.json`), 'utf8'));
}

/** Loads a test journey, failing loudly with its problems. */
export function journey(name: string): LoadedJourney {
  const result = loadJourney(deepFreeze(readJourney(name)), { validateSchema });
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.problems, null, 2)}`);
  return result.journey;
}

/** Freezes a value deeply, so any mutation by the engine throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A frozen state. */
export function state(partial: Partial<JourneyState> = {}): JourneyState {
  return deepFreeze({ answers: {}, context: {}, effects: {}, ...partial });
}
