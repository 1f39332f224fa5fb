import { useId } from 'react';
import { t } from '../app/i18n';
import { closeRequestHandlers, useModalDialog } from './use-modal-dialog';

export interface LoggedOutDialogProps {
  open: boolean;
  onClose(): void;
}

/** The second dialog after an idle logout (EMID025), shown on the start page. */
export function LoggedOutDialog({ open, onClose }: LoggedOutDialogProps) {
  return open ? <OpenLoggedOutDialog onClose={onClose} /> : null;
}

function OpenLoggedOutDialog({ onClose }: { onClose(): void }) {
  const { dialogRef, initialFocusRef } = useModalDialog();
  const headingId = useId();
  const textId = useId();
  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={headingId}
      aria-describedby={textId}
      {...closeRequestHandlers(onClose)}
    >
      <h2 id={headingId} className="dialog__heading">
        {t('idle_logged_out_heading')}
      </h2>
      <p id={textId} className="dialog__text">
        {t('EMID025')}
      </p>
      <div className="dialog__actions">
        <button ref={initialFocusRef} type="button" className="button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </dialog>
  );
}
