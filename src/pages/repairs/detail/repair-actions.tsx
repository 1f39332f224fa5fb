import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../../shared/i18n';
import type { ContractorFacts } from '../../../repairs/contractor-facts';
import type { CancellationEligibilityResult, RepairWorkOrder, RescheduleEligibilityResult } from '../../../gateway';
import {
  cancelButton,
  canRaiseRecall,
  canSelectAppointment,
  cancelConfirmation,
  detailActions,
  rescheduleOutcome,
} from '../../../repairs';
import { CancelDialog } from './cancel-dialog';
import { contractorContact } from './contractor-contact';
import { recallPath, resumePath, schedulerPath } from '../../../shared/paths';
import { RescheduleDialog } from './reschedule-dialog';
import { ButtonLink } from '../../../ui/button-link';
import { useCancelRepair } from './use-cancel-repair';

interface RepairActionsProps {
  workOrder: RepairWorkOrder;
  contractor: ContractorFacts | null;
  demobilisedSites: readonly string[];
  /** isMyPbRepairsMaintainence: Cancel repair is shown but cannot be used. */
  maintenance: boolean;
  cancelCheck: CancellationEligibilityResult | undefined;
  rescheduleCheck: RescheduleEligibilityResult | undefined;
  onCancelled(): void;
}

/**
 * The detail buttons (repairs.md §4): a draft offers only Resume repair; otherwise Select appointment when the rule
 * allows it, Reschedule appointment as the reschedule check decides, and Cancel repair when the cancel check says
 * the repair is still open. A repair that can be recalled (rules/repair-recall.json: Completed or Closed, Next
 * Available, completed within the recall window, not itself a recall) offers to report the problem again.
 */
export function RepairActions(props: RepairActionsProps) {
  if (detailActions(props.workOrder.status).resumeOnly)
    return <ResumeRepair workOrderId={props.workOrder.id} maintenance={props.maintenance} />;
  return <SubmittedRepairActions {...props} />;
}

/** Resume repair: a way into the repair journey, so under maintenance it cannot be used and says why (issue 26). */
function ResumeRepair({ workOrderId, maintenance }: { workOrderId: string; maintenance: boolean }) {
  const noteId = useId();
  return (
    <>
      <div className="button-group repair-detail__actions">
        <ButtonLink
          to={resumePath(workOrderId)}
          unavailable={maintenance}
          describedBy={maintenance ? noteId : undefined}
          className="button"
        >
          {t('Repair_detail_resume')}
        </ButtonLink>
      </div>
      {maintenance && (
        <p className="body repair-detail__inset" id={noteId}>
          {t('repairs_detail_resume_maintenance')}
        </p>
      )}
    </>
  );
}

function SubmittedRepairActions({
  workOrder,
  contractor,
  demobilisedSites,
  maintenance,
  cancelCheck,
  rescheduleCheck,
  onCancelled,
}: RepairActionsProps) {
  const navigate = useNavigate();
  const maintenanceNoteId = useId();
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const [rescheduleMessage, setRescheduleMessage] = useState<string | null>(null);
  const { sending, cancel } = useCancelRepair(workOrder, () => {
    setDialog(null);
    onCancelled();
  });

  const selectable = canSelectAppointment({
    repair: {
      status: workOrder.status,
      priority: workOrder.priority ?? null,
      area: workOrder.area,
      contractor: workOrder.contractor ?? null,
    },
    contractor: contractor ? { isIntegrated: contractor.isIntegrated } : null,
    demobilisedSites,
  });
  const outcome = rescheduleCheck
    ? rescheduleOutcome(rescheduleCheck.errorCode, contractorContact(workOrder, contractor, rescheduleCheck))
    : null;
  const toScheduler = () => navigate(schedulerPath('reschedule', workOrder.id));
  const cancelShown = cancelButton({ isEligible: cancelCheck?.isEligible ?? null, maintenance });
  const recallable = canRaiseRecall(
    {
      status: workOrder.status,
      priority: workOrder.priority ?? null,
      completedDate: workOrder.completedDate ?? null,
      isRecall: workOrder.isRecall,
    },
    new Date(),
  );

  const reschedule = () => {
    if (!outcome) return;
    if (outcome.kind === 'scheduler') toScheduler();
    else if (outcome.kind === 'modal') setDialog('reschedule');
    else setRescheduleMessage(outcome.message);
  };

  return (
    <>
      {outcome?.kind === 'message' && outcome.hidesReschedule && (
        <p className="body repair-detail__inset">{outcome.message}</p>
      )}
      <div className="button-group repair-detail__actions">
        {selectable && (
          <Link className="button" to={schedulerPath('new', workOrder.id)}>
            {t('Repair_detail_select_appointment')}
          </Link>
        )}
        {outcome && !outcome.hidesReschedule && (
          <button type="button" className="button" onClick={reschedule}>
            {t('Repair_detail_reschedule')}
          </button>
        )}
        {cancelShown !== 'hidden' && (
          <button
            type="button"
            className="button repair-detail__button--warning"
            disabled={cancelShown === 'disabled'}
            aria-describedby={cancelShown === 'disabled' ? maintenanceNoteId : undefined}
            onClick={() => setDialog('cancel')}
          >
            {t('Repair_detail_cancel')}
          </button>
        )}
      </div>
      {recallable && (
        <p className="body repair-detail__inset">
          {t('repairs_detail_recall_hint')} <Link to={recallPath(workOrder.id)}>{t('repairs_detail_recall')}</Link>
        </p>
      )}
      {cancelShown === 'disabled' && (
        <p className="body repair-detail__inset" id={maintenanceNoteId}>
          {t('Repair_detail_cancel_maintenance')}
        </p>
      )}
      {/* Always present, so the message Reschedule appointment leads to (SSR070) is announced when it appears. */}
      <div role="status">
        {rescheduleMessage !== null && <p className="body repair-detail__inset">{rescheduleMessage}</p>}
      </div>
      {dialog === 'cancel' && cancelCheck && (
        <CancelDialog
          confirmation={cancelConfirmation(cancelCheck.errorCode)}
          sending={sending}
          onContinue={() => void cancel()}
          onReturn={() => setDialog(null)}
        />
      )}
      {dialog === 'reschedule' && outcome?.kind === 'modal' && (
        <RescheduleDialog
          message={outcome.message}
          continuesToScheduler={outcome.continuesToScheduler}
          onContinue={toScheduler}
          onReturn={() => setDialog(null)}
        />
      )}
    </>
  );
}
