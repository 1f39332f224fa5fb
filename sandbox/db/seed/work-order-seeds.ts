import type { HazardRecord } from '../hazard-records';
import type { ContractorKey } from './contractor-seeds';
import type { OwnerKey } from './ids';
import type { MediaSetKey } from './work-order-media';
import { OTHER_CUSTOMER, PERSONAS } from './personas';
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

const { alex, bea, chris, dana, ada } = PERSONAS;
const nameOf = (p: { title: string; givenName: string; surname: string }) => ({
  title: p.title,
  givenName: p.givenName,
  surname: p.surname,
});

/** Alex: 31 repairs (history paging needs 25+), covering every status and rule of repairs.md §4. */
const ALEX: WorkOrderSeed[] = [
  {
    n: 1,
    daysAgo: 1,
    status: 'In Diagnosis',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 1,
    description: 'Kitchen tap drips all the time. It is worse at night.',
  },
  {
    n: 2,
    daysAgo: 2,
    status: 'Unappointed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 23,
    description: 'Bedroom radiator stays cold. The others are fine.',
    contractor: 'aquaflow',
  },
  {
    n: 3,
    daysAgo: 5,
    status: 'Appointed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 12,
    description: 'Double socket by the TV has stopped working. Nothing else is affected.',
    contractor: 'brightspark',
    appointment: { inDays: 3, band: 'AM' },
  },
  {
    n: 4,
    daysAgo: 3,
    status: 'In Progress',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 5,
    description: 'Toilet does not flush properly. The handle feels loose.',
    contractor: 'aquaflow',
    appointment: { inDays: 0, band: 'ALL' },
  },
  {
    n: 5,
    daysAgo: 12,
    status: 'Reported to EMA',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 15,
    description: 'Front door lock is broken. The door cannot be locked.',
    contractor: 'rapidResponse',
    priority: 'Emergency',
    isEmergency: true,
    isEMA: true,
    // Awaab's Law: 24 hours to make it safe, and no record that it was: the clock shows it overdue (decision 0059).
    hazards: [['HAZAWARE01', 0]],
  },
  {
    n: 6,
    daysAgo: 20,
    status: 'On Hold',
    area: 'Block',
    channel: 'CustomerSelfService',
    reasonId: 35,
    description: 'Bin store door hangs off its hinges. Foxes are getting in.',
    contractor: 'northside',
  },
  {
    n: 7,
    daysAgo: 25,
    status: 'Appointed',
    area: 'Block',
    channel: 'ColleagueSelfService',
    reasonId: 34,
    description: 'Lift grinds between floors 3 and 4. It still works.',
    contractor: 'metroLifts',
    appointment: { inDays: 6, band: 'PM' },
  },
  {
    n: 8,
    daysAgo: 40,
    status: 'Completed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 2,
    description: 'Kitchen sink drains very slowly. Plunging has not helped.',
    contractor: 'aquaflow',
    closedDaysAgo: 35,
    media: 'sinkPhotos',
  },
  {
    n: 9,
    daysAgo: 55,
    status: 'Pending Approval',
    area: 'Property',
    channel: 'ColleagueSelfService',
    reasonId: 19,
    description: 'Gutter over the balcony overflows in rain. Water runs down the wall.',
    contractor: 'castle',
  },
  {
    n: 10,
    daysAgo: 70,
    status: 'Cancelled',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 17,
    description: 'Smoke alarm chirps every minute. New battery fitted by me.',
    contractor: 'brightspark',
    closedDaysAgo: 68,
  },
  {
    n: 11,
    daysAgo: 90,
    status: 'Completed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 2,
    description: 'Kitchen sink blocked again. Same problem as before.',
    contractor: 'aquaflow',
    closedDaysAgo: 85,
    isRecall: true,
    priority: 'Next Available (Recall)',
  },
  {
    n: 12,
    daysAgo: 100,
    status: 'Completed',
    area: 'Estate',
    channel: 'Northgate',
    reasonId: 44,
    description: 'Paving slab raised near the play area. Someone tripped.',
    contractor: 'greenway',
    trade: 'Unknown',
    closedDaysAgo: 90,
  },
  {
    n: 13,
    daysAgo: 120,
    status: 'Completed',
    area: 'Block',
    channel: 'ERGO',
    reasonId: 30,
    description: 'Second floor stairwell light out. It is dark at night.',
    contractor: 'brightspark',
    closedDaysAgo: 112,
  },
  {
    n: 14,
    daysAgo: 150,
    status: 'Closed',
    area: 'Property',
    channel: 'Northgate',
    reasonId: 7,
    description: 'Shower tray leaks at the corner. Stain on the ceiling below.',
    contractor: 'aquaflow',
    closedDaysAgo: 140,
  },
  {
    n: 15,
    daysAgo: 170,
    status: 'Cancelled',
    area: 'Block',
    channel: 'ColleagueSelfService',
    reasonId: 38,
    description: 'Main entrance door does not close by itself. Anyone can walk in.',
    contractor: 'castle',
    closedDaysAgo: 165,
  },
  {
    n: 16,
    daysAgo: 200,
    status: 'Completed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 22,
    description: 'No heating or hot water. Boiler shows fault F28.',
    contractor: 'aquaflow',
    closedDaysAgo: 199,
    priority: 'Emergency (Out of hours)',
    isEmergency: true,
    isOutOfHours: true,
  },
  {
    n: 17,
    daysAgo: 230,
    status: 'Completed',
    area: 'Property',
    channel: 'ERGO',
    reasonId: 3,
    description: 'Cupboard door under the sink has come off. Hinge is broken.',
    contractor: 'castle',
    closedDaysAgo: 220,
  },
  {
    n: 18,
    daysAgo: 260,
    status: 'Passed to Peabody',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 4,
    description: 'Bathroom extractor fan makes no sound. Steam stays in the room.',
    contractor: 'brightspark',
  },
  {
    n: 19,
    daysAgo: 290,
    status: 'Completed',
    area: 'Estate',
    channel: 'CustomerSelfService',
    reasonId: 46,
    description: 'Swing seat chain snapped. Play area taped off.',
    contractor: 'greenway',
    closedDaysAgo: 280,
  },
  {
    n: 20,
    daysAgo: 320,
    status: 'Cancelled',
    area: 'Property',
    channel: 'ERGO',
    reasonId: 12,
    description: 'Kitchen socket sparks when used. Not using it now.',
    contractor: 'brightspark',
    closedDaysAgo: 319,
  },
  {
    n: 21,
    daysAgo: 350,
    status: 'Completed',
    area: 'Property',
    channel: 'Northgate',
    reasonId: 6,
    description: 'Only toilet blocked. Water level rising.',
    contractor: 'aquaflow',
    trade: 'Unknown',
    closedDaysAgo: 350,
    priority: 'Emergency',
    isEmergency: true,
  },
  {
    n: 22,
    daysAgo: 380,
    status: 'Completed',
    area: 'Block',
    channel: 'CustomerSelfService',
    reasonId: 31,
    description: 'Graffiti on the ground floor wall. Some words are offensive.',
    contractor: 'greenway',
    closedDaysAgo: 370,
    isVandalism: true,
  },
  {
    n: 23,
    daysAgo: 410,
    status: 'Completed',
    area: 'Property',
    channel: 'ColleagueSelfService',
    reasonId: 9,
    description: 'Damp patch behind the bed. It feels wet to touch.',
    contractor: 'aquaflow',
    closedDaysAgo: 395,
    isDampAndMould: true,
    noAccessFirst: true,
    // Recorded as Awaab's Law asks, so the clock reads done once the seed's today puts the report after 27 October
    // 2025 (before then the association's target shows): decision 0059.
    hazards: [
      ['HAZINV01', 3],
      ['HAZSUM01', 4],
      ['HAZSAFE01', 6],
      ['HAZPREV01', 7],
    ],
  },
  {
    n: 24,
    daysAgo: 450,
    status: 'Unknown',
    area: 'Property',
    channel: 'Northgate',
    reasonId: 17,
    description: 'Legacy repair migrated from the old system.',
  },
  {
    n: 25,
    daysAgo: 480,
    status: 'Completed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 23,
    description: 'Living room radiator cold at the top. Needs bleeding.',
    contractor: 'aquaflow',
    closedDaysAgo: 470,
  },
  {
    n: 26,
    daysAgo: 520,
    status: 'Completed',
    area: 'Estate',
    channel: 'ERGO',
    reasonId: 47,
    description: 'Estate gate does not latch. It swings open in the wind.',
    contractor: 'greenway',
    closedDaysAgo: 510,
  },
  {
    n: 27,
    daysAgo: 560,
    status: 'Cancelled',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 1,
    description: 'Kitchen tap loose. Raised twice by mistake.',
    closedDaysAgo: 559,
  },
  {
    n: 28,
    daysAgo: 600,
    status: 'Completed',
    area: 'Property',
    channel: 'Northgate',
    reasonId: 19,
    description: 'Gutter blocked with leaves. Overflowing.',
    contractor: 'castle',
    closedDaysAgo: 585,
  },
  {
    n: 29,
    daysAgo: 650,
    status: 'Completed',
    area: 'Block',
    channel: 'CustomerSelfService',
    reasonId: 30,
    description: 'Top floor landing light flickers. It goes off completely sometimes.',
    contractor: 'brightspark',
    closedDaysAgo: 640,
  },
  {
    n: 30,
    daysAgo: 700,
    status: 'Completed',
    area: 'Property',
    channel: 'ERGO',
    reasonId: 8,
    description: 'Black mould around the bathroom window. It comes back after cleaning.',
    contractor: 'aquaflow',
    closedDaysAgo: 680,
    isDampAndMould: true,
    // As n 23: decision 0059.
    hazards: [
      ['HAZINV01', 3],
      ['HAZSUM01', 4],
      ['HAZSAFE01', 6],
      ['HAZPREV01', 7],
    ],
  },
  {
    n: 31,
    daysAgo: 6,
    status: 'Unappointed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 8,
    description: 'Mould on the bathroom ceiling. My son has asthma.',
    contractor: 'aquaflow',
    isDampAndMould: true,
    caseId: PERSONAS.alex.dampAndMouldCaseId,
    media: 'mouldPhotosAndLetter',
    // Reported 6 days ago and not inspected yet: the investigation is due (AW-4).
    hazards: [['HAZAWARE01', 0]],
  },
];

