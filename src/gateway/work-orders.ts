import type { WorkOrder } from '../../schemas/generated/gateway.work-order';
import type { WorkOrderCreate } from '../../schemas/generated/gateway.work-order-create';
import type { HistoryItem, WorkOrderHistory } from '../../schemas/generated/gateway.work-order-history';
import type { WorkOrderHistoryItemCreate } from '../../schemas/generated/gateway.work-order-history-item-create';
import type { WorkOrderNote } from '../../schemas/generated/gateway.work-order-note';
import type { WorkOrderNoteCreated } from '../../schemas/generated/gateway.work-order-note-created';
import type { WorkOrderUpdate } from '../../schemas/generated/gateway.work-order-update';
import { invalidResponse } from './errors';
import type { GatewayRequest, GatewayResponse } from './request';
import { encodePath } from './url';

export type { WorkOrder } from '../../schemas/generated/gateway.work-order';
import type { WorkOrderRecord } from '../../schemas/generated/gateway.work-order-record';
export type { WorkOrderCreate } from '../../schemas/generated/gateway.work-order-create';
export type { WorkOrderHistory, HistoryItem } from '../../schemas/generated/gateway.work-order-history';
export type { WorkOrderNote } from '../../schemas/generated/gateway.work-order-note';
export type { WorkOrderNoteCreated } from '../../schemas/generated/gateway.work-order-note-created';
export type { RepairListItem, WorkOrderSearchResult } from '../../schemas/generated/gateway.work-order-search-result';
export type { WorkOrderUpdate } from '../../schemas/generated/gateway.work-order-update';

/**
 * A work order in the flat field names of repairs.md §3 (jobNo, area, caseIdentifier, status…), read from the
 * nested shape the gateway sends back. Journeys and pages read these names.
 */
