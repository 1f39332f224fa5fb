import { afterEach } from 'vitest';

// Testing Library cleans up automatically only when vitest globals are on; they are off here.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
