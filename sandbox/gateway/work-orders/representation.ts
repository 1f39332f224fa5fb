import type { RepairListItem } from '../../../schemas/generated/gateway.work-order-search-result';
import type { WorkOrder } from '../../../schemas/generated/gateway.work-order';
import type { StoredWorkOrder } from './stored-work-order';

/** Drops the keys whose value is undefined, so optional fields are absent rather than null in JSON. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Leaves out a nested group that has nothing in it. */
function unlessEmpty<T extends object>(value: T): T | undefined {
  const kept = defined(value);
  return Object.keys(kept).length === 0 ? undefined : kept;
}

/**
 * The nested shape the gateway sends a work order back in (repairs.md §3 "When sent back"): identifiers, job,
 * statuses, contractor, asset, appointments, raisedBy, reporter with its telecoms address, customer,
 * eligibilityOutcomes, raisedDate, completedDate. The eTag is added by the caller (it hashes this).
 */
export function toWorkOrderRepresentation(wo: StoredWorkOrder): WorkOrder {
  const reporter = wo.reporterContactDetails;
  return defined<WorkOrder>({
    identifiers: defined({
      worksOrderIdentifier: wo.id,
      originalWorkOrderIdentifier: wo.originalWorkOrderIdentifier,
      caseIdentifier: wo.caseIdentifier,
      customerIdentifier: wo.customerIdentifier,
      assetIdentifier: wo.assetIdentifier,
      premisesId: wo.premisesId,
      premisesUniqueReference: wo.premisesUniqueReference,
    }),
    job: defined({
      jobNo: wo.jobNo,
      trade: wo.trade,
      repairLocation: wo.repairLocation,
      repairLocationId: wo.repairLocationId,
      repairReason: wo.repairReason,
      repairReasonId: wo.repairReasonId,
      description: wo.description,
      additionalInformation: wo.additionalInformation,
      sorCode: wo.sorCode,
      originalWorkOrderSorCode: wo.originalWorkOrderSorCode,
      priority: wo.priority,
      repairCause: wo.repairCause,
      repairCauseId: wo.repairCauseId,
      crimeReferenceNumber: wo.crimeReferenceNumber,
      reportingMethod: wo.reportingMethod,
      reportingMethodId: wo.reportingMethodId,
      documents: { documentIdentifiers: wo.documents?.documentIdentifiers ?? [] },
      chargeCustomer: wo.chargeCustomer,
      notifyAll: wo.notifyAll,
      staffContactEmails: wo.staffContactEmails,
      assessmentInformation: wo.assessmentInformation,
    }),
    statuses: defined({
      status: wo.status,
      isDraft: wo.isDraft,
      isSubmitted: wo.isSubmitted,
      isSupplementary: wo.isSupplementary,
      isVandalism: wo.isVandalism,
      isCovidSelfIsolated: wo.isCovidSelfIsolated,
      isEmergency: wo.isEmergency,
      isOutOfHours: wo.isOutOfHours,
      isRecall: wo.isRecall,
      isDampAndMould: wo.isDampAndMould,
      isEMA: wo.isEMA,
      isCatalyst: wo.isCatalyst,
      isInDefect: wo.isInDefect,
      isPotentialDuplicate: wo.isPotentialDuplicate,
      isVulnerable: wo.vulnerability?.isVulnerable,
      isRaisedAsTriage: wo.isRaisedAsTriage,
      riskToHumanLife: wo.riskToHumanLife,
    }),
    contractor: unlessEmpty({
      siteIdentifier: wo.contractor,
      name: wo.contractorName,
      phoneNumber: wo.contractorPhoneNumber,
      builderName: wo.contractorBuilderName,
      builderPhone: wo.contractorBuilderPhone,
    }),
    asset: defined({
      id: wo.assetIdentifier,
      uprn: wo.premisesUniqueReference,
      address: wo.premisesAddress === undefined ? undefined : { formattedAddress: wo.premisesAddress },
      type: defined({ assetTypeName: wo.area ?? wo.premisesType ?? 'Property', assetTypeId: wo.premisesTypeId }),
    }),
    appointments: unlessEmpty({
      appointmentStartDate: wo.appointmentStartDate,
      appointmentEndDate: wo.appointmentEndDate,
      lastAppointmentCreatedDate: wo.lastAppointmentCreatedDate,
    }),
    raisedBy: wo.raisedBy,
    reporter: defined({
      reportedBy: wo.reportedBy,
      reportedById: wo.reportedById,
      toBeContacted: wo.reporterToBeContacted ?? reporter?.reporterToBeContacted ?? false,
      name: reporter?.name,
      telecomsAddress: reporter?.contactNumber === undefined ? undefined : { number: reporter.contactNumber },
      organisation: reporter?.organisation,
      relationship: reporter?.relationship,
      relationshipId: reporter?.relationshipId,
    }),
    customer: { name: defined({ ...wo.customerName }) },
    vulnerability: wo.vulnerability,
    eligibilityOutcomes: wo.eligibilityOutcomes,
    channel: wo.channel,
    raisedDate: wo.raisedDate,
    completedDate: wo.completedDate,
  });
}

/** A row of the repair list (repairs.md §3 "Repair list item"). */
export function toRepairListItem(wo: StoredWorkOrder): RepairListItem {
  return defined<RepairListItem>({
    id: wo.id,
    jobNo: wo.jobNo,
    description: wo.description,
    trade: wo.trade,
    channel: wo.channel,
    area: wo.area,
    raisedDate: wo.raisedDate,
    status: wo.status,
    priority: wo.priority,
    contractor: wo.contractorName,
    appointmentDate: wo.appointmentStartDate?.slice(0, 10),
    appointmentStartDate: wo.appointmentStartDate,
    appointmentEndDate: wo.appointmentEndDate,
    siteIndentifire: wo.contractor,
    completedDate: wo.completedDate,
    raisedBy: wo.raisedBy,
    repairLocation: wo.repairLocation,
    sorCode: wo.sorCode,
    isRaisedAsTriage: wo.isRaisedAsTriage,
  });
}