export type RepairWorkOrder = WorkOrderRecord &
  Required<
    Pick<
      WorkOrderRecord,
      | 'premisesType'
      | 'area'
      | 'reportingMethodId'
      | 'documents'
      | 'customerName'
      | 'reporterToBeContacted'
      | 'isRaisedAsTriage'
      | 'isSupplementary'
      | 'isVandalism'
      | 'isCovidSelfIsolated'
      | 'isEmergency'
      | 'isOutOfHours'
      | 'isRecall'
      | 'isDampAndMould'
      | 'isEMA'
      | 'isCatalyst'
      | 'isInDefect'
      | 'isPotentialDuplicate'
      | 'riskToHumanLife'
    >
  > & {
    /** The entity tag to send as If-Match with the next change. */
    eTag: string;
  };

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The nested representation (repairs.md §3 "When sent back") in the flat names the portal works with. */
export function toRepairWorkOrder(wo: WorkOrder, etag: string | null = null): RepairWorkOrder {
  const { identifiers: ids, job, statuses: s, contractor, asset, appointments, reporter } = wo;
  const area = asset.type.assetTypeName;
  const contact = defined({
    name: reporter.name,
    contactNumber: reporter.telecomsAddress?.number,
    organisation: reporter.organisation,
    relationship: reporter.relationship,
    relationshipId: reporter.relationshipId,
  });
  return defined<RepairWorkOrder>({
    id: ids.worksOrderIdentifier,
    jobNo: job.jobNo,
    originalWorkOrderIdentifier: ids.originalWorkOrderIdentifier,
    caseIdentifier: ids.caseIdentifier,
    customerIdentifier: ids.customerIdentifier,
    assetIdentifier: ids.assetIdentifier,
    premisesId: ids.premisesId,
    premisesUniqueReference: ids.premisesUniqueReference ?? asset.uprn,
    premisesAddress: asset.address?.formattedAddress,
    premisesType: area,
    premisesTypeId: asset.type.assetTypeId,
    area,
    contractor: contractor?.siteIdentifier,
    contractorName: contractor?.name,
    contractorPhoneNumber: contractor?.phoneNumber,
    contractorBuilderName: contractor?.builderName,
    contractorBuilderPhone: contractor?.builderPhone,
    trade: job.trade,
    repairLocation: job.repairLocation,
    repairLocationId: job.repairLocationId,
    repairReason: job.repairReason,
    repairReasonId: job.repairReasonId,
    description: job.description,
    additionalInformation: job.additionalInformation,
    sorCode: job.sorCode,
    originalWorkOrderSorCode: job.originalWorkOrderSorCode,
    priority: job.priority,
    status: s.status,
    raisedDate: wo.raisedDate,
    completedDate: wo.completedDate,
    appointmentStartDate: appointments?.appointmentStartDate,
    appointmentEndDate: appointments?.appointmentEndDate,
    lastAppointmentCreatedDate: appointments?.lastAppointmentCreatedDate,
    repairCause: job.repairCause,
    repairCauseId: job.repairCauseId,
    crimeReferenceNumber: job.crimeReferenceNumber,
    reportedBy: reporter.reportedBy,
    reportedById: reporter.reportedById,
    reportingMethod: job.reportingMethod,
    // repairs.md §3: "default 1 in reading".
    reportingMethodId: job.reportingMethodId ?? 1,
    channel: wo.channel,
    documents: { documentIdentifiers: job.documents.documentIdentifiers },
    chargeCustomer: job.chargeCustomer,
    notifyAll: job.notifyAll,
    staffContactEmails: job.staffContactEmails,
    customerName: wo.customer.name,
    raisedBy: wo.raisedBy,
    reporterToBeContacted: reporter.toBeContacted,
    reporterContactDetails: Object.keys(contact).length === 0 ? undefined : contact,
    vulnerability: wo.vulnerability,
    eligibilityOutcomes: wo.eligibilityOutcomes,
    assessmentInformation: job.assessmentInformation,
    isRaisedAsTriage: s.isRaisedAsTriage === true,
    isDraft: s.isDraft,
    isSubmitted: s.isSubmitted,
    isSupplementary: s.isSupplementary === true,
    isVandalism: s.isVandalism === true,
    isCovidSelfIsolated: s.isCovidSelfIsolated === true,
    isEmergency: s.isEmergency === true,
    isOutOfHours: s.isOutOfHours === true,
    isRecall: s.isRecall === true,
    isDampAndMould: s.isDampAndMould === true,
    isEMA: s.isEMA === true,
    isCatalyst: s.isCatalyst === true,
    isInDefect: s.isInDefect === true,
    isPotentialDuplicate: s.isPotentialDuplicate === true,
    riskToHumanLife: s.riskToHumanLife === true,
    eTag: etag ?? wo.eTag ?? '',
  });
}

/** repairs.md §4: "After creation the id is the fifth segment of the returned location." */
export function workOrderIdFromLocation(location: string | null): string | null {
  if (location === null) return null;
  const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(location) ? new URL(location).pathname : (location.split('?')[0] ?? '');
  const segment = path.split('/').filter((s) => s !== '')[4];
  return segment === undefined ? null : decodeURIComponent(segment);
}

export interface WorkOrderCalls {
  /**
   * POST /works-orders: creates the draft. The id comes from the fifth segment of Location. Pass the
   * operation key kept with the journey so a retry after a lost answer does not make a second draft.
   */
  createWorkOrderDraft(draft: WorkOrderCreate, operationKey?: string): Promise<RepairWorkOrder>;
  /** GET /works-orders/{id}: the repair with its eTag; jobNo is absent until it has been assigned. */
  getWorkOrder(id: string, signal?: AbortSignal): Promise<RepairWorkOrder>;
  /** PATCH /works-orders/{id} with If-Match; isSubmitted true submits. A stale etag throws PreconditionFailedError. */
  updateWorkOrder(id: string, update: WorkOrderUpdate, etag: string): Promise<RepairWorkOrder>;
  /** DELETE /works-orders/{id} with If-Match and the cancel payload (asset type id, status Cancelled). */
  cancelWorkOrder(id: string, etag: string, assetTypeId?: number): Promise<RepairWorkOrder>;
  /** GET /works-orders/{id}/historyItems, oldest first. */
  getWorkOrderHistory(id: string): Promise<WorkOrderHistory>;
  /**
   * POST /works-orders/{id}/historyItems: records that the resident opened the repair's written summary (HAZSUMV01,
   * an extension of the contract: docs/decisions/0064); recorded once, so a second call answers with the first entry.
   */
  recordWorkOrderHistoryItem(id: string, identifier: WorkOrderHistoryItemCreate['identifier']): Promise<HistoryItem>;
  /** POST /workorders/{id}/{context}/notes (for example "no appointment available"). */
  addWorkOrderNote(
    id: string,
    context: string,
    note: WorkOrderNote,
    operationKey?: string,
  ): Promise<WorkOrderNoteCreated>;
}

