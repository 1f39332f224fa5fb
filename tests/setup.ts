import { afterEach, beforeAll } from 'vitest';

// A journey page is a lazy route: the first render in a test file loads it, which on the 2-core CI machine (and a
// cold transform cache) takes longer than Testing Library's default 1 s wait for an element to appear.
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
});

// Testing Library cleans up automatically only when vitest globals are on; they are off here.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
