/** Runs `task` when the browser is idle (or after a second where it has no idle callback); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1000);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` when the browser is idle after it has painted the next frame; returns a cancel. For work a page only may
 * need later (the widgets of a journey's later steps): started before the paint, its downloads would share a phone's
 * bandwidth with what the page shows first (issue 13).
 */
export function whenIdleAfterPaint(task: () => void): () => void {
  let cancel = (): void => undefined;
  // A timer set in an animation frame callback fires once that frame has been painted.
  const frame = window.requestAnimationFrame(() => {
    const timer = window.setTimeout(() => {
      cancel = whenIdle(task);
    }, 0);
    cancel = () => window.clearTimeout(timer);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    cancel();
  };
}
