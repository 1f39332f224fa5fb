import type { RefObject } from 'react';

/**
 * A confirmation's button that keeps the resident on the page ("Return to repair", "Check appointments"): secondary,
 * and where focus starts when the dialog opens, so Enter on a dialog opened by mistake changes nothing.
 */
export function StayButton({
  label,
  focusRef,
  onStay,
}: {
  label: string;
  focusRef: RefObject<HTMLButtonElement | null>;
  onStay(): void;
}) {
  return (
    <button type="button" className="button button--secondary" ref={focusRef} onClick={onStay}>
      {label}
    </button>
  );
}
