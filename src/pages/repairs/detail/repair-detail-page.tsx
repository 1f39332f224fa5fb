import { lazy, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t, type MessageKey } from '../../../shared/i18n';
import { ErrorBox } from '../../../ui/error-box';
import { Loading } from '../../../ui/loading';
import { StatusTag } from '../../../ui/status-tag';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useSession } from '../../../shared/use-session';
import { isShownFailure, type RepairWorkOrder, type WorkOrderHistory } from '../../../gateway';
import {
  REPAIR_PAGE_MESSAGES,
  repairDetailStatus,
  showsRepairMedia,
  repairStatusColour,
  repairStatusLabel,
  repairTimeline,
  type DetailStatus,
} from '../../../repairs';
import { NotificationBanner } from '../../../ui/notification-banner';
import { AssessmentSection } from './assessment-section';
import { BackLink } from '../../../ui/back-link';
import { REPAIR_HISTORY_PATH } from '../../../shared/paths';
import { ContractorMessages } from './contractor-messages';
import { LinkedRepair } from './linked-repair';
import { MediaSection } from './media-section';
import { RepairActions } from './repair-actions';
import { RepairHistory } from './repair-history';
import { RepairSummary } from './repair-summary';
import {
  useCancelCheck,
  useContractor,
  useDetailConfiguration,
  useRescheduleCheck,
  useWorkOrder,
  useWorkOrderHistory,
} from './use-detail-data';
import './repair-detail.css';

// The statutory clock (issue 31, decision 0059) comes after the history, in a chunk of its own with its rules.
const RepairClockPanel = lazy(async () => ({ default: (await import('./repair-clock-panel')).RepairClockPanel }));

/** A failure the resident is told about; a 401 is not, as the portal is already taking them to the start page. */
const told = isShownFailure;

/**
 * The badge: from the History (repairDetailStatus). When the History could not be read, the list's reading of the
 * stored status stands in, so the resident is not shown "Draft" for a repair that has moved on.
 */
function detailStatus(
  workOrder: RepairWorkOrder,
  history: WorkOrderHistory | undefined,
  historyFailed: boolean,
): DetailStatus | null {
  if (history) return repairDetailStatus(workOrder.status, history);
  if (historyFailed) return { label: repairStatusLabel(workOrder), colour: repairStatusColour(workOrder.status) };
  return null;
}

/**
 * /repairhistorydetails?id=<work order id> (repairs.md §2 Repair detail): one repair, its History, its damp and mould
 * answers, its photos and what the resident can do next; `#media` or `#damp-and-mould-questions` after the address
 * lands on that section (detail-sections.ts). Loaded lazily by the router (named export, PERF-03).
 */
export function RepairDetailPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const id = params.get('id')?.trim() ?? '';
  if (id === '') return <RepairNotShown />;
  // A key per repair, so a link from one repair to another starts from a clean page.
  return <RepairDetail key={id} id={id} customerId={session?.customerId ?? null} />;
}

/** Without a repair to show, the page says so as GET /works-orders/{id} failing would. */
function RepairNotShown() {
  useDocumentTitle(t('Repair_detail_title'));
  return (
    <>
      <BackLink fallback={REPAIR_HISTORY_PATH} text={t('journey_back')} />
      <h1 className="heading-l">{t('Repair_detail_title')}</h1>
      <ErrorBox messages={[t(REPAIR_PAGE_MESSAGES.repairFailed)]} />
    </>
  );
}

function RepairDetail({ id, customerId }: { id: string; customerId: string | null }) {
  const workOrder = useWorkOrder(id);
  const history = useWorkOrderHistory(id);
  const repair = workOrder.data;
  const configuration = useDetailConfiguration(repair !== undefined);
  const contractor = useContractor(repair);
  const cancelCheck = useCancelCheck(repair, customerId);
  const rescheduleCheck = useRescheduleCheck(repair, customerId, contractor);
  const [cancelled, setCancelled] = useState(false);
  const statusId = useId();

  const heading =
    repair === undefined
      ? t('Repair_detail_title')
      : repair.jobNo
        ? t('Repair_detail_heading', { jobNo: repair.jobNo })
        : t('Repair_detail_heading_no_job');
  useDocumentTitle(heading);

  if (repair === undefined) {
    if (!told(workOrder.error)) return <Loading />;
    return <RepairNotShown />;
  }

  const historyFailed = told(history.error);
  const failures: MessageKey[] = [
    ...(historyFailed ? [REPAIR_PAGE_MESSAGES.historyFailed] : []),
    ...(told(cancelCheck.error) ? [REPAIR_PAGE_MESSAGES.cancelEligibilityFailed] : []),
    ...(told(rescheduleCheck.error) ? [REPAIR_PAGE_MESSAGES.rescheduleEligibilityFailed] : []),
  ];
  const status = detailStatus(repair, history.data, historyFailed);
  // What is shown above the sections an address can point at has arrived, so focus moved to one of them stays in view.
  const settled = !history.isLoading && contractor.settled && !cancelCheck.isLoading && !rescheduleCheck.isLoading;
  // repairs.md §4 Media (rules/repair-media-visible.json): shown when the flag is on, else only to the repair's own
  // customer.
  const showsMedia = showsRepairMedia({
    mediaForEveryone: configuration.mediaForEveryone ?? null,
    viewerCustomerId: customerId,
    workOrderCustomerId: repair.customerIdentifier ?? null,
  });

  return (
    <div className="repair-detail">
      <BackLink fallback={REPAIR_HISTORY_PATH} text={t('journey_back')} />
      {cancelled && <NotificationBanner text={t('Repair_detail_cancelled')} />}
      <h1 className="heading-l repair-detail__heading" aria-describedby={status ? statusId : undefined}>
        {heading}
      </h1>
      {/* The badge beside the job reference, which describes the heading: cancelled (red), completed (green) or under
          way. */}
      {/* Its line is there before the status is known, so nothing moves when it comes. */}
      <p className="repair-detail__status" id={statusId}>
        {status && <StatusTag label={status.label} colour={status.colour} />}
      </p>
      <ErrorBox messages={failures.map((key) => t(key))} />
      <ContractorMessages
        workOrder={repair}
        contractor={contractor.facts}
        demobilisedSites={configuration.demobilisedSites}
      />
      <RepairSummary workOrder={repair} />
      <LinkedRepair workOrder={repair} />
      <RepairActions
        workOrder={repair}
        contractor={contractor.facts}
        demobilisedSites={configuration.demobilisedSites}
        maintenance={configuration.maintenance}
        cancelCheck={cancelCheck.data}
        rescheduleCheck={rescheduleCheck.data}
        onCancelled={() => setCancelled(true)}
      />
      {history.data && (
        <Suspense fallback={null}>
          <RepairClockPanel repair={repair} history={history.data} customerId={customerId} />
        </Suspense>
      )}
      <RepairHistory timeline={history.data ? repairTimeline(history.data) : undefined} failed={historyFailed} />
      <AssessmentSection workOrder={repair} pageSettled={settled} />
      {showsMedia && <MediaSection workOrderId={repair.id} pageSettled={settled} />}
    </div>
  );
}