/**
 * Bea's house: one repair per outcome of the cancel and reschedule checks that Alex's flat cannot hold (the visit is
 * today, tomorrow, a diary of preferences, a builder, a live emergency). See docs/personas.md.
 */
const BEA_CHECKS: WorkOrderSeed[] = [
  {
    n: 5,
    daysAgo: 4,
    status: 'Appointed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 5,
    description: 'Toilet will not flush. The handle just spins.',
    contractor: 'aquaflow',
    appointment: { inDays: 0, band: 'PM' },
  },
  {
    n: 6,
    daysAgo: 3,
    status: 'Appointed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 17,
    description: 'Smoke alarm in the hall beeps every few minutes. It is wired in, so I cannot change the battery.',
    contractor: 'brightspark',
    appointment: { inDays: 1, band: 'AM' },
  },
  {
    n: 7,
    daysAgo: 9,
    status: 'Appointed',
    area: 'Estate',
    channel: 'CustomerSelfService',
    reasonId: 54,
    description: 'Branches of the big oak hang low over the path. People walk into them.',
    contractor: 'evergreen',
    appointment: { inDays: 5, band: 'ALL' },
    preferenceNoted: true,
  },
  {
    n: 8,
    daysAgo: 14,
    status: 'Appointed',
    area: 'Property',
    channel: 'ColleagueSelfService',
    reasonId: 19,
    description: 'Gutter above the bay window has come away from its brackets. It sags in the middle.',
    contractor: 'castle',
    appointment: { inDays: 4, band: 'AM' },
  },
  {
    n: 9,
    daysAgo: 1,
    status: 'Unappointed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 22,
    description: 'Boiler has stopped with a fault code. No heating or hot water.',
    contractor: 'aquaflow',
    priority: 'Emergency',
    isEmergency: true,
  },
];

