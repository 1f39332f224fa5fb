import { useId } from 'react';
import { t } from '../app/i18n';
import { countdownAnnouncement, formatClock } from './countdown-text';
import { closeRequestHandlers, useModalDialog } from './use-modal-dialog';

export interface IdleWarningDialogProps {
  remainingMs: number;
  onStayLoggedIn(): void;
  onLogOut(): void;
}

/**
 * The auto-logout warning (EMID024), open while mounted. Escape means "Stay logged in", so extending the session
 * is one simple action however the resident gets there (WCAG 2.2.1, HMRC timeout dialog).
 */
export function IdleWarningDialog({ remainingMs, onStayLoggedIn, onLogOut }: IdleWarningDialogProps) {
  const { dialogRef, initialFocusRef } = useModalDialog();
  const headingId = useId();
  const textId = useId();
  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={headingId}
      aria-describedby={textId}
      {...closeRequestHandlers(onStayLoggedIn)}
    >
      <h2 id={headingId} className="dialog__heading">
        {t('idle_warning_heading')}
      </h2>
      <p id={textId} className="dialog__text">
        {t('EMID024', { time: formatClock(remainingMs) })}
      </p>
      {/* The visible clock changes every second; a screen reader hears it in words, every 20 seconds at most. */}
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {countdownAnnouncement(remainingMs)}
      </div>
      <div className="dialog__actions">
        <button ref={initialFocusRef} type="button" className="button" onClick={onStayLoggedIn}>
          {t('idle_stay_logged_in')}
        </button>
        <button type="button" className="button button--secondary" onClick={onLogOut}>
          {t('idle_log_out')}
        </button>
      </div>
    </dialog>
  );
}
