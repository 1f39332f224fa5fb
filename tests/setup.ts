import { afterEach, beforeAll } from 'vitest';

// A page is a lazy route: the first render in a test file loads it (and a move to another page loads that one),
// which on the 2-core CI machine with a cold transform cache and the other worker busy has taken over 5 s (the home
// page's first welcome, seen under load). Waiting for what must appear costs nothing when it does; 10 s stays well
// inside the 30 s test timeout.
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
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