/**
 * Bea's drafts saved part-way (Resume repair, repairs.md §4; decision 0025): each has an open repair of the same
 * problem at her house (the duplicate page's None of the above was chosen) or none, and the answers of the steps
 * she went through, as the journey saves them.
 */
const BEA_DRAFTS: WorkOrderSeed[] = [
  // Saved on the covid question: the radiator of n: 1 is the duplicate; photos passed; someone vulnerable.
  {
    n: 10,
    daysAgo: 1,
    status: 'In Diagnosis',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 23,
    description: 'Radiator in the front bedroom is cold at the top. Bleeding it has not helped.',
    saved: {
      vulnerability: {
        isVulnerable: true,
        VulnerableResponseText: 'My mother lives with us and uses oxygen at night.',
      },
    },
  },
  // Saved on page 2 of the damp and mould assessment, pages 1 and 2 answered.
  {
    n: 11,
    daysAgo: 1,
    status: 'In Diagnosis',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 9,
    description: 'Damp patch on the bedroom wall behind the wardrobe. It has grown since the summer.',
    isDampAndMould: true,
    saved: {
      assessment: [
        ['q1_1', [3]],
        ['q1_2', [3]],
        ['q2_1', [2]],
        ['q2_2', [1]],
        ['q2_3', [2]],
      ],
    },
  },
  // Saved on the check-answers page: every answer given, the contact another number (the gutter of n: 8 is the
  // duplicate).
  {
    n: 12,
    daysAgo: 1,
    status: 'In Diagnosis',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 19,
    description: 'Gutter at the back of the house overflows onto the patio when it rains.',
    saved: {
      vulnerability: { isVulnerable: false, VulnerableResponseText: '' },
      isCovidSelfIsolated: false,
      reporter: { contactNumber: '07700900777', givenName: 'Sam Okonkwo', relationship: 'Friend or Family' },
    },
  },
];

