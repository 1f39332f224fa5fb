import { t } from '../../../shared/i18n';
import { ModalDialog } from '../../../ui/modal-dialog';
import type { CancelConfirmation } from '../../../repairs';

interface CancelDialogProps {
  /** What the confirmation says and whether it offers Continue cancel (cancelConfirmation of the check's code). */
  confirmation: CancelConfirmation;
  /** The cancellation is on its way: both buttons wait for it. */
  sending: boolean;
  onContinue(): void;
  onReturn(): void;
}

/**
 * The Cancel repair confirmation (repairs.md §4 Cancel flow). Only SSR036 offers Continue cancel; the phone cases
 * offer Return alone. Focus starts on Return, the choice that changes nothing, as cancelling cannot be undone.
 * While the cancellation is sent the buttons are marked unavailable rather than disabled, so focus stays on them.
 */
export function CancelDialog({ confirmation, sending, onContinue, onReturn }: CancelDialogProps) {
  return (
    <ModalDialog
      heading={t('Repair_detail_cancel_title')}
      description={confirmation.message}
      onCloseRequest={() => {
        if (!sending) onReturn();
      }}
      actions={(initialFocusRef) => (
        <>
          {confirmation.offersContinueCancel && (
            <button
              type="button"
              className="button repair-detail__button--warning"
              onClick={() => !sending && onContinue()}
              aria-disabled={sending}
            >
              {t('Repair_detail_continue_cancel')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            ref={initialFocusRef}
            onClick={onReturn}
            disabled={sending}
          >
            {t('Repair_detail_return')}
          </button>
        </>
      )}
    >
      <p className="repair-detail__dialog-status" role="status">
        {sending ? t('Repair_detail_cancelling') : ''}
      </p>
    </ModalDialog>
  );
}
