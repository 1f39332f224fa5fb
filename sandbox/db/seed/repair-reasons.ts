import type { RepairAssetType } from './repair-locations';

/** Eligibility answers of repairs.md §8 (eligibility outcomes). */
export const ELIGIBILITY_CODES = ['E1', 'E2', 'E3', 'E4', 'E5', 'E8', 'E21', 'E22', 'E23', 'E24', 'E25', 'SSR005', 'SSR037', 'SSR069'] as const;
/** Determination answers: E32 from SOR determination, E35/E36 from the enhanced eligibility check. */
export const DETERMINATION_CODES = ['E32', 'E35', 'E36'] as const;

export type EligibilityCode = (typeof ELIGIBILITY_CODES)[number] | (typeof DETERMINATION_CODES)[number];

export interface RepairReasonSeed {
  id: number;
  assetType: RepairAssetType;
  location: string;
  description: string;
  priority: 'Next Available' | 'Emergency';
  element: string;
  sor: string;
  tenancyTypes?: string[];
  isCatalyst?: boolean;
  isUsedForCreation?: boolean;
  /** additionalData.description, the hint shown with the reason; null leaves it out (the E2 case). */
  hint?: string | null;
  supplementaryQuestion?: string;
  supplementaryCodes?: string;
  /** The outcome the sandbox's eligibility rules give for this reason. */
  eligibilityCode?: EligibilityCode;
}

export const RENTED_TENANCY_TYPES = ['Social', 'Market Rent', 'Commercial'];
export const ALL_TENANCY_TYPES = [...RENTED_TENANCY_TYPES, 'Leasehold'];

type Row = [id: number, assetType: RepairAssetType, location: string, description: string, priority: 'NA' | 'EME', element: string, sor: string, extra?: Partial<RepairReasonSeed>];

