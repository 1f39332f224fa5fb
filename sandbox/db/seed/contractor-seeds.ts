import { seedId } from './ids';

export type ContractorKey =
  | 'aquaflow'
  | 'brightspark'
  | 'castle'
  | 'rapidResponse'
  | 'northside'
  | 'metroLifts'
  | 'catalystDefects'
  | 'catalystTier2'
  | 'catalystManagingAgent'
  | 'pestaway'
  | 'greenway'
  | 'evergreen';

type ContractorFlag =
  'CONTRACTORSITE_ON_HOLD' | 'CATALYST_TRIAGE_DEFECT' | 'CATALYST_TRIAGE_TIER2' | 'CATALYST_TRIAGE_EMA';

export interface ContractorSeed {
  key: ContractorKey;
  id: string;
  name: string;
  phone: string;
  hubCode: string;
  trades: string[];
  isIntegrated: boolean;
  isBuilder?: boolean;
  isSubContractor?: boolean;
  isEMA?: boolean;
  flag?: ContractorFlag;
  /** Days from today the on-hold flag lasts (only with CONTRACTORSITE_ON_HOLD). */
  onHoldForDays?: number;
}

const KEYS: ContractorKey[] = [
  'aquaflow',
  'brightspark',
  'castle',
  'rapidResponse',
  'northside',
  'metroLifts',
  'catalystDefects',
  'catalystTier2',
  'catalystManagingAgent',
  'pestaway',
  'greenway',
  'evergreen',
];

/** Contractor site identifiers, fixed so configuration and tests can name them. */
export const CONTRACTOR_IDS = Object.fromEntries(
  KEYS.map((key, i) => [key, seedId('contractor', 'shared', i + 1)]),
) as Record<ContractorKey, string>;

/** Listed in the demobilizedContractorSites configuration: repairs with it show "please contact the contractor". */
export const DEMOBILIZED_CONTRACTOR_ID = CONTRACTOR_IDS.metroLifts;

/**
 * Listed in the appointmentPreferenceContractorSites configuration: its availability is for preferences
 * (isPreferences true), so the resident's choice is noted as a preferred appointment (repairs.md §2, §3).
 */
export const PREFERENCE_CONTRACTOR_ID = CONTRACTOR_IDS.evergreen;

export const CONTRACTOR_SEEDS: ContractorSeed[] = [
  {
    key: 'aquaflow',
    id: CONTRACTOR_IDS.aquaflow,
    name: 'Aquaflow Plumbing & Heating',
    phone: '02079460501',
    hubCode: 'HUB1-REP',
    trades: ['Plumbing', 'Heating', 'Gas', 'Damp and mould'],
    isIntegrated: true,
  },
  {
    key: 'brightspark',
    id: CONTRACTOR_IDS.brightspark,
    name: 'Brightspark Electrical',
    phone: '02079460502',
    hubCode: 'HUB2-REP',
    trades: ['Electrics'],
    isIntegrated: true,
  },
  {
    key: 'castle',
    id: CONTRACTOR_IDS.castle,
    name: 'Castle Building Services',
    phone: '02079460503',
    hubCode: 'HUB3-REP',
    trades: ['Carpentry', 'Building fabric', 'Roofing', 'Windows'],
    isIntegrated: false,
    isBuilder: true,
  },
  {
    key: 'rapidResponse',
    id: CONTRACTOR_IDS.rapidResponse,
    name: 'Rapid Response Emergency Services',
    phone: '02079460504',
    hubCode: 'HUB',
    trades: ['Emergency', 'Glazing'],
    isIntegrated: true,
    isEMA: true,
  },
  {
    key: 'northside',
    id: CONTRACTOR_IDS.northside,
    name: 'Northside Roofing & Carpentry',
    phone: '02079460505',
    hubCode: 'HUB4-REP',
    trades: ['Roofing', 'Carpentry'],
    isIntegrated: true,
    flag: 'CONTRACTORSITE_ON_HOLD',
    onHoldForDays: 45,
  },
  {
    key: 'metroLifts',
    id: CONTRACTOR_IDS.metroLifts,
    name: 'Metro Lift Engineering',
    phone: '02079460506',
    hubCode: 'HUB2-REP',
    trades: ['Lifts'],
    isIntegrated: true,
  },
  {
    key: 'catalystDefects',
    id: CONTRACTOR_IDS.catalystDefects,
    name: 'Catalyst Defects Team',
    phone: '02079460507',
    hubCode: 'HUB',
    trades: ['Defects'],
    isIntegrated: false,
    flag: 'CATALYST_TRIAGE_DEFECT',
  },
  {
    key: 'catalystTier2',
    id: CONTRACTOR_IDS.catalystTier2,
    name: 'Catalyst Tier 2 Triage',
    phone: '02079460508',
    hubCode: 'HUB',
    trades: ['Triage'],
    isIntegrated: false,
    flag: 'CATALYST_TRIAGE_TIER2',
  },
  {
    key: 'catalystManagingAgent',
    id: CONTRACTOR_IDS.catalystManagingAgent,
    name: 'Catalyst Managing Agent Triage',
    phone: '02079460509',
    hubCode: 'HUB',
    trades: ['Triage'],
    isIntegrated: false,
    flag: 'CATALYST_TRIAGE_EMA',
  },
  {
    key: 'pestaway',
    id: CONTRACTOR_IDS.pestaway,
    name: 'Pestaway Environmental',
    phone: '02079460510',
    hubCode: 'HUB3-REP',
    trades: ['Pest control'],
    isIntegrated: false,
    isSubContractor: true,
  },
  {
    key: 'greenway',
    id: CONTRACTOR_IDS.greenway,
    name: 'Greenway Grounds Maintenance',
    phone: '02079460511',
    hubCode: 'HUB4-REP',
    trades: ['Grounds', 'Fencing', 'Cleaning'],
    isIntegrated: true,
  },
  {
    key: 'evergreen',
    id: CONTRACTOR_IDS.evergreen,
    name: 'Evergreen Tree Care',
    phone: '02079460512',
    hubCode: 'HUB',
    trades: ['Trees'],
    isIntegrated: true,
  },
];

export function contractorSeed(key: ContractorKey): ContractorSeed {
  const seed = CONTRACTOR_SEEDS.find((c) => c.key === key);
  if (!seed) throw new Error(`no seeded contractor ${key}`);
  return seed;
}
