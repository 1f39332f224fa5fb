import { useEffect, useRef } from 'react';

/**
 * Opens a native <dialog> as a modal while the component is mounted: the browser traps focus and makes the page
 * behind inert. Focus starts on `initialFocusRef` and goes back to where it was when the dialog goes away.
 */
export function useModalDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const initialFocusRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocusRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  return { dialogRef, initialFocusRef };
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