const ROWS: Row[] = [
  [1, 'Property', 'Kitchen', 'Kitchen tap dripping', 'NA', 'Plumbing', 'PLTAP001'],
  [2, 'Property', 'Kitchen', 'Kitchen sink blocked', 'NA', 'Plumbing', 'PLSINK02'],
  [3, 'Property', 'Kitchen', 'Kitchen cupboard door broken', 'NA', 'Carpentry', 'CPCUPB01'],
  [4, 'Property', 'Kitchen', 'Extractor fan not working', 'NA', 'Electrics', 'ELFAN001'],
  [5, 'Property', 'Bathroom', 'Toilet not flushing', 'NA', 'Plumbing', 'PLWC0001'],
  [6, 'Property', 'Bathroom', 'Toilet blocked (only toilet in the home)', 'EME', 'Plumbing', 'PLWC0002'],
  [7, 'Property', 'Bathroom', 'Bath or shower leaking', 'NA', 'Plumbing', 'PLBATH01'],
  [8, 'Property', 'Bathroom', 'Mould on walls or ceiling', 'NA', 'Damp and mould', 'PROMOULD', { hint: 'Tell us how big the mouldy area is and which rooms it is in.' }],
  [9, 'Property', 'Bedroom', 'Damp patch on a wall', 'NA', 'Damp and mould', 'PRODAMP', { hint: 'Tell us where the damp is and how long it has been there.' }],
  [10, 'Property', 'Bedroom', 'Window will not close', 'NA', 'Windows', 'WNCLOS01', { eligibilityCode: 'E4' }],
  [11, 'Property', 'Bedroom', 'Crack in a wall or ceiling', 'NA', 'Building fabric', 'STCRACK1', { eligibilityCode: 'E8' }],
  [12, 'Property', 'Living room', 'Electrical socket not working', 'NA', 'Electrics', 'ELSOCK01'],
  [13, 'Property', 'Living room', 'Sparking socket or burning smell', 'EME', 'Electrics', 'ELEMER01', { eligibilityCode: 'SSR037' }],
  [14, 'Property', 'Living room', 'Grab rail or ramp needed', 'NA', 'Adaptations', 'ADAPT001', { eligibilityCode: 'E5' }],
  [15, 'Property', 'Hallway', 'Front door lock broken', 'EME', 'Carpentry', 'CPLOCK01'],
  [16, 'Property', 'Hallway', 'Locked out or lost keys', 'NA', 'Carpentry', 'CPKEYS01', { eligibilityCode: 'SSR005' }],
  [17, 'Property', 'Hallway', 'Smoke alarm beeping', 'NA', 'Electrics', 'ELSMOK01'],
  [18, 'Property', 'Outside', 'Garden fence damaged', 'NA', 'Fencing', 'FNFENC01', { hint: null, eligibilityCode: 'E2' }],
  [19, 'Property', 'Outside', 'Guttering blocked or leaking', 'NA', 'Roofing', 'RFGUTT01'],
  [20, 'Property', 'Outside', 'Mice or rats in the home', 'NA', 'Pest control', 'PESTRD01', { eligibilityCode: 'E22' }],
  [21, 'Property', 'Heating and hot water', 'Smell of gas', 'EME', 'Gas', 'GASLEAK1', { eligibilityCode: 'E21' }],
  [22, 'Property', 'Heating and hot water', 'No heating or hot water from the boiler', 'EME', 'Heating', 'HTBOIL01'],
  [23, 'Property', 'Heating and hot water', 'Radiator not getting warm', 'NA', 'Heating', 'HTRAD001'],
  [24, 'Property', 'Heating and hot water', 'No heating from the communal system', 'NA', 'Heating', 'HTCOMM01', { eligibilityCode: 'SSR069' }],
  [25, 'Property', 'Heating and hot water', 'No water at all (total loss of water)', 'EME', 'Plumbing', 'PLWATER1', {
    supplementaryQuestion: 'Are your neighbours without water too?',
    supplementaryCodes: 'FISPUMPS02',
    hint: 'If the whole block has no water the booster pumps are checked first.',
  }],
  [26, 'Property', 'Living room', 'Warden call alarm not working', 'NA', 'Electrics', 'WARDEN01', { eligibilityCode: 'E23' }],
  [27, 'Property', 'Living room', 'Internal decoration', 'NA', 'Decoration', 'DECOR001', { tenancyTypes: ['Leasehold', 'Freehold'], eligibilityCode: 'E1' }],
  [28, 'Property', 'Hallway', 'Something not listed here', 'NA', 'General', 'N/A', { eligibilityCode: 'E3' }],
  [29, 'Property', 'Living room', 'Contractor left work unfinished', 'NA', 'General', 'RECALL01', { eligibilityCode: 'E25' }],
  [30, 'Block', 'Communal stairs', 'Stairwell light not working', 'NA', 'Electrics', 'CMLIGHT1'],
  [31, 'Block', 'Communal stairs', 'Graffiti in a communal area', 'NA', 'Cleaning', 'CMGRAF01'],
  [32, 'Block', 'Communal stairs', 'Power lost to all communal lighting', 'EME', 'Electrics', 'CMPOWER1', { eligibilityCode: 'E36' }],
  [33, 'Block', 'Lifts', 'Lift not working', 'EME', 'Lifts', 'LFTBRK01'],
  [34, 'Block', 'Lifts', 'Lift making an unusual noise', 'NA', 'Lifts', 'LFTNOI01'],
  [35, 'Block', 'Bin store', 'Bin store door broken', 'NA', 'Carpentry', 'BNDOOR01'],
  [36, 'Block', 'Bin store', 'Pests in the bin store', 'NA', 'Pest control', 'PESTBN01', { eligibilityCode: 'E22' }],
  [37, 'Block', 'Door entry', 'Door entry panel faulty', 'NA', 'Door entry', 'DRENTR01', { eligibilityCode: 'E35' }],
  [38, 'Block', 'Door entry', 'Communal front door not closing', 'NA', 'Door entry', 'DRCLOS01'],
  [39, 'Block', 'Roof', 'Roof leaking into top floor', 'NA', 'Roofing', 'RFLEAK01', { eligibilityCode: 'E32' }],
  [40, 'Block', 'Communal heating', 'Communal heating off for the whole block', 'EME', 'Heating', 'HTCOMM02'],
  [41, 'Divided Block', 'Communal stairs', 'Stair handrail loose', 'NA', 'Carpentry', 'CMRAIL01'],
  [42, 'Divided Block', 'Door entry', 'Door entry buzzer not working', 'NA', 'Door entry', 'DRBUZZ01'],
  [43, 'Divided Block', 'Communal lighting', 'Corridor light flickering', 'NA', 'Electrics', 'CMLIGHT2'],
  [44, 'Estate', 'Paths and roads', 'Trip hazard on an estate path', 'NA', 'Grounds', 'ESPATH01'],
  [45, 'Estate', 'Estate lighting', 'Street lamp not working', 'NA', 'Electrics', 'ESLAMP01', { eligibilityCode: 'E24' }],
  [46, 'Estate', 'Play area', 'Play equipment broken', 'NA', 'Grounds', 'ESPLAY01'],
  [47, 'Estate', 'Fencing and gates', 'Estate gate broken', 'NA', 'Fencing', 'ESGATE01'],
  [48, 'Property', 'Bedroom', 'New home defect: window seal failed', 'NA', 'Defects', 'DEFWIN01', { isCatalyst: true }],
  [49, 'Property', 'Heating and hot water', 'New home defect: underfloor heating fault', 'NA', 'Defects', 'DEFUFH01', { isCatalyst: true }],
  [50, 'Divided Block', 'Door entry', 'New home defect: communal door closer', 'NA', 'Defects', 'DEFDOR01', { isCatalyst: true }],
  [51, 'Property', 'Heating and hot water', 'Annual gas safety check', 'NA', 'Gas', 'GASSERV1', { isUsedForCreation: false }],
  [52, 'Property', 'Hallway', 'Asbestos survey', 'NA', 'Surveys', 'ASBSURV1', { isUsedForCreation: false }],
  [53, 'Estate', 'Grounds', 'Scheduled pest treatment', 'NA', 'Pest control', 'PESTTR01', { isUsedForCreation: false }],
  // Goes to Evergreen Tree Care, whose diary takes preferences (appointmentPreferenceContractorSites).
  [54, 'Estate', 'Grounds', 'Overhanging tree branches', 'NA', 'Trees', 'ESTREE01'],
  // Not an emergency, with a supplementary question (No: SSR057), so that path is not only reason 25's (an emergency).
  [55, 'Property', 'Outside', 'Outside tap leaking', 'NA', 'Plumbing', 'PLOTAP01', {
    supplementaryQuestion: 'Did we fit the outside tap?',
    hint: 'Tell us whether it drips from the spout or leaks from the pipe behind it.',
  }],
  // A tree in the resident's own garden: Evergreen Tree Care, whose diary takes preferences. Bea's two open reports
  // of it (one a submitted potential duplicate) give the appointment preferences and the SSR075a block.
  [56, 'Property', 'Outside', 'Tree in the garden overgrown or unsafe', 'NA', 'Trees', 'PRTREE01'],
  // Not eligible with a description (repairs.md §8: E2 with additionalData description shows it; the resident may go on).
  [57, 'Property', 'Outside', 'Shed or outbuilding damaged', 'NA', 'Carpentry', 'CPSHED01', {
    hint: 'Sheds you put up yourself are yours to repair; tell us if we built it.',
    eligibilityCode: 'E2',
  }],
  // Glazing is the emergency maintenance agent's trade (Rapid Response boards up and reglazes): a repair that is no
  // emergency still goes to a contractor flagged isEMA, who arranges the visit (repairs.md §4 "EMA contractor": no
  // booking; the repair journey's submittedEMA, SSR050).
  [58, 'Property', 'Hallway', 'Glass in a door or window cracked', 'NA', 'Glazing', 'GLCRAK01'],
];

export const REPAIR_REASONS: RepairReasonSeed[] = ROWS.map(([id, assetType, location, description, priority, element, sor, extra]) => ({
  id,
  assetType,
  location,
  description,
  priority: priority === 'EME' ? 'Emergency' : 'Next Available',
  element,
  sor,
  ...extra,
}));

export function repairReason(id: number): RepairReasonSeed {
  const reason = REPAIR_REASONS.find((r) => r.id === id);
  if (!reason) throw new Error(`no repair reason ${id}`);
  return reason;
}

/** True unless the reason's code is an eligibility refusal (determination codes come from later calls). */
export function isEligibleReason(reason: RepairReasonSeed): boolean {
  return !(ELIGIBILITY_CODES as readonly string[]).includes(reason.eligibilityCode ?? '');
}
