import { describe, expect, it } from 'vitest';
import { decideAssetEligibility, type AssetEligibilityFacts } from '../../../sandbox/gateway/repairs/asset-eligibility';
import { repairAssetType } from '../../../sandbox/gateway/repairs/asset-type';
import { decideEligibility, type EligibilityFacts } from '../../../sandbox/gateway/repairs/eligibility-rules';
import {
  decideEnhancedEligibility,
  type EnhancedEligibilityFacts,
} from '../../../sandbox/gateway/repairs/enhanced-eligibility';
import type { ReasonFacts } from '../../../sandbox/gateway/repairs/reason-facts';

const reason = (overrides: Partial<ReasonFacts> = {}): ReasonFacts => ({
  id: 1,
  description: 'Kitchen tap dripping',
  sorCode: 'PLTAP001',
  element: 'Plumbing',
  priority: 'Next Available',
  assetType: 'Property',
  tenancyTypes: ['Social', 'Market Rent', 'Commercial'],
  isEligible: true,
  isCatalyst: false,
  isUsedForCreation: true,
  ...overrides,
});

const facts = (overrides: Partial<EligibilityFacts> = {}): EligibilityFacts => ({
  reason: reason(),
  premisesType: 'Property',
  tenancyType: 'Social',
  maintenanceResponsibility: 'FMFULL',
  heating: ['Gas combi boiler'],
  isInDefects: false,
  isCatalystCustomer: false,
  isRepairEligible: true,
  ...overrides,
});

const leaseholder = { tenancyType: 'Leasehold', maintenanceResponsibility: 'LEASEHOLDER' };

describe('repair eligibility rules', () => {
  it.each<[string, Partial<EligibilityFacts>, string | null, string]>([
    ['an ordinary repair is eligible', {}, null, 'eligible'],
    ['no reason has the SOR → E3', { reason: undefined }, 'E3', 'unknown-reason'],
    ['a reason not for creation → E3', { reason: reason({ isUsedForCreation: false }) }, 'E3', 'not-offered'],
    ['a catalyst-only reason for another customer → E3', { reason: reason({ isCatalyst: true }) }, 'E3', 'not-offered'],
    [
      'a catalyst-only reason for a catalyst customer',
      { reason: reason({ isCatalyst: true }), isCatalystCustomer: true },
      null,
      'eligible',
    ],
    ['a block reason for the home → E3', { reason: reason({ assetType: 'Block' }) }, 'E3', 'wrong-asset-type'],
    ["a reason without a SOR ('N/A') → E3", { reason: reason({ sorCode: 'N/A' }) }, 'E3', 'no-sor'],
    [
      'an emergency gas reason → E21',
      { reason: reason({ element: 'Gas', priority: 'Emergency' }) },
      'E21',
      'gas-emergency',
    ],
    [
      'gas advice comes before tenure',
      { reason: reason({ element: 'Gas', priority: 'Emergency' }), ...leaseholder },
      'E21',
      'gas-emergency',
    ],
    ['a gas service is not an emergency', { reason: reason({ element: 'Gas' }) }, null, 'eligible'],
    [
      'an electrical emergency at home → SSR037',
      { reason: reason({ element: 'Electrics', priority: 'Emergency' }) },
      'SSR037',
      'electrical-danger',
    ],
    [
      'communal heating at a communally heated home → SSR069',
      { reason: reason({ sorCode: 'HTCOMM01' }), heating: ['Communal'] },
      'SSR069',
      'communal-heating',
    ],
    [
      'communal heating reason for a leaseholder with communal heating → SSR069',
      { reason: reason({ sorCode: 'HTCOMM01' }), heating: ['Communal'], ...leaseholder },
      'SSR069',
      'communal-heating',
    ],
    [
      'communal heating reason at a home without it → E3',
      { reason: reason({ sorCode: 'HTCOMM01' }) },
      'E3',
      'communal-heating',
    ],
    ['a leaseholder responsible for the flat → E1', leaseholder, 'E1', 'homeowner-responsible'],
    [
      'a freeholder responsible for the home → E1',
      { tenancyType: 'Freehold', maintenanceResponsibility: 'FREEHOLDER' },
      'E1',
      'homeowner-responsible',
    ],
    [
      'a leaseholder reporting a communal repair is not refused for tenure',
      {
        ...leaseholder,
        premisesType: 'Block',
        reason: reason({ assetType: 'Block', tenancyTypes: ['Social', 'Leasehold'] }),
      },
      null,
      'eligible',
    ],
    [
      'a leaseholder-only reason for a tenant → E3',
      { reason: reason({ tenancyTypes: ['Leasehold', 'Freehold'] }) },
      'E3',
      'tenancy-type-not-offered',
    ],
    [
      'a leaseholder-only reason for a leaseholder the association maintains → its E1',
      {
        tenancyType: 'Leasehold',
        reason: reason({ tenancyTypes: ['Leasehold'], eligibilityCode: 'E1', isEligible: false }),
      },
      'E1',
      'reason-code',
    ],
    ['pest control → E22', { reason: reason({ element: 'Pest control' }) }, 'E22', 'pest-control'],
    ...(['E2', 'E4', 'E5', 'E8', 'E23', 'E24', 'E25', 'SSR005'] as const).map(
      (code): [string, Partial<EligibilityFacts>, string, string] => [
        `a reason seeded ${code} → ${code}`,
        { reason: reason({ eligibilityCode: code, isEligible: false }) },
        code,
        'reason-code',
      ],
    ),
    [
      'a determination code on the reason is not an eligibility refusal',
      { reason: reason({ eligibilityCode: 'E32' }) },
      null,
      'eligible',
    ],
    ['a reason not eligible without a code → E2', { reason: reason({ isEligible: false }) }, 'E2', 'not-eligible'],
    ['the client saying not eligible → E2', { isRepairEligible: false }, 'E2', 'not-eligible'],
  ])('%s', (_label, overrides, errorCode, rule) => {
    const outcome = decideEligibility(facts(overrides));
    expect(outcome).toMatchObject({ isEligible: errorCode === null, errorCode, rule });
  });

  it('passes the reason supplementary codes on as a comma list, with the defects warning', () => {
    expect(decideEligibility(facts({ reason: reason({ supplementaryCodes: 'FISPUMPS02' }) })).supplimentaryCodes).toBe(
      'FISPUMPS02',
    );
    expect(
      decideEligibility(facts({ reason: reason({ supplementaryCodes: 'FISPUMPS02' }), isInDefects: true }))
        .supplimentaryCodes,
    ).toBe('FISPUMPS02,INDEFECTS');
    expect(decideEligibility(facts()).supplimentaryCodes).toBe('');
  });
});

