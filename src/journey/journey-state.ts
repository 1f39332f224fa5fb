import type { WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import type { Answers, JourneyState } from '../engine';
import { deferTypingWrites } from './draft-storage';
import { journeyStorageKey } from './storage-keys';

export { journeyStorageKey };

/**
 * Everything a journey keeps between pages, in one place: the engine's JourneyState without the context (built
 * afresh from the gateway on every visit, so a changed phone number or property shows at once), and what the
 * resident has typed on a page and not yet continued with (`pages`: it never feeds conditions or submissions; only
 * Continue turns it into answers). Persisted to sessionStorage, so a reload or a restored tab loses nothing.
 */
export interface StoredJourney {
  readonly answers: JourneyState['answers'];
  readonly completed: NonNullable<JourneyState['completed']>;
  readonly confirmations: NonNullable<JourneyState['confirmations']>;
  readonly effects: JourneyState['effects'];
  /** Step id → the page's values as typed, until Continue (or a way out) takes them. */
  readonly pages?: Readonly<Record<string, Answers>>;
}

export const EMPTY_JOURNEY: StoredJourney = { answers: {}, completed: {}, confirmations: {}, effects: {} };

type JourneyAtom = WritableAtom<
  StoredJourney,
  [StoredJourney | typeof RESET | ((current: StoredJourney) => StoredJourney)],
  void
>;

const atoms = new Map<string, JourneyAtom>();

function isStoredJourney(value: unknown): value is StoredJourney {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const objects = ['answers', 'completed', 'confirmations', 'effects'].every(
    (key) => typeof record[key] === 'object' && record[key] !== null,
  );
  return objects && (record.pages === undefined || (typeof record.pages === 'object' && record.pages !== null));
}

/** A draft that differs from the one before only in its pages' typed values (its write may wait: draft-storage.ts). */
const onlyTyping = (previous: StoredJourney, next: StoredJourney): boolean =>
  previous.answers === next.answers &&
  previous.completed === next.completed &&
  previous.confirmations === next.confirmations &&
  previous.effects === next.effects &&
  previous.pages !== next.pages;

/**
 * The atom holding a journey's draft. Read when first used (`getOnInit`), so the first render of a reloaded page
 * already sees the draft and a deep link is judged against it; anything stored in another shape (an older version)
 * reads as an empty draft.
 */
export function journeyAtom(journeyId: string): JourneyAtom {
  const existing = atoms.get(journeyId);
  if (existing) return existing;
  const storage = createJSONStorage<StoredJourney>(() => sessionStorage);
  // createJSONStorage's subscribe (other documents' storage events) kept as it was.
  const checked = {
    ...storage,
    ...deferTypingWrites(
      {
        ...storage,
        getItem(key: string, initialValue: StoredJourney): StoredJourney {
          const value = storage.getItem(key, initialValue);
          return isStoredJourney(value) ? value : initialValue;
        },
      },
      () => sessionStorage,
      onlyTyping,
    ),
  };
  const created = atomWithStorage<StoredJourney>(journeyStorageKey(journeyId), EMPTY_JOURNEY, checked, {
    getOnInit: true,
  }) as JourneyAtom;
  atoms.set(journeyId, created);
  return created;
}

// The engine caches what it works out (the path, its walk) per state object. A draft stored from a state
// (storeState) gives back that very state, so the page drawn after a Continue finds the path the session worked out
// for it rather than walking the journey again (issue 13). Kept by the answers object (the draft's typed values
// change the stored draft, not its answers), and given back only while every part is the same.
const statesOf = new WeakMap<object, JourneyState>();

/** The engine's state: the stored draft with the context of this visit (the state it was stored from, if the same). */
export function toJourneyState(stored: StoredJourney, context: JourneyState['context']): JourneyState {
  const known = statesOf.get(stored.answers);
  const same =
    known &&
    known.context === context &&
    known.answers === stored.answers &&
    known.effects === stored.effects &&
    known.completed === stored.completed &&
    known.confirmations === stored.confirmations;
  if (known && same) return known;
  return {
    answers: stored.answers,
    completed: stored.completed,
    confirmations: stored.confirmations,
    effects: stored.effects,
    context,
  };
}

/** An engine state stored, keeping the pages' typed values but `leftPage`'s (Continue took them). */
export function storeState(current: StoredJourney, state: JourneyState, leftPage: string | null = null): StoredJourney {
  const pages = { ...(current.pages ?? {}) };
  if (leftPage !== null) delete pages[leftPage];
  const stored: StoredJourney = {
    answers: state.answers,
    completed: state.completed ?? {},
    confirmations: state.confirmations ?? {},
    effects: state.effects,
    ...(Object.keys(pages).length > 0 ? { pages } : {}),
  };
  statesOf.set(state.answers, state);
  return stored;
}

/** The draft with a page's typed values kept (null forgets them). */
export function storeTyped(current: StoredJourney, stepId: string, values: Answers | null): StoredJourney {
  const pages = { ...(current.pages ?? {}) };
  if (values === null) delete pages[stepId];
  else pages[stepId] = values;
  const { pages: _old, ...rest } = current;
  return Object.keys(pages).length > 0 ? { ...rest, pages } : rest;
}

export { RESET as CLEAR_JOURNEY };
