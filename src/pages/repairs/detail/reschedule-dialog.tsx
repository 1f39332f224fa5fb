import { t } from '../../../shared/i18n';
import { ChoiceDialog, type ContinueOrReturn } from '../../../ui/choice-dialog';

interface RescheduleDialogProps extends ContinueOrReturn {
  /** The information the resident reads first (CR165 or CR166). */
  message: string;
  /** Continue goes on to the scheduler (the rule's continuesToScheduler); without it only Return is offered. */
  continuesToScheduler: boolean;
}

/**
 * The information modal Reschedule appointment opens for CR165 and CR166 (repairs.md §4 Reschedule outcome); focus
 * starts on its first button, Continue where it is offered.
 */
export function RescheduleDialog({ message, continuesToScheduler, onContinue, onReturn }: RescheduleDialogProps) {
  return (
    <ChoiceDialog
      heading={t('Repair_detail_reschedule_title')}
      description={message}
      onCloseRequest={onReturn}
      choices={[
        continuesToScheduler && { label: t('Repair_detail_continue'), onChoose: onContinue },
        { label: t('Repair_detail_return'), look: 'button--secondary', onChoose: onReturn },
      ]}
    />
  );
}
