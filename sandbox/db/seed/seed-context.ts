import { IdSequence } from './ids';
import { createPrng } from './prng';
import { startOfDay } from '../dates';

/** What every seed step shares: the clock it is anchored to, an id sequence and a seeded random source. */
export interface SeedContext {
  /** The moment the seed is taken at; every date is relative to it. */
  readonly now: Date;
  /** Midnight (UTC) of `now`: the anchor for calendar dates. */
  readonly today: Date;
  readonly ids: IdSequence;
  readonly random: () => number;
}

const PRNG_SEED = 0x5eed_2024;

export function createSeedContext(now: Date): SeedContext {
  return { now, today: startOfDay(now), ids: new IdSequence(), random: createPrng(PRNG_SEED) };
}
