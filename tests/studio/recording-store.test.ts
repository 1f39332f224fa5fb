import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JourneySession } from '../../src/journey/session';
import { createRecordingStore } from '../../src/studio/recording-store';
import { createJourneyLoader } from '../../tools/fixtures/journey-files';

const referral = createJourneyLoader(join(import.meta.dirname, '..', '..'))('referral');
const atConsent: JourneySession = {
  state: { answers: {}, context: {}, effects: {} },
  page: { kind: 'step', stepId: 'consent', route: '/enquiryconsent' },
  changeFrom: null,
  blocked: null,
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the record mode store', () => {
  it('keeps the journey on Start again, so the bar still names it on the page the tester is on', () => {
    const store = createRecordingStore(memoryStorage(), () => new Date('2026-11-23T10:00:00Z'));
    store.setOn(true);
    store.observe({ kind: 'showing', journey: referral, session: atConsent });
    store.observe({
      kind: 'acted',
      journey: referral,
      before: atConsent,
      action: { kind: 'continue', values: { referralFor: 'Myself' } },
      outcome: {
        session: { ...atConsent, page: { kind: 'step', stepId: 'reasons', route: '/enquiryreason' } },
        messages: [],
      },
    } as never);
    expect(store.current()?.steps).toHaveLength(1);

    store.restart();
    expect(store.current()).toMatchObject({ journey: 'referral', steps: [] });
    expect(store.isOn()).toBe(true);
  });

  it('survives a reload: the recording is read back from sessionStorage', () => {
    const storage = memoryStorage();
    const store = createRecordingStore(storage, () => new Date('2026-11-23T10:00:00Z'));
    store.setOn(true);
    store.observe({ kind: 'showing', journey: referral, session: atConsent });
    expect(createRecordingStore(storage, () => new Date()).current()).toMatchObject({ journey: 'referral' });
  });
});
