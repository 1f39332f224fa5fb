import type { createStore } from 'jotai';
import { useEffect } from 'react';
import type { Journey } from '../engine';
import { isJourneyAddress } from './canonical-route';
import { CLEAR_JOURNEY, type journeyAtom } from './journey-state';

/**
 * A journey that says `discardWhenLeft` (the profile edit) forgets its draft when the resident leaves its pages by a
 * way that is not its own (the menu, another link, the browser's Back): coming back, the form shows what is on file,
 * never an abandoned change Save would send (issue 26). Its own ways out and endings say for themselves. A reload
 * runs no clean-up, so it keeps what was typed. The address is looked at a moment after the page goes: React's
 * development double mount and a move to another of the journey's pages find the journey's address still there.
 */
export function useDiscardWhenLeft(
  journey: Journey,
  store: ReturnType<typeof createStore>,
  atom: ReturnType<typeof journeyAtom>,
): void {
  const discards = journey.discardWhenLeft === true;
  useEffect(() => {
    if (!discards) return undefined;
    return () => {
      setTimeout(() => {
        if (!isJourneyAddress(journey, window.location.pathname)) store.set(atom, CLEAR_JOURNEY);
      }, 0);
    };
  }, [discards, journey, store, atom]);
}
