import { describe, expect, it } from 'vitest';
import type { JourneyState } from '../../src/engine';
import { EMPTY_JOURNEY, storeState, storeTyped, toJourneyState } from '../../src/journey/journey-state';

// Issue 13: the page drawn after a Continue gets the very state the session stored, so the engine's caches (the
// path, per state object) serve it.
const context = { customer: { id: 'c1' } };
const state: JourneyState = {
  answers: { a: 1 },
  completed: { one: true },
  confirmations: {},
  effects: { e: [1] },
  context,
};

describe('toJourneyState of a stored draft', () => {
  it('gives back the state the draft was stored from, while the context and every part are the same', () => {
    const stored = storeState(EMPTY_JOURNEY, state);
    expect(toJourneyState(stored, context)).toBe(state);
    // Typing keeps the page's values beside the answers: the state stays.
    expect(toJourneyState(storeTyped(stored, 'one', { a: 2 }), context)).toBe(state);
  });

  it("builds a new state for another context, or for a draft whose parts are not the stored state's", () => {
    const stored = storeState(EMPTY_JOURNEY, state);
    const other = { customer: { id: 'c2' } };
    expect(toJourneyState(stored, other)).toEqual({ ...state, context: other });
    expect(toJourneyState(stored, other)).not.toBe(state);
    const changed = { ...stored, effects: { e: [2] } };
    expect(toJourneyState(changed, context)).toEqual({ ...state, effects: { e: [2] } });
    const withoutCompleted = storeState(EMPTY_JOURNEY, { answers: state.answers, effects: state.effects, context });
    expect(toJourneyState(withoutCompleted, context)).toEqual({
      answers: state.answers,
      completed: {},
      confirmations: {},
      effects: state.effects,
      context,
    });
  });
});
