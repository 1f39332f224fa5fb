// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferTypingWrites, flushDrafts, type ValueStorage } from '../../src/journey/draft-storage';

interface Draft {
  readonly answers: object;
  readonly typed: string;
}

const KEY = 'portal.journey.draft-storage-test';
const answers = {};

function storage(): ValueStorage<Draft> {
  const inner: ValueStorage<Draft> = {
    getItem: (key, initial) => JSON.parse(sessionStorage.getItem(key) ?? 'null') ?? initial,
    setItem: (key, value) => sessionStorage.setItem(key, JSON.stringify(value)),
    removeItem: (key) => sessionStorage.removeItem(key),
  };
  return deferTypingWrites(
    inner,
    () => sessionStorage,
    (a, b) => a.answers === b.answers && a.typed !== b.typed,
  );
}

const stored = (): Draft | null => JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Draft | null;

describe('a draft write that only changes what was typed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    flushDrafts();
    vi.useRealTimers();
  });

  it('waits for a pause in the typing, and a read meanwhile gives the latest', () => {
    const drafts = storage();
    drafts.setItem(KEY, { answers, typed: '' });
    drafts.setItem(KEY, { answers, typed: 'a' });
    drafts.setItem(KEY, { answers, typed: 'ab' });
    expect(stored()?.typed).toBe('');
    expect(drafts.getItem(KEY, { answers, typed: 'none' }).typed).toBe('ab');
    vi.advanceTimersByTime(300);
    expect(stored()?.typed).toBe('ab');
  });

  it('is written once the typing pauses, not before', () => {
    const drafts = storage();
    drafts.setItem(KEY, { answers, typed: '' });
    for (let key = 1; key <= 20; key += 1) {
      drafts.setItem(KEY, { answers, typed: 'x'.repeat(key) });
      vi.advanceTimersByTime(150);
    }
    expect(stored()?.typed).toBe('');
    vi.advanceTimersByTime(150);
    expect(stored()?.typed).toBe('x'.repeat(20));
  });

  it('is written when the page goes or is hidden (a reload loses nothing) and before the session moves', () => {
    const drafts = storage();
    drafts.setItem(KEY, { answers, typed: '' });
    drafts.setItem(KEY, { answers, typed: 'leak' });
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()?.typed).toBe('leak');
    drafts.setItem(KEY, { answers, typed: 'leak ' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(stored()?.typed).toBe('leak ');
    drafts.setItem(KEY, { answers, typed: 'leaks' });
    flushDrafts();
    expect(stored()?.typed).toBe('leaks');
  });

  it('goes at once with any other write, which carries the latest typed values', () => {
    const drafts = storage();
    drafts.setItem(KEY, { answers, typed: '' });
    drafts.setItem(KEY, { answers, typed: 'tap' });
    drafts.setItem(KEY, { answers: { reason: 'tap' }, typed: 'tap' });
    expect(stored()).toEqual({ answers: { reason: 'tap' }, typed: 'tap' });
  });

  it('is dropped once the tab storage was cleared (a logout): no draft outlives the session', () => {
    const drafts = storage();
    drafts.setItem(KEY, { answers, typed: '' });
    drafts.setItem(KEY, { answers, typed: 'secret' });
    sessionStorage.clear();
    expect(drafts.getItem(KEY, { answers, typed: 'none' }).typed).toBe('none');
    vi.advanceTimersByTime(300);
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toBeNull();
  });

  it('is written at once when it is the first write since a clear', () => {
    const drafts = storage();
    drafts.setItem(KEY, { answers, typed: '' });
    sessionStorage.clear();
    drafts.setItem(KEY, { answers, typed: 'new' });
    expect(stored()?.typed).toBe('new');
  });
});
