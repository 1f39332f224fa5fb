import { describe, expect, it, vi } from 'vitest';

// A download that fails (the connection dropped) is the effect's failure, and the next effect asks again rather than
// meeting the same failure kept.
let attempts = 0;
vi.mock('../../src/effects/cases/effects', async (importOriginal) => {
  attempts += 1;
  if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

// vitest wraps the factory's error in its own; what matters is that the second ask succeeds.
describe('an area whose download failed', () => {
  it('is asked for again by the next effect', async () => {
    const { loadEffect } = await import('../../src/effects/load-effect');
    await expect(loadEffect('case.loadTypes')).rejects.toThrow();
    expect(await loadEffect('case.loadTypes')).toEqual(expect.any(Function));
    expect(attempts).toBe(2);
  });
});
