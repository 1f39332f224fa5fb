import type { AssessmentInformation, EligibilityOutcome, Vulnerability } from '../../../schemas/generated/gateway.work-order';

/**
 * A work order as the sandbox keeps it in work_orders.body: the flat field list of repairs.md §3. The gateway
 * answers with the nested shape (representation.ts); requests write flat fields (work-order-update.schema.json).
 */
export interface StoredWorkOrder {
  id: string;
  jobNo?: string;
  originalWorkOrderIdentifier?: string;
  caseIdentifier?: string;
  customerIdentifier: string;
  assetIdentifier: string;
  premisesId?: string;
  premisesUniqueReference?: string;
  premisesAddress?: string;
  premisesType?: string;
  premisesTypeId?: number;
  area?: string;
  contractor?: string;
  contractorName?: string;
  contractorPhoneNumber?: string;
  contractorBuilderName?: string;
  contractorBuilderPhone?: string;
  trade?: string;
  repairLocation?: string;
  repairLocationId?: number;
  repairReason?: string;
  repairReasonId?: number;
  description: string;
  additionalInformation?: string;
  sorCode?: string;
  originalWorkOrderSorCode?: string;
  priority?: string;
  status: string;
  raisedDate: string;
  completedDate?: string;
  appointmentStartDate?: string;
  appointmentEndDate?: string;
  lastAppointmentCreatedDate?: string;
  repairCause?: string;
  repairCauseId?: number;
  crimeReferenceNumber?: string;
  reportedBy?: string;
  reportedById?: number;
  reportingMethod?: string;
  reportingMethodId?: number;
  channel: string;
  documents?: { documentIdentifiers: string[] };
  chargeCustomer?: boolean;
  notifyAll?: boolean;
  staffContactEmails?: string[];
  customerName?: { title?: string; givenName?: string; surname?: string };
  raisedBy?: string;
  reporterToBeContacted?: boolean;
  reporterContactDetails?: {
    name?: { givenName: string };
    contactNumber?: string;
    organisation?: string;
    reporterToBeContacted?: boolean;
    relationship?: string;
    relationshipId?: number;
  };
  vulnerability?: Vulnerability;
  eligibilityOutcomes?: EligibilityOutcome[];
  assessmentInformation?: AssessmentInformation;
  isRaisedAsTriage?: boolean;
  isDraft: boolean;
  isSupplementary?: boolean;
  isVandalism?: boolean;
  isCovidSelfIsolated?: boolean;
  isEmergency?: boolean;
  isSubmitted: boolean;
  isOutOfHours?: boolean;
  isRecall?: boolean;
  isDampAndMould?: boolean;
  isEMA?: boolean;
  isCatalyst?: boolean;
  isInDefect?: boolean;
  isPotentialDuplicate?: boolean;
  riskToHumanLife?: boolean;
}

/** Statuses after which nothing about the repair changes any more. */
export const FINAL_STATUSES: ReadonlySet<string> = new Set(['Cancelled', 'Completed', 'Closed']);

export const DRAFT_STATUS = 'In Diagnosis';

/** repairs.md §4: the statuses a duplicate check looks at. */
export const DUPLICATE_CHECK_STATUSES: readonly string[] = [
  'Unappointed',
  'Appointed',
  'In Progress',
  'In Diagnosis',
  'Catalyst Tier 2 Triage',
  'Catalyst Managing Agent Triage',
  'Catalyst Defect Triage',
];
