import { useEffect, useRef } from 'react';

/** Where focus starts when a dialog opens: one of its buttons (a question), or its heading (a form to fill in). */
export type DialogFocus = 'action' | 'heading';

/**
 * Opens a native <dialog> as a modal while the component is mounted: the browser traps focus and makes the page
 * behind inert. Focus starts on `initialFocusRef` — or on the heading (`headingRef`, which must be focusable) for a
 * form, so a screen reader starts at its name and the next Tab is its first field, not Cancel — and goes back to
 * where it was when the dialog goes away.
 */
export function useModalDialog(focus: DialogFocus = 'action') {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const initialFocusRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first focusable element itself (a form's Cancel, were it first): focus is set after it.
    (focus === 'heading' ? headingRef.current : initialFocusRef.current)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
    // Where focus starts is the dialog's kind, fixed for its life: this runs once.
  }, [focus]);

  return { dialogRef, initialFocusRef, headingRef };
}

/**
 * Escape asks the dialog to close: handle it ourselves so the resident's choice (not the browser) decides what
 * happens. Keydown covers keyboards; the cancel event covers other close requests such as Android's back gesture.
 */
export function closeRequestHandlers(onCloseRequest: () => void) {
  return {
    onKeyDown(event: { key: string; preventDefault(): void }) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onCloseRequest();
    },
    onCancel(event: { preventDefault(): void }) {
      event.preventDefault();
      onCloseRequest();
    },
  };
}
