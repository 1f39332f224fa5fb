const original = window.matchMedia;

/** Puts back the test DOM's own matchMedia after a test that set a width. */
export function restoreWindow() {
  window.matchMedia = original;
}

/** A window `width` px wide, whose listeners hear when it is resized. */
export function windowOf(width: number) {
  const listeners = new Set<() => void>();
  const state = { width };
  window.matchMedia = ((media: string) => ({
    media,
    get matches() {
      const max = /max-width:\s*(\d+)px/.exec(media);
      return max ? state.width <= Number(max[1]) : false;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return (next: number) => {
    state.width = next;
    listeners.forEach((listener) => listener());
  };
}