/**
 * The tree in Bea's back garden, reported twice: her own report, unappointed with Evergreen Tree Care, whose diary
 * takes preferences (Select appointment notes a preferred appointment, repairs.md §2/§3); and a second report by
 * phone the next day, submitted and flagged a potential duplicate of the first (the duplicate page's SSR075a).
 */
const BEA_TREE: WorkOrderSeed[] = [
  {
    n: 13,
    daysAgo: 3,
    status: 'Unappointed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 56,
    description: 'Sycamore in the back garden leans towards the house. A big branch cracked in the wind.',
    contractor: 'evergreen',
  },
  {
    n: 14,
    daysAgo: 2,
    status: 'Unappointed',
    area: 'Property',
    channel: 'ColleagueSelfService',
    reasonId: 56,
    description: "Cracked branch on the garden tree hangs over the neighbour's fence.",
    contractor: 'evergreen',
    isPotentialDuplicate: true,
  },
];

/** Snagging in Ada's new build, per reason: where it is, what is wrong, who fixes it. */
const ADA_SNAGS: { reasonId: number; area: RepairAssetType; contractor: ContractorKey; what: string }[] = [
  { reasonId: 1, area: 'Property', contractor: 'aquaflow', what: 'kitchen tap drips from the spout' },
  { reasonId: 3, area: 'Property', contractor: 'castle', what: 'kitchen cupboard door hangs crooked' },
  { reasonId: 7, area: 'Property', contractor: 'aquaflow', what: 'sealant round the bath has come away' },
  { reasonId: 12, area: 'Property', contractor: 'brightspark', what: 'bedroom socket has no power' },
  { reasonId: 4, area: 'Property', contractor: 'brightspark', what: 'bathroom extractor fan rattles' },
  { reasonId: 23, area: 'Property', contractor: 'aquaflow', what: 'hall radiator stays cold at the top' },
  { reasonId: 17, area: 'Property', contractor: 'brightspark', what: 'smoke alarm chirps' },
  { reasonId: 19, area: 'Property', contractor: 'castle', what: 'gutter over the patio door overflows' },
  { reasonId: 5, area: 'Property', contractor: 'aquaflow', what: 'toilet cistern keeps running' },
  { reasonId: 30, area: 'Block', contractor: 'brightspark', what: 'stairwell light on the first floor is out' },
  { reasonId: 38, area: 'Block', contractor: 'castle', what: 'communal front door does not close' },
  { reasonId: 34, area: 'Block', contractor: 'metroLifts', what: 'lift judders between floors' },
];