function isWorkOrder(data: unknown): data is WorkOrder {
  return typeof data === 'object' && data !== null && 'identifiers' in data && 'statuses' in data && 'job' in data;
}

export function createWorkOrderCalls(request: GatewayRequest): WorkOrderCalls {
  const read = (response: GatewayResponse<unknown>, method: string, path: string): RepairWorkOrder => {
    if (!isWorkOrder(response.data))
      throw invalidResponse(response, method, path, 'The gateway did not return the work order.');
    return toRepairWorkOrder(response.data, response.etag);
  };

  return {
    async createWorkOrderDraft(draft, operationKey) {
      const response = await request<unknown>({
        method: 'POST',
        path: '/works-orders',
        body: draft,
        operationKey,
      });
      const id = workOrderIdFromLocation(response.location);
      if (id === null)
        throw invalidResponse(
          response,
          'POST',
          '/works-orders',
          'The gateway did not say where the new work order is.',
        );
      if (isWorkOrder(response.data)) return toRepairWorkOrder(response.data, response.etag);
      // A create answered without a body: read the draft so the caller holds its eTag.
      const path = encodePath`/works-orders/${id}`;
      return read(await request<unknown>({ method: 'GET', path }), 'GET', path);
    },

    async getWorkOrder(id, signal) {
      const path = encodePath`/works-orders/${id}`;
      return read(await request<unknown>({ method: 'GET', path, ...(signal ? { signal } : {}) }), 'GET', path);
    },

    async updateWorkOrder(id, update, etag) {
      const path = encodePath`/works-orders/${id}`;
      return read(await request<unknown>({ method: 'PATCH', path, body: update, etag }), 'PATCH', path);
    },

    async cancelWorkOrder(id, etag, assetTypeId) {
      const path = encodePath`/works-orders/${id}`;
      const body = {
        ...(assetTypeId === undefined ? {} : { asset: { type: { assetTypeId } } }),
        statuses: { Status: 'Cancelled' },
      };
      return read(await request<unknown>({ method: 'DELETE', path, body, etag }), 'DELETE', path);
    },

    async getWorkOrderHistory(id) {
      const response = await request<WorkOrderHistory | null>({
        method: 'GET',
        path: encodePath`/works-orders/${id}/historyItems`,
      });
      return response.data ?? [];
    },

    async recordWorkOrderHistoryItem(id, identifier) {
      const path = encodePath`/works-orders/${id}/historyItems`;
      const response = await request<HistoryItem | null>({ method: 'POST', path, body: { identifier } });
      if (!response.data?.id) throw invalidResponse(response, 'POST', path, 'The gateway did not return the entry.');
      return response.data;
    },

    async addWorkOrderNote(id, context, note, operationKey) {
      const path = encodePath`/workorders/${id}/${context}/notes`;
      const response = await request<WorkOrderNoteCreated | null>({
        method: 'POST',
        path,
        body: note,
        operationKey,
      });
      if (!response.data?.noteIdentifier)
        throw invalidResponse(response, 'POST', path, 'The gateway did not return the note.');
      return response.data;
    },
  };
}
