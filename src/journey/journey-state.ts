import type { WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import type { JourneyState } from '../engine';

/**
 * What a journey keeps between pages: everything of the engine's JourneyState except the context, which is built
 * afresh from the gateway on every visit (a changed phone number or property shows at once).
 */
export interface StoredJourney {
  readonly answers: JourneyState['answers'];
  readonly completed: NonNullable<JourneyState['completed']>;
  readonly confirmations: NonNullable<JourneyState['confirmations']>;
  readonly effects: JourneyState['effects'];
}

export const EMPTY_JOURNEY: StoredJourney = { answers: {}, completed: {}, confirmations: {}, effects: {} };

/** sessionStorage key of a journey's draft; logout and a 401 clear sessionStorage, and the draft with it. */
export const journeyStorageKey = (journeyId: string) => `portal.journey.${journeyId}`;

type JourneyAtom = WritableAtom<StoredJourney, [StoredJourney | typeof RESET], void>;

const atoms = new Map<string, JourneyAtom>();

function isStoredJourney(value: unknown): value is StoredJourney {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['answers', 'completed', 'confirmations', 'effects'].every((key) => typeof record[key] === 'object' && record[key] !== null);
}

/**
 * The atom holding a journey's draft, persisted to sessionStorage so a reload at any step loses nothing.
 * Read when first used (`getOnInit`), so the first render of a reloaded page already sees the draft and a deep link
 * is judged against it; anything stored in another shape (an older version) reads as an empty draft.
 */
export function journeyAtom(journeyId: string): JourneyAtom {
  const existing = atoms.get(journeyId);
  if (existing) return existing;
  const storage = createJSONStorage<StoredJourney>(() => sessionStorage);
  const checked = {
    ...storage,
    getItem(key: string, initialValue: StoredJourney): StoredJourney {
      const value = storage.getItem(key, initialValue);
      return isStoredJourney(value) ? value : initialValue;
    },
  };
  const created = atomWithStorage<StoredJourney>(journeyStorageKey(journeyId), EMPTY_JOURNEY, checked, { getOnInit: true });
  atoms.set(journeyId, created);
  return created;
}

/** The engine's state: the stored draft with the context of this visit. */
export function toJourneyState(stored: StoredJourney, context: JourneyState['context']): JourneyState {
  return { answers: stored.answers, completed: stored.completed, confirmations: stored.confirmations, effects: stored.effects, context };
}

/** The part of an engine state that is stored. */
export function toStoredJourney(state: JourneyState): StoredJourney {
  return { answers: state.answers, completed: state.completed ?? {}, confirmations: state.confirmations ?? {}, effects: state.effects };
}

export { RESET as CLEAR_JOURNEY };
