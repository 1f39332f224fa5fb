import { useId, type ReactNode, type RefObject } from 'react';
import { closeRequestHandlers, useModalDialog, type DialogFocus } from './use-modal-dialog';

export interface ModalDialogProps {
  heading: string;
  /** The dialog's main text, announced with its name when it opens; none where what it shows is not words (a photo). */
  description?: ReactNode;
  /** Escape and other close requests: what the resident's "no thanks" means for this dialog. */
  onCloseRequest(): void;
  /** The buttons; the one given `initialFocusRef` gets focus on open, unless `initialFocus` is 'heading'. */
  actions(initialFocusRef: RefObject<HTMLButtonElement | null>): ReactNode;
  /** Anything that sits between the text and the buttons (live regions, extra paragraphs, a form). */
  children?: ReactNode;
  /** 'heading' for a dialog that is a form: focus starts on its heading, the next Tab reaches its first field. */
  initialFocus?: DialogFocus;
  /** A class beside `dialog` for a dialog of its own size (a photo over the page). */
  className?: string;
}

/**
 * A modal question or notice: a native <dialog> opened with showModal (focus trapped, page behind inert),
 * named by its heading and described by its text, focus returned on close.
 */
export function ModalDialog({
  heading,
  description,
  onCloseRequest,
  actions,
  children,
  initialFocus = 'action',
  className,
}: ModalDialogProps) {
  const { dialogRef, initialFocusRef, headingRef } = useModalDialog(initialFocus);
  const headingId = useId();
  const textId = useId();
  return (
    <dialog
      ref={dialogRef}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={headingId}
      aria-describedby={description === undefined ? undefined : textId}
      {...closeRequestHandlers(onCloseRequest)}
    >
      <h2
        id={headingId}
        className="dialog__heading"
        ref={headingRef}
        tabIndex={initialFocus === 'heading' ? -1 : undefined}
      >
        {heading}
      </h2>
      {description !== undefined && (
        <p id={textId} className="dialog__text">
          {description}
        </p>
      )}
      {children}
      <div className="dialog__actions">{actions(initialFocusRef)}</div>
    </dialog>
  );
}
