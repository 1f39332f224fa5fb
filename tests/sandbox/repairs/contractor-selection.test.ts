import { describe, expect, it } from 'vitest';
import {
  contractorAsOf,
  selectContractor,
  type ContractorRecord,
  type JobFacts,
} from '../../../sandbox/gateway/repairs/contractor-selection';

type ContractorOverrides = Partial<Omit<ContractorRecord, 'statuses'>> & {
  statuses?: Partial<ContractorRecord['statuses']>;
};

const contractor = (id: string, overrides: ContractorOverrides = {}): ContractorRecord => ({
  id,
  name: id,
  hubCode: 'HUB1-REP',
  trades: [],
  flags: [],
  contractorSites: [{ id, name: id }],
  contacts: {},
  ...overrides,
  statuses: {
    isIntegrated: true,
    isBuilder: false,
    isSubContractor: false,
    isEMA: false,
    isActive: true,
    ...overrides.statuses,
  },
});

const CONTRACTORS = [
  contractor('plumber-central', { trades: ['Plumbing'], hubCode: 'HUB1-REP' }),
  contractor('builder-west', {
    trades: ['Carpentry'],
    hubCode: 'HUB3-REP',
    statuses: { isBuilder: true, isIntegrated: false },
  }),
  contractor('carpenter-south', { trades: ['Carpentry'], hubCode: 'HUB4-REP' }),
  contractor('ema', { trades: ['Emergency'], hubCode: 'HUB', statuses: { isEMA: true } }),
  contractor('defects', {
    trades: ['Defects'],
    hubCode: 'HUB',
    flags: [{ type: 'CATALYST_TRIAGE_DEFECT', value: 'true' }],
  }),
  contractor('tier2', {
    trades: ['Triage'],
    hubCode: 'HUB',
    flags: [{ type: 'CATALYST_TRIAGE_TIER2', value: 'true' }],
  }),
  contractor('agent', { trades: ['Triage'], hubCode: 'HUB', flags: [{ type: 'CATALYST_TRIAGE_EMA', value: 'true' }] }),
];

const job = (overrides: Partial<JobFacts> = {}): JobFacts => ({
  trade: 'Plumbing',
  isEmergency: false,
  isOutOfHours: false,
  region: 'Central',
  assetType: 'Property',
  isInDefects: false,
  landlord: 'Peabody',
  ...overrides,
});

describe('contractor selection', () => {
  it.each<[string, Partial<JobFacts>, string, string]>([
    ['the trade contractor of the region', {}, 'plumber-central', 'trade-in-region'],
    [
      'the carpenter whose hub covers the south',
      { trade: 'Carpentry', region: 'South' },
      'carpenter-south',
      'trade-in-region',
    ],
    [
      'the carpenter whose hub covers the west',
      { trade: 'Carpentry', region: 'West' },
      'builder-west',
      'trade-in-region',
    ],
    [
      'a contractor of the trade from another hub when none covers the region',
      { region: 'North' },
      'plumber-central',
      'trade-anywhere',
    ],
    ['the general builder for a trade nobody holds', { trade: 'Door entry' }, 'builder-west', 'general-builder'],
    ['the general builder for a SOR without a reason', { trade: undefined }, 'builder-west', 'general-builder'],
    ['an emergency in hours goes to the trade', { isEmergency: true }, 'plumber-central', 'trade-in-region'],
    [
      'an emergency out of hours goes to the EMA',
      { isEmergency: true, isOutOfHours: true },
      'ema',
      'emergency-out-of-hours',
    ],
    [
      'a routine job out of hours still goes to the trade',
      { isOutOfHours: true },
      'plumber-central',
      'trade-in-region',
    ],
    [
      'a catalyst new-home defect → defect triage',
      { landlord: 'Catalyst', trade: 'Defects', isInDefects: true },
      'defects',
      'catalyst-defect',
    ],
    [
      'another catalyst repair at a home → tier 2 triage',
      { landlord: 'Catalyst', isInDefects: true },
      'tier2',
      'catalyst-tier2',
    ],
    [
      'a catalyst block out of defects → managing agent triage',
      { landlord: 'Catalyst', assetType: 'Block' },
      'agent',
      'catalyst-ema',
    ],
    [
      'a catalyst divided block in defects → tier 2 triage',
      { landlord: 'Catalyst', assetType: 'Divided Block', isInDefects: true },
      'tier2',
      'catalyst-tier2',
    ],
    [
      'a catalyst emergency out of hours still goes to the EMA',
      { landlord: 'Catalyst', isEmergency: true, isOutOfHours: true },
      'ema',
      'emergency-out-of-hours',
    ],
  ])('%s', (_label, overrides, id, rule) => {
    const choice = selectContractor(job(overrides), CONTRACTORS);
    expect({ id: choice?.contractor.id, rule: choice?.rule }).toEqual({ id, rule });
  });

  it('finds nobody in an empty list', () => {
    expect(selectContractor(job(), [])).toBeUndefined();
  });
});

describe('a contractor as of a day', () => {
  const onHold = contractor('held', {
    flags: [{ type: 'CONTRACTORSITE_ON_HOLD', value: 'true', onHoldUntil: '2026-12-01' }],
  });

  it('is inactive when its site is in the demobilized list', () => {
    expect(contractorAsOf(onHold, '2026-11-21', new Set(['held'])).statuses.isActive).toBe(false);
    expect(contractorAsOf(onHold, '2026-11-21', new Set(['other'])).statuses.isActive).toBe(true);
  });

  it('is on hold up to and including the on-hold date, and not after it', () => {
    expect(contractorAsOf(onHold, '2026-12-01', new Set()).flags).toHaveLength(1);
    expect(contractorAsOf(onHold, '2026-12-02', new Set()).flags).toEqual([]);
  });
});
