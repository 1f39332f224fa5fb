// The shape of the seeded repairs (work-order-seeds.ts and the files of each resident's repairs).
import type { HazardRecord } from '../hazard-records';
import type { ContractorKey } from './contractor-seeds';
import type { OwnerKey } from './ids';
import type { MediaSetKey } from './work-order-media';
import type { RepairAssetType } from './repair-locations';

export type Channel = 'CustomerSelfService' | 'ERGO' | 'Northgate' | 'ColleagueSelfService';

export type WorkOrderStatus =
  | 'Unappointed'
  | 'Appointed'
  | 'In Progress'
  | 'In Diagnosis'
  | 'Completed'
  | 'Closed'
  | 'Cancelled'
  | 'Reported to EMA'
  | 'On Hold'
  | 'Pending Approval'
  | 'Catalyst Tier 2 Triage'
  | 'Catalyst Managing Agent Triage'
  | 'Catalyst Defect Triage'
  | 'Passed to Peabody'
  | 'Unknown';

export interface WorkOrderSeed {
  /** Counter of the id (seedId('workOrder', owner, n)); fixed so PERSONAS can name repairs. */
  n: number;
  daysAgo: number;
  status: WorkOrderStatus;
  area: RepairAssetType;
  channel: Channel;
  reasonId: number;
  description: string;
  contractor?: ContractorKey;
  /** Overrides the reason's element, e.g. 'Unknown' for the list's error text on Northgate repairs. */
  trade?: string;
  priority?: 'Next Available' | 'Emergency' | 'Emergency (Out of hours)' | 'Next Available (Recall)';
  /** Days from today of the appointment, and its band. */
  appointment?: { inDays: number; band: 'AM' | 'PM' | 'ALL' };
  closedDaysAgo?: number;
  noAccessFirst?: boolean;
  caseId?: string;
  isRecall?: boolean;
  isEmergency?: boolean;
  isOutOfHours?: boolean;
  isEMA?: boolean;
  isRaisedAsTriage?: boolean;
  isDampAndMould?: boolean;
  isVandalism?: boolean;
  /** Files the resident attached (work-order-media.ts). */
  media?: MediaSetKey;
  /** Booked with a contractor whose diary takes preferences: history APCREATE10 instead of APCREATE01. */
  preferenceNoted?: boolean;
  /** A draft's answers saved so far, as the repair journey's steps save them on the work order (drafts only). */
  saved?: DraftAnswersSeed;
  /** Submitted though flagged a potential duplicate of another open repair (repairs.md §3 isPotentialDuplicate). */
  isPotentialDuplicate?: boolean;
  /**
   * What the back office recorded under Awaab's Law (hazard-records.ts, decision 0059): each record and how many days
   * after the report it was written (0: with the report, at its time; otherwise at 14:00 UTC that day).
   */
  hazards?: [record: HazardRecord, daysAfter: number][];
}

/** What a draft raised online holds beyond its problem and description: the later steps' answers saved so far. */
export interface DraftAnswersSeed {
  vulnerability?: { isVulnerable: boolean; VulnerableResponseText: string };
  isCovidSelfIsolated?: boolean;
  /** The damp and mould check answered Yes, with the assessment's answers so far: [questionId, option ids]. */
  assessment?: [questionId: string, responseIds: number[]][];
  /** The contact step's answer: the number to call, the name and who they are. */
  reporter?: { contactNumber: string; givenName: string; relationship: 'Customer' | 'Friend or Family' | 'Other' };
}

export interface WorkOrderOwner {
  owner: OwnerKey;
  customerId: string;
  name: { title: string; givenName: string; surname: string };
  /** The premises the repair is searched under (the customer's property), then the asset per area. */
  propertyId: string;
  assets: Partial<Record<RepairAssetType, string>>;
  isCatalyst: boolean;
  workOrders: WorkOrderSeed[];
}
