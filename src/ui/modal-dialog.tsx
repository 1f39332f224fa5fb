import { useId, type ReactNode, type RefObject } from 'react';
import { closeRequestHandlers, useModalDialog } from './use-modal-dialog';

export interface ModalDialogProps {
  heading: string;
  /** The dialog's main text, announced with its name when it opens. */
  description: ReactNode;
  /** Escape and other close requests: what the resident's "no thanks" means for this dialog. */
  onCloseRequest(): void;
  /** The buttons; the one given `initialFocusRef` gets focus on open. */
  actions(initialFocusRef: RefObject<HTMLButtonElement | null>): ReactNode;
  /** Anything that sits between the text and the buttons (live regions, extra paragraphs). */
  children?: ReactNode;
}

/**
 * A modal question or notice: a native <dialog> opened with showModal (focus trapped, page behind inert),
 * named by its heading and described by its text, focus returned on close.
 */
export function ModalDialog({ heading, description, onCloseRequest, actions, children }: ModalDialogProps) {
  const { dialogRef, initialFocusRef } = useModalDialog();
  const headingId = useId();
  const textId = useId();
  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={headingId}
      aria-describedby={textId}
      {...closeRequestHandlers(onCloseRequest)}
    >
      <h2 id={headingId} className="dialog__heading">
        {heading}
      </h2>
      <p id={textId} className="dialog__text">
        {description}
      </p>
      {children}
      <div className="dialog__actions">{actions(initialFocusRef)}</div>
    </dialog>
  );
}