/** Ada's repair (n) whose damp and mould clock is all done (docs/personas.md "Statutory clocks"). */
export const ADA_DAMP_REPAIR = 12;

/**
 * Ada: 120 repairs in the eleven months since her new build was handed over (snagging), so the phone history, which
 * loads 100 at a time, loads more on scroll. Newest first: n 1 is open (Unappointed), n 2 booked in four days, the
 * rest finished (completed, now and then cancelled or closed), one every 2.7 days back to the handover.
 */
const ADA: WorkOrderSeed[] = Array.from({ length: ada.repairCount }, (_, i): WorkOrderSeed => {
  const n = i + 1;
  const snag = ADA_SNAGS[i % ADA_SNAGS.length] as (typeof ADA_SNAGS)[number];
  const daysAgo = 1 + Math.round(i * 2.7);
  const base = {
    n,
    daysAgo,
    area: snag.area,
    reasonId: snag.reasonId,
    contractor: snag.contractor,
    channel: (n % 10 === 0 ? 'ColleagueSelfService' : n % 7 === 0 ? 'ERGO' : 'CustomerSelfService') as Channel,
    description: `Snagging item ${n}: ${snag.what}. Reported from the handover list.`,
  };
  if (n === 1)
    return {
      ...base,
      status: 'Unappointed',
      reasonId: 2,
      area: 'Property',
      contractor: 'aquaflow',
      description: 'Kitchen sink drains slowly. It gurgles when the washing machine empties.',
    };
  if (n === 2) return { ...base, status: 'Appointed', appointment: { inDays: 4, band: 'AM' } };
  // A damp and mould report a month ago with every step of Awaab's Law recorded in time: the clock shows each done.
  if (n === ADA_DAMP_REPAIR)
    return {
      ...base,
      status: 'Completed',
      area: 'Property',
      reasonId: 9,
      contractor: 'aquaflow',
      description: 'Damp patch on the bedroom wall behind the wardrobe. The wallpaper is peeling.',
      closedDaysAgo: daysAgo - 12,
      isDampAndMould: true,
      hazards: [
        ['HAZAWARE01', 0],
        ['HAZINV01', 4],
        ['HAZSUM01', 5],
        ['HAZSAFE01', 7],
        ['HAZPREV01', 8],
      ],
    };
  const closedDaysAgo = Math.max(1, daysAgo - 6);
  if (n % 9 === 0) return { ...base, status: 'Cancelled', closedDaysAgo };
  if (n % 13 === 0) return { ...base, status: 'Closed', closedDaysAgo };
  return { ...base, status: 'Completed', closedDaysAgo };
});

