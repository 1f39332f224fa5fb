import { t } from '../shared/i18n';
import { ModalDialog } from '../ui/modal-dialog';

export interface LoggedOutDialogProps {
  open: boolean;
  onClose(): void;
}

/** The second dialog after an idle logout (EMID025), shown on the start page. */
export function LoggedOutDialog({ open, onClose }: LoggedOutDialogProps) {
  if (!open) return null;
  return (
    <ModalDialog
      heading={t('idle_logged_out_heading')}
      description={t('EMID025')}
      onCloseRequest={onClose}
      actions={(initialFocusRef) => (
        <button ref={initialFocusRef} type="button" className="button" onClick={onClose}>
          {t('close')}
        </button>
      )}
    />
  );
}
