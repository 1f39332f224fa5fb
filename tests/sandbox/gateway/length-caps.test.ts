import { describe, expect, it } from 'vitest';
import { alex, seededGateway } from '../work-orders/seeded-gateway';
import { readErrorBody } from './test-gateway';

// Every string of the decision calls has a cap (issue 12 item 20): a 100,000-character value is refused with 400
// naming the field, where before it was read, searched for and answered.

const HUGE = 'A'.repeat(100_000);
const NEW_WORK_ORDER = '00000000-0000-0000-0000-000000000000';

const eligibility = { premisesType: 'Property', uprn: '100023001201', repairType: 'PLTAP001' };

const cases: [call: string, field: string, path: string, body: object][] = [
  ['eligibility', '/premisesType', '/works-orders/eligibilityoutcomes', { ...eligibility, premisesType: HUGE }],
  [
    'eligibility',
    '/maintenanceResponsibility',
    '/works-orders/eligibilityoutcomes',
    { ...eligibility, maintenanceResponsibility: HUGE },
  ],
  [
    'eligibility',
    '/repairResponsibility',
    '/works-orders/eligibilityoutcomes',
    { ...eligibility, repairResponsibility: HUGE },
  ],
  [
    'eligibility',
    '/additionalRepairInfo',
    '/works-orders/eligibilityoutcomes',
    { ...eligibility, additionalRepairInfo: HUGE },
  ],
  ['eligibility', '/uprn', '/works-orders/eligibilityoutcomes', { ...eligibility, uprn: HUGE }],
  ['eligibility', '/repairType', '/works-orders/eligibilityoutcomes', { ...eligibility, repairType: HUGE }],
  [
    'eligibility',
    '/heatingRepairContext',
    '/works-orders/eligibilityoutcomes',
    { ...eligibility, heatingRepairContext: HUGE },
  ],
  ['enhanced eligibility', '/sor', '/works-orders/enhanced-repair-eligibility', { isEmergency: false, sor: HUGE }],
  ['priority', '/repairType', '/works-orders/repair-priority', { isEmergency: false, repairType: HUGE }],
  [
    'SOR determination',
    '/context/sorCode',
    `/works-orders/${NEW_WORK_ORDER}/sor-determination`,
    { context: { sorCode: HUGE } },
  ],
  [
    'SOR determination',
    '/context/supplementaryCodes',
    `/works-orders/${NEW_WORK_ORDER}/sor-determination`,
    { context: { sorCode: 'PLTAP001', supplementaryCodes: HUGE } },
  ],
  [
    'SOR determination',
    '/propertyAttribute',
    `/works-orders/${NEW_WORK_ORDER}/sor-determination`,
    { context: { sorCode: 'PLTAP001' }, propertyAttribute: HUGE },
  ],
  [
    'SOR determination',
    '/dividedBlockAttribute',
    `/works-orders/${NEW_WORK_ORDER}/sor-determination`,
    { context: { sorCode: 'PLTAP001' }, dividedBlockAttribute: HUGE },
  ],
  [
    'SOR determination',
    '/blockAttribute',
    `/works-orders/${NEW_WORK_ORDER}/sor-determination`,
    { context: { sorCode: 'PLTAP001' }, blockAttribute: HUGE },
  ],
  [
    'SOR determination',
    '/estateAttribute',
    `/works-orders/${NEW_WORK_ORDER}/sor-determination`,
    { context: { sorCode: 'PLTAP001' }, estateAttribute: HUGE },
  ],
  ['asset eligibility', '/tenancyGroup', `/assets/${alex.propertyId}/eligibilityoutcomes`, { tenancyGroup: HUGE }],
];

describe('length caps on the decision calls', () => {
  const gateway = seededGateway();

  it.each(cases)('%s: refuses a 100,000-character %s', async (_call, field, path, body) => {
    const res = await gateway.call(path, { method: 'POST', token: 'alex-token', body });
    expect(res.status).toBe(400);
    // Refused by its cap in the schema, before any lookup (a SOR code's cap is its pattern's {1,20}).
    expect((await readErrorBody(res)).errors).toContainEqual({
      field,
      code: expect.stringMatching(/^(maxLength|pattern)$/),
      message: expect.any(String),
    });
  });

  it('still answers the bodies the portal sends', async () => {
    const ok = async (path: string, body: object) =>
      expect((await gateway.call(path, { method: 'POST', token: 'alex-token', body })).status, path).toBe(200);
    await ok('/works-orders/eligibilityoutcomes', {
      ...eligibility,
      maintenanceResponsibility: 'FMFULL',
      isRepairEligible: true,
      isCustomerView: true,
      isInDefects: false,
      additionalRepairInfo: 'Tell us what is wrong.',
      heatingRepairContext: 'Gas combi boiler+Mains gas',
    });
    await ok('/works-orders/eligibilityoutcomes', { ...eligibility, repairType: 'N/A' });
    await ok('/works-orders/enhanced-repair-eligibility', {
      isEmergency: false,
      sor: 'PLTAP001',
      isPotentialDuplicate: false,
      isVulnerable: false,
      channel: 'CustomerSelfService',
    });
    await ok('/works-orders/repair-priority', {
      isEmergency: true,
      repairType: 'PLWATER1',
      description: 'No water at all (total loss of water)',
      raisedDate: '2026-11-21T09:00:00',
    });
    await ok(`/works-orders/${NEW_WORK_ORDER}/sor-determination`, {
      context: { sorCode: 'PLWATER1', supplementaryCodes: 'FISPUMPS02' },
      propertyAttribute: 'Gas combi boiler+Mains gas',
    });
    await ok(`/assets/${alex.propertyId}/eligibilityoutcomes`, { tenancyGroup: 'General Needs' });
  });
});

describe('length caps on the referral', () => {
  const gateway = seededGateway();
  const enquiry = (overrides: object) => ({
    additionalDetails: 'My hours were cut.',
    referralReason: ['Debt advice'],
    referralFor: 'Myself',
    assetIdentifier: alex.propertyId,
    serviceRequestType: 'financialinclusionenquiry',
    preferredContact: {
      personName: 'Alex Morgan',
      relationship: 'Customer',
      phoneNumber: '07700900101',
      phoneNumberType: 'mobilePhone',
    },
    ...overrides,
  });

  it.each([
    ['/referralReason/0', { referralReason: [HUGE] }],
    ['/assetIdentifier', { assetIdentifier: HUGE }],
  ])('refuses a 100,000-character %s, storing nothing', async (field, overrides) => {
    const res = await gateway.call(`/customer/${alex.customerId}/account/${alex.rentAccountId}/servicerequest`, {
      method: 'POST',
      token: 'alex-token',
      body: enquiry(overrides),
    });
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors).toContainEqual({ field, code: 'maxLength', message: expect.any(String) });
    expect(gateway.db.prepare('SELECT COUNT(*) FROM service_requests').pluck().get()).toBe(0);
  });
});
