// Whether the address change being made now is to be drawn at once (src/app/portal-router.tsx reads it).
let atOnce = false;

/**
 * Makes the address change `navigate` makes (synchronously, as React Router's navigate does) drawn at once, in one
 * render that nothing interrupts, instead of as a transition drawn in slices that other work may delay. For a move
 * whose next page has everything it needs already (a journey's next step once its widgets have downloaded): as a
 * transition it took a phone twice as long, and swung from one Continue to the next (issue 13). A page still
 * downloading must not be drawn this way: it would show "Loading" in place of the page being left.
 */
export function navigateAtOnce(navigate: () => void): void {
  atOnce = true;
  try {
    navigate();
  } finally {
    atOnce = false;
  }
}

/** Whether an address change now comes from navigateAtOnce. */
export const isNavigatingAtOnce = (): boolean => atOnce;