describe('asset types', () => {
  it.each([
    ['Property', 'Property'],
    ['Social', 'Property'],
    ['Market Rent', 'Property'],
    ['Commercial', 'Property'],
    ['Leasehold', 'Block'],
    ['Freehold', 'Block'],
    ['Block', 'Block'],
    ['Divided Block', 'Divided Block'],
    ['divided-block', 'Divided Block'],
    ['DividedBlock', 'Divided Block'],
    ['Estate', 'Estate'],
    ['Estate Area', 'Estate'],
    ['Scheme', undefined],
    ['Garage', undefined],
  ])('%s → %s', (label, type) => {
    expect(repairAssetType(label)).toBe(type);
  });
});

describe('enhanced eligibility', () => {
  const base: EnhancedEligibilityFacts = {
    isEmergency: false,
    isPotentialDuplicate: false,
    reason: { assetType: 'Block' },
  };
  it.each<[string, Partial<EnhancedEligibilityFacts>, string | null]>([
    ['an ordinary repair', {}, null],
    [
      'a phone-only reason as an emergency → E36',
      { isEmergency: true, reason: { assetType: 'Block', eligibilityCode: 'E36' } },
      'E36',
    ],
    ['the same reason when not an emergency', { reason: { assetType: 'Block', eligibilityCode: 'E36' } }, null],
    ['an emergency that may be a duplicate → E36', { isEmergency: true, isPotentialDuplicate: true }, 'E36'],
    ['a possible duplicate that is not an emergency', { isPotentialDuplicate: true }, null],
    ['a third-party maintained reason → E35', { reason: { assetType: 'Block', eligibilityCode: 'E35' } }, 'E35'],
    ['an unknown SOR is not refused here', { reason: undefined }, null],
  ])('%s', (_label, overrides, code) => {
    expect(decideEnhancedEligibility({ ...base, ...overrides })).toMatchObject({
      isEligible: code === null,
      errorCode: code,
    });
  });
});

describe('asset eligibility', () => {
  const base: AssetEligibilityFacts = {
    assetType: 'Property',
    tenancyGroup: 'General Needs',
    hasActiveTenancy: true,
    maintenanceResponsibility: 'FMFULL',
  };
  it.each<[string, Partial<AssetEligibilityFacts>, string | null, string]>([
    ['a home', {}, null, 'eligible'],
    ['a block for a residential group', { assetType: 'Block' }, null, 'eligible'],
    ['a scheme → E24', { assetType: 'Scheme' }, 'E24', 'scheme'],
    ['an ended tenancy → E2', { hasActiveTenancy: false }, 'E2', 'tenancy-ended'],
    ['a commercial unit itself', { tenancyGroup: 'Commercial', maintenanceResponsibility: 'FMPART' }, null, 'eligible'],
    ...(['Divided Block', 'Block', 'Estate', 'Estate Area'] as const).flatMap((assetType) =>
      (['Commercial', 'Non-residential'] as const).map(
        (group): [string, Partial<AssetEligibilityFacts>, string, string] => [
          `${group} group, ${assetType} → E24`,
          { assetType, tenancyGroup: group },
          'E24',
          'non-residential-communal',
        ],
      ),
    ),
    [
      'a block its freeholder maintains → E24',
      { assetType: 'Block', tenancyGroup: 'Leasehold', maintenanceResponsibility: 'FREEHOLDER' },
      'E24',
      'communal-not-maintained',
    ],
    [
      'a leasehold flat the leaseholder maintains can still be chosen',
      { tenancyGroup: 'Leasehold', maintenanceResponsibility: 'LEASEHOLDER' },
      null,
      'eligible',
    ],
  ])('%s', (_label, overrides, code, rule) => {
    expect(decideAssetEligibility({ ...base, ...overrides })).toEqual({
      isEligible: code === null,
      errorCode: code,
      rule,
    });
  });
});
