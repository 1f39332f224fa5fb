import useSWR, { type SWRResponse } from 'swr';
import { useServices } from '../../../shared/services';
import { useToggles } from '../../../shared/use-toggles';
import type { ContractorFacts } from '../../../repairs/contractor-facts';
import { detailActions } from '../../../repairs/detail-actions';
import type {
  CancellationEligibilityResult,
  DocumentSummary,
  RepairWorkOrder,
  RescheduleEligibilityResult,
  WorkOrderHistory,
} from '../../../gateway';
import { cancelCheckRequest, rescheduleCheckRequest } from './check-requests';
import { lookUpContractor } from './look-up-contractor';

/**
 * The status of a draft, which the assessment's old address resumes (repairs.md §4). Which checks a repair of a status
 * runs, and whether it offers only Resume repair, is rules/repair-detail-actions.json (detailActions).
 */
export const DRAFT_STATUS = 'In Diagnosis';

/** The configuration the page reads (repairs.md §7 "Configuration keys"). */
export const MAINTENANCE_TOGGLE = 'isMyPbRepairsMaintainence';
/**
 * The flag that shows the media section to anyone who can open the repair (repairs.md §4 Media: "Media shows when
 * the feature flag is 'true'; otherwise only if the viewer's stored customer id equals the work order's
 * customerIdentifier"). The flag is not named there; IsMediaEnabledSS already switches the journey's upload step
 * (decision 0014), and mypeabodyDocumentToggle is the only key of §7's list with no other use in the repair area.
 */
export const MEDIA_TOGGLE = 'mypeabodyDocumentToggle';
const DETAIL_TOGGLES = [MAINTENANCE_TOGGLE, MEDIA_TOGGLE] as const;
const DEMOBILISED_SITES = 'demobilizedContractorSites';

/** SWR keys of the page's reads, so a cancellation can reload them. */
export const detailKeys = {
  workOrder: (id: string) => ['repair-detail', 'work-order', id] as const,
  history: (id: string) => ['repair-detail', 'history', id] as const,
  documents: (id: string) => ['repair-detail', 'documents', id] as const,
};

export function useWorkOrder(id: string): SWRResponse<RepairWorkOrder, unknown> {
  const { gateway } = useServices();
  return useSWR(detailKeys.workOrder(id), () => gateway.getWorkOrder(id));
}

export function useWorkOrderHistory(id: string): SWRResponse<WorkOrderHistory, unknown> {
  const { gateway } = useServices();
  return useSWR(detailKeys.history(id), () => gateway.getWorkOrderHistory(id));
}

/** The repair's documents; the media section, which asks, shows only to those who may see them. */
export function useWorkOrderDocuments(id: string): SWRResponse<DocumentSummary[], unknown> {
  const { gateway } = useServices();
  return useSWR(detailKeys.documents(id), () => gateway.listWorkOrderDocuments(id));
}

export interface DetailConfiguration {
  /** isMyPbRepairsMaintainence is 'true': Cancel repair is shown disabled. */
  maintenance: boolean;
  /** mypeabodyDocumentToggle is 'true'; undefined until answered (and after a failed call, read as off). */
  mediaForEveryone: boolean | undefined;
  /** demobilizedContractorSites, the contractor site identifiers of the comma list. */
  demobilisedSites: readonly string[];
}

/**
 * The configuration, asked for once the repair has loaded so it does not compete with the calls the resident waits
 * for. A failed toggle reads as off and a failed list as empty (useToggles): the page then offers the ordinary buttons.
 */
export function useDetailConfiguration(ready: boolean): DetailConfiguration {
  const { gateway } = useServices();
  const toggles = useToggles(DETAIL_TOGGLES, ready);
  const sites = useSWR(ready ? ['configuration', DEMOBILISED_SITES] : null, () =>
    gateway.getConfiguration(DEMOBILISED_SITES),
  );
  return {
    maintenance: toggles[MAINTENANCE_TOGGLE] === true,
    mediaForEveryone: toggles[MEDIA_TOGGLE],
    demobilisedSites: (sites.data ?? '')
      .split(',')
      .map((site) => site.trim())
      .filter((site) => site !== ''),
  };
}

/** The contractor look-up: the facts (null when the gateway names another contractor), and whether it has settled. */
export interface ContractorLookUp {
  facts: ContractorFacts | null;
  settled: boolean;
}

/**
 * The repair's contractor (lookUpContractor), for a submitted repair with a contractor and a SOR. A failed call
 * leaves it unknown, like an answer naming another contractor: Select appointment then stays hidden.
 */
export function useContractor(workOrder: RepairWorkOrder | undefined): ContractorLookUp {
  const { gateway } = useServices();
  const asks =
    workOrder !== undefined &&
    !detailActions(workOrder.status).resumeOnly &&
    Boolean(workOrder.contractor) &&
    Boolean(workOrder.sorCode);
  const { data, error } = useSWR(
    asks ? ['repair-detail', 'contractor', workOrder.id, workOrder.contractor] : null,
    () => lookUpContractor(gateway, workOrder as RepairWorkOrder, new Date()),
  );
  return { facts: data ?? null, settled: !asks || data !== undefined || error !== undefined };
}

/** POST /wo-cancellation-eligibility for a submitted repair, again whenever the repair changes (its eTag). */
export function useCancelCheck(
  workOrder: RepairWorkOrder | undefined,
  customerId: string | null,
): SWRResponse<CancellationEligibilityResult, unknown> {
  const { gateway } = useServices();
  const asks = workOrder !== undefined && detailActions(workOrder.status).checksCancel;
  return useSWR(asks ? ['repair-detail', 'cancel-check', workOrder.id, workOrder.eTag] : null, () =>
    gateway.checkCancellationEligibility(cancelCheckRequest(workOrder as RepairWorkOrder, customerId)),
  );
}

/**
 * POST …/appointments/reschedule-eligibility for an Appointed repair, once the contractor look-up has settled so the
 * request can say whether the contractor books online.
 */
export function useRescheduleCheck(
  workOrder: RepairWorkOrder | undefined,
  customerId: string | null,
  contractor: ContractorLookUp,
): SWRResponse<RescheduleEligibilityResult, unknown> {
  const { gateway } = useServices();
  const asks = workOrder !== undefined && detailActions(workOrder.status).checksReschedule && contractor.settled;
  return useSWR(asks ? ['repair-detail', 'reschedule-check', workOrder.id, workOrder.eTag] : null, () => {
    const repair = workOrder as RepairWorkOrder;
    return gateway.checkRescheduleEligibility(
      repair.id,
      rescheduleCheckRequest(repair, customerId, contractor.facts?.isIntegrated ?? null),
    );
  });
}
