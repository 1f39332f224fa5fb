import { afterEach, beforeAll } from 'vitest';

// A journey page is a lazy route: the first render in a test file loads it, which on the 2-core CI machine (and a
// cold transform cache) takes longer than Testing Library's default 1 s wait for an element to appear.
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
});

// Testing Library cleans up automatically only when vitest globals are on; they are off here.
// A draft write that waits for a pause in typing (src/journey/draft-storage.ts) is the test's own: written now (or
// dropped, if the test cleared the storage), never by its timer into the next test's storage, where a draft stored
// with the same text would take it for its own (a late timer under the full suite's load put one test's answer into
// the next one's page).
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    const { flushDrafts } = await import('../src/journey/draft-storage');
    flushDrafts();
  }
});