export const WORK_ORDER_OWNERS: WorkOrderOwner[] = [
  {
    owner: 'alex',
    customerId: alex.customerId,
    name: nameOf(alex),
    propertyId: alex.propertyId,
    isCatalyst: false,
    assets: { Property: alex.propertyId, Block: alex.blockId, Estate: alex.estateId },
    workOrders: ALEX,
  },
  {
    owner: 'bea',
    customerId: bea.customerId,
    name: nameOf(bea),
    propertyId: bea.propertyId,
    isCatalyst: false,
    assets: { Property: bea.propertyId, Estate: bea.estateId },
    workOrders: [
      {
        n: 1,
        daysAgo: 8,
        status: 'Appointed',
        area: 'Property',
        channel: 'CustomerSelfService',
        reasonId: 23,
        description: 'Radiator in the back bedroom is cold. Valve seems stuck.',
        contractor: 'aquaflow',
        appointment: { inDays: 2, band: 'PM' },
      },
      {
        n: 2,
        daysAgo: 45,
        status: 'Completed',
        area: 'Property',
        channel: 'CustomerSelfService',
        reasonId: 19,
        description: 'Front gutter leaking at the joint. Water splashes the door.',
        contractor: 'castle',
        closedDaysAgo: 30,
      },
    ],
  },
  {
    owner: 'bea',
    customerId: bea.customerId,
    name: nameOf(bea),
    propertyId: bea.shop.propertyId,
    isCatalyst: false,
    assets: { Property: bea.shop.propertyId, Block: bea.shop.blockId },
    workOrders: [
      {
        n: 3,
        daysAgo: 30,
        status: 'Unappointed',
        area: 'Property',
        channel: 'ColleagueSelfService',
        reasonId: 12,
        description: 'Socket behind the counter has no power. Till is on an extension lead.',
        contractor: 'brightspark',
      },
    ],
  },
  {
    owner: 'bea',
    customerId: bea.customerId,
    name: nameOf(bea),
    propertyId: bea.ended.propertyId,
    isCatalyst: false,
    assets: { Property: bea.ended.propertyId },
    workOrders: [
      // Raised during the ended tenancy: older than every active tenancy's start (raisedSince filters it out).
      {
        n: 4,
        daysAgo: 1600,
        status: 'Completed',
        area: 'Property',
        channel: 'Northgate',
        reasonId: 7,
        description: 'Bath panel loose. Water behind it.',
        contractor: 'aquaflow',
        closedDaysAgo: 1590,
      },
    ],
  },
  {
    owner: 'chris',
    customerId: chris.customerId,
    name: nameOf(chris),
    propertyId: chris.propertyId,
    isCatalyst: false,
    assets: { Property: chris.propertyId, Block: chris.blockId, Estate: chris.estateId },
    workOrders: [
      {
        n: 1,
        daysAgo: 6,
        status: 'Unappointed',
        area: 'Block',
        channel: 'CustomerSelfService',
        reasonId: 33,
        description: 'Both lifts out of service. Residents on upper floors are stuck.',
        contractor: 'rapidResponse',
        priority: 'Emergency',
        isEmergency: true,
      },
      {
        n: 2,
        daysAgo: 50,
        status: 'Completed',
        area: 'Block',
        channel: 'ERGO',
        reasonId: 39,
        description: 'Water coming through the ceiling of the top floor corridor. Buckets out.',
        contractor: 'castle',
        closedDaysAgo: 41,
      },
      {
        n: 3,
        daysAgo: 90,
        status: 'Cancelled',
        area: 'Estate',
        channel: 'CustomerSelfService',
        reasonId: 47,
        description: 'Car park barrier stuck open. Anyone can park.',
        contractor: 'greenway',
        closedDaysAgo: 88,
      },
    ],
  },
  {
    owner: 'dana',
    customerId: dana.customerId,
    name: nameOf(dana),
    propertyId: dana.propertyId,
    isCatalyst: true,
    assets: {
      Property: dana.propertyId,
      'Divided Block': dana.dividedBlockId,
      Block: dana.blockId,
      Estate: dana.estateId,
    },
    workOrders: [
      {
        n: 1,
        daysAgo: 4,
        status: 'Catalyst Defect Triage',
        area: 'Property',
        channel: 'CustomerSelfService',
        reasonId: 48,
        description: 'Bedroom window seal has failed. Condensation between the panes.',
        contractor: 'catalystDefects',
        isRaisedAsTriage: true,
      },
      {
        n: 2,
        daysAgo: 10,
        status: 'Catalyst Tier 2 Triage',
        area: 'Property',
        channel: 'CustomerSelfService',
        reasonId: 49,
        description: 'Underfloor heating cold in the living room. Thermostat shows heating on.',
        contractor: 'catalystTier2',
        isRaisedAsTriage: true,
      },
      {
        n: 3,
        daysAgo: 15,
        status: 'Catalyst Managing Agent Triage',
        area: 'Divided Block',
        channel: 'CustomerSelfService',
        reasonId: 50,
        description: 'East wing door slams shut. The closer is leaking oil.',
        contractor: 'catalystManagingAgent',
        isRaisedAsTriage: true,
      },
      {
        n: 4,
        daysAgo: 2,
        status: 'In Diagnosis',
        area: 'Property',
        channel: 'CustomerSelfService',
        reasonId: 48,
        description: 'Kitchen window will not lock. Handle turns freely.',
        isRaisedAsTriage: true,
      },
      {
        n: 5,
        daysAgo: 60,
        status: 'Passed to Peabody',
        area: 'Property',
        channel: 'ColleagueSelfService',
        reasonId: 12,
        description: 'Hallway socket loose in the wall. Sparks when plugged in.',
        contractor: 'brightspark',
      },
      {
        n: 6,
        daysAgo: 100,
        status: 'Completed',
        area: 'Divided Block',
        channel: 'ERGO',
        reasonId: 42,
        description: 'Buzzer for flat 5 does not ring. Visitors cannot get in.',
        contractor: 'brightspark',
        closedDaysAgo: 92,
      },
    ],
  },
  {
    owner: 'other',
    customerId: OTHER_CUSTOMER.customerId,
    name: nameOf(OTHER_CUSTOMER),
    propertyId: OTHER_CUSTOMER.propertyId,
    isCatalyst: false,
    assets: { Property: OTHER_CUSTOMER.propertyId, Block: OTHER_CUSTOMER.blockId },
    workOrders: [
      {
        n: 1,
        daysAgo: 7,
        status: 'Appointed',
        area: 'Property',
        channel: 'CustomerSelfService',
        reasonId: 7,
        description: 'Bath leaks at the tap end. Floor is wet.',
        contractor: 'aquaflow',
        appointment: { inDays: 4, band: 'AM' },
      },
      {
        n: 2,
        daysAgo: 30,
        status: 'Completed',
        area: 'Property',
        channel: 'CustomerSelfService',
        reasonId: 22,
        description: 'Boiler keeps losing pressure. No hot water in the morning.',
        contractor: 'aquaflow',
        closedDaysAgo: 27,
      },
      {
        n: 3,
        daysAgo: 200,
        status: 'Cancelled',
        area: 'Block',
        channel: 'ERGO',
        reasonId: 30,
        description: 'Stair light on the first floor is out.',
        contractor: 'brightspark',
        closedDaysAgo: 198,
      },
    ],
  },
  // The cancel and reschedule checks' other cases (decision 0016), at Bea's house rather than Alex's flat: Alex's
  // open repairs are the duplicate list and home card that the repair journey's fixtures and tests replay. Last
  // in the list, so every job number before them stays as it was.
  {
    owner: 'bea',
    customerId: bea.customerId,
    name: nameOf(bea),
    propertyId: bea.propertyId,
    isCatalyst: false,
    assets: { Property: bea.propertyId, Estate: bea.estateId },
    workOrders: BEA_CHECKS,
  },
  {
    owner: 'bea',
    customerId: bea.customerId,
    name: nameOf(bea),
    propertyId: bea.propertyId,
    isCatalyst: false,
    assets: { Property: bea.propertyId, Estate: bea.estateId },
    workOrders: BEA_DRAFTS,
  },
  // Ada's 120 last of all: every job number seeded before them stays as it was.
  {
    owner: 'ada',
    customerId: ada.customerId,
    name: nameOf(ada),
    propertyId: ada.propertyId,
    isCatalyst: false,
    assets: { Property: ada.propertyId, Block: ada.blockId, Estate: ada.estateId },
    workOrders: ADA,
  },
  // Added after Ada's, so no earlier job number moves: the tree in Bea's garden (decision 0042).
  {
    owner: 'bea',
    customerId: bea.customerId,
    name: nameOf(bea),
    propertyId: bea.propertyId,
    isCatalyst: false,
    assets: { Property: bea.propertyId, Estate: bea.estateId },
    workOrders: BEA_TREE,
  },
  // After the tree, so no earlier job number moves: Chris's damp report, which Awaab's Law does not cover (a
  // leaseholder, AW-1), so it shows the association's own target (decision 0059).
  {
    owner: 'chris',
    customerId: chris.customerId,
    name: nameOf(chris),
    propertyId: chris.propertyId,
    isCatalyst: false,
    assets: { Property: chris.propertyId, Block: chris.blockId, Estate: chris.estateId },
    workOrders: [
      {
        n: 4,
        daysAgo: 3,
        status: 'Unappointed',
        area: 'Property',
        channel: 'CustomerSelfService',
        reasonId: 9,
        description: 'Damp patch on the bathroom ceiling under the flat above.',
        contractor: 'aquaflow',
        isDampAndMould: true,
        hazards: [['HAZAWARE01', 0]],
      },
    ],
  },
];
