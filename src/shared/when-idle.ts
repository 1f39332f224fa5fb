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
 * Runs `task` when the browser is idle, `settleMs` after it has painted the next frame; returns a cancel. For work a
 * page only may need later (the widgets of a journey's later steps): started sooner, its downloads would share a
 * phone's bandwidth with what the page shows first, whose last pieces (the largest text, drawn in the slices of a
 * transition) may still be on their way when the first frame is painted (issue 13).
 */
export function whenIdleAfterPaint(task: () => void, settleMs = 0): () => void {
  let cancel = (): void => undefined;
  // A timer set in an animation frame callback fires once that frame has been painted.
  const frame = window.requestAnimationFrame(() => {
    const timer = window.setTimeout(() => {
      cancel = whenIdle(task);
    }, settleMs);
    cancel = () => window.clearTimeout(timer);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    cancel();
  };
}
