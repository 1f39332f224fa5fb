import { t } from '../../../shared/i18n';
import { ModalDialog } from '../../../ui/modal-dialog';

interface RescheduleDialogProps {
  /** The information the resident reads first (CR165 or CR166). */
  message: string;
  /** Continue goes on to the scheduler (the rule's continuesToScheduler); without it only Return is offered. */
  continuesToScheduler: boolean;
  onContinue(): void;
  onReturn(): void;
}

/** The information modal Reschedule appointment opens for CR165 and CR166 (repairs.md §4 Reschedule outcome). */
export function RescheduleDialog({ message, continuesToScheduler, onContinue, onReturn }: RescheduleDialogProps) {
  return (
    <ModalDialog
      heading={t('Repair_detail_reschedule_title')}
      description={message}
      onCloseRequest={onReturn}
      actions={(initialFocusRef) => (
        <>
          {continuesToScheduler && (
            <button type="button" className="button" ref={initialFocusRef} onClick={onContinue}>
              {t('Repair_detail_continue')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            ref={continuesToScheduler ? undefined : initialFocusRef}
            onClick={onReturn}
          >
            {t('Repair_detail_return')}
          </button>
        </>
      )}
    />
  );
}
