import { useEffect, useState, type RefObject } from 'react';

// Issue 29: a home card's content below the fold (its code, its call) waits until the card comes near the screen or
// the browser has nothing else to do, so a phone's first view downloads only what it shows. The slot keeps its height
// meanwhile (no layout shift), and the idle fallback draws every card without a scroll (a screen reader's reading
// order, a search with the browser's find, Lighthouse).

/** How far below the screen a card starts loading: a little ahead, so a resident scrolling rarely sees it wait. */
const AHEAD = '200px 0px';
/** The longest a card waits for an idle moment before it loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** True once the element is within 200 px of the view, or the browser has been idle; then stays true. */
export function useNearView(ref: RefObject<Element | null>): boolean {
  // Where the browser cannot watch (a test's document, an old browser), the content comes at once, as before.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    const idle = window as IdleWindow;
    // Two idle moments: the first comes as soon as the page is drawn, while the content in view is still loading.
    let handle = 0;
    const later = (callback: () => void) =>
      idle.requestIdleCallback
        ? idle.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(callback, 200);
    handle = later(() => {
      handle = later(() => setNear(true));
    });
    return () => {
      observer.disconnect();
      if (idle.cancelIdleCallback) idle.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [near, ref]);
  return near;
}
