import { t } from '../../../shared/i18n';
import { ChoiceDialog, type ContinueOrReturn } from '../../../ui/choice-dialog';
import type { CancelConfirmation } from '../../../repairs';

interface CancelDialogProps extends ContinueOrReturn {
  /** What the confirmation says and whether it offers Continue cancel (cancelConfirmation of the check's code). */
  confirmation: CancelConfirmation;
  /** The cancellation is on its way: both buttons wait for it. */
  sending: boolean;
}

/**
 * The Cancel repair confirmation (repairs.md §4 Cancel flow). Only SSR036 offers Continue cancel; the phone cases
 * offer Return alone. Focus starts on Return, the choice that changes nothing, as cancelling cannot be undone.
 * While the cancellation is sent Continue cancel is marked unavailable rather than disabled, so focus stays on it.
 */
export function CancelDialog({ confirmation, sending, onContinue, onReturn }: CancelDialogProps) {
  return (
    <ChoiceDialog
      heading={t('Repair_detail_cancel_title')}
      description={confirmation.message}
      onCloseRequest={() => {
        if (!sending) onReturn();
      }}
      choices={[
        confirmation.offersContinueCancel && {
          label: t('Repair_detail_continue_cancel'),
          look: 'repair-detail__button--warning',
          waiting: sending,
          onChoose: onContinue,
        },
        {
          label: t('Repair_detail_return'),
          look: 'button--secondary',
          focused: true,
          disabled: sending,
          onChoose: onReturn,
        },
      ]}
    >
      <p className="repair-detail__dialog-status" role="status">
        {sending ? t('Repair_detail_cancelling') : ''}
      </p>
    </ChoiceDialog>
  );
}
