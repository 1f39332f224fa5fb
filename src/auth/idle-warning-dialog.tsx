import { t } from '../shared/i18n';
import { ModalDialog } from '../ui/modal-dialog';
import { countdownAnnouncement, idleWarningText } from './countdown-text';

export interface IdleWarningDialogProps {
  remainingMs: number;
  /** The configured idle time before the warning, which the warning names ("for 25 minutes"). */
  idleTimeoutMs: number;
  onStayLoggedIn(): void;
  onLogOut(): void;
}

/**
 * The auto-logout warning (EMID024), open while mounted. Escape means "Stay logged in", so extending the session
 * is one simple action however the resident gets there (WCAG 2.2.1, HMRC timeout dialog).
 */
export function IdleWarningDialog({ remainingMs, idleTimeoutMs, onStayLoggedIn, onLogOut }: IdleWarningDialogProps) {
  return (
    <ModalDialog
      heading={t('idle_warning_heading')}
      description={idleWarningText(remainingMs, { idleTimeoutMs })}
      onCloseRequest={onStayLoggedIn}
      actions={(initialFocusRef) => (
        <>
          <button ref={initialFocusRef} type="button" className="button" onClick={onStayLoggedIn}>
            {t('idle_stay_logged_in')}
          </button>
          <button type="button" className="button button--secondary" onClick={onLogOut}>
            {t('idle_log_out')}
          </button>
        </>
      )}
    >
      {/* The visible clock changes every second; a screen reader hears it in words, every 20 seconds at most. */}
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {countdownAnnouncement(remainingMs)}
      </div>
    </ModalDialog>
  );
}
