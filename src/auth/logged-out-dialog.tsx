import { t } from '../shared/i18n';
import { ModalDialog } from '../ui/modal-dialog';
import { loggedOutText, type IdleSettings } from './countdown-text';

export interface LoggedOutDialogProps {
  open: boolean;
  /** The configured idle time and countdown: the notice names their sum ("for 30 minutes"). */
  idle: IdleSettings;
  onClose(): void;
}

/** The second dialog after an idle logout (EMID025), shown on the start page. */
export function LoggedOutDialog({ open, idle, onClose }: LoggedOutDialogProps) {
  if (!open) return null;
  return (
    <ModalDialog
      heading={t('idle_logged_out_heading')}
      description={loggedOutText(idle)}
      onCloseRequest={onClose}
      actions={(initialFocusRef) => (
        <button ref={initialFocusRef} type="button" className="button" onClick={onClose}>
          {t('close')}
        </button>
      )}
    />
  );
}
