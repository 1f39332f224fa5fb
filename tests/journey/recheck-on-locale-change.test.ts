import { describe, expect, it, vi } from 'vitest';
import { reloadOnLocaleChange, type HotEvents } from '../../src/journey/use-recheck-on-locale-change';

function fakeHot() {
  const listeners = new Set<(data: { file?: string } | undefined) => void>();
  const hot: HotEvents = {
    on: (_event, listener) => void listeners.add(listener),
    off: (_event, listener) => void listeners.delete(listener),
  };
  return {
    hot,
    send: (file: string) => listeners.forEach((listener) => listener({ file })),
    count: () => listeners.size,
  };
}

describe('a journey page in development', () => {
  it('loads again when a locale file is saved, so the journey is checked against the texts as they are now', () => {
    const { hot, send, count } = fakeHot();
    const reload = vi.fn();
    const stop = reloadOnLocaleChange(hot, reload);
    send('journeys/referral.json');
    expect(reload).not.toHaveBeenCalled();
    send('locales/en/referral.json');
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    expect(count()).toBe(0);
  });
});
