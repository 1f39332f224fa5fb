import { describe, expect, it } from 'vitest';
import { EffectInputError, NoAccountError } from '../../src/effects';
import { loadReferralReasons } from '../../src/effects/referral/load-reasons';
import { buildFinancialEnquiry, submitReferral } from '../../src/effects/referral/submit';
import { account, environment, fakeReferralClient } from './support/fake-client';

const reasonOptions = [
  { id: '1', text: 'Help paying my rent' },
  { id: '3', text: 'Debt advice' },
];

/** What the journey passes when the resident chose the number on file. */
const storedNumberInput = {
  referralFor: 'Myself',
  referralReasons: ['3', '1'],
  reasonOptions,
  additionalDetails: ' My hours were cut. ',
  assetIdentifier: 'P1',
  tenancyIdentifier: 'T1',
  phoneNumber: '07700900101',
  personName: 'Alex Morgan',
  relationship: 'Customer',
};

describe('referral.loadReasons', () => {
  it('offers only the reasons meant for residents, as id and text, in the given order', async () => {
    const gateway = fakeReferralClient();
    const signal = new AbortController().signal;
    expect(await loadReferralReasons({}, environment(gateway, { signal }))).toEqual([
      { id: '1', text: 'Help paying my rent' },
      { id: '2', text: 'Benefits advice' },
      { id: '3', text: 'Debt advice' },
    ]);
    expect(gateway.getReferralReasons).toHaveBeenCalledWith(signal);
  });
});

describe('referral.submit', () => {
  it('sends the spec payload: reason texts in the chosen order, the fixed type, and the resident as contact', async () => {
    const gateway = fakeReferralClient();
    const result = await submitReferral(storedNumberInput, environment(gateway));

    expect(result).toEqual({ serviceRequestIdentifier: 'SR-1', accountIdentifier: 'A-REN' });
    const [customerId, accountId, enquiry, operationKey] = gateway.createFinancialEnquiry.mock.calls[0] ?? [];
    expect([customerId, accountId]).toEqual(['C1', 'A-REN']);
    expect(enquiry).toEqual({
      additionalDetails: 'My hours were cut.',
      referralReason: ['Debt advice', 'Help paying my rent'],
      referralFor: 'Myself',
      assetIdentifier: 'P1',
      serviceRequestType: 'financialinclusionenquiry',
      preferredContact: {
        personName: 'Alex Morgan',
        relationship: 'Customer',
        phoneNumber: '07700900101',
        phoneNumberType: 'mobilePhone',
      },
    });
    expect(operationKey).toMatch(/^financial-enquiry-[0-9a-f]{64}$/);
  });

  it('sends another person and number as typed, a landline as a home phone', () => {
    const enquiry = buildFinancialEnquiry({
      ...storedNumberInput,
      referralFor: 'Other',
      phoneNumber: '02079460101',
      personName: "Siobhán O'Neill-Smith",
      relationship: 'Friend or Family',
    });
    expect(enquiry.referralFor).toBe('Other');
    expect(enquiry.preferredContact).toEqual({
      personName: "Siobhán O'Neill-Smith",
      relationship: 'Friend or Family',
      phoneNumber: '02079460101',
      phoneNumberType: 'homePhone',
    });
  });

  it('keeps a phone number type the journey passes', () => {
    expect(
      buildFinancialEnquiry({ ...storedNumberInput, phoneNumber: '02079460304', phoneNumberType: 'workPhone' })
        .preferredContact.phoneNumberType,
    ).toBe('workPhone');
  });

  it('uses the same operation key when the same submission is sent again, and a new one when an answer changed', async () => {
    const gateway = fakeReferralClient();
    await submitReferral(storedNumberInput, environment(gateway));
    await submitReferral(storedNumberInput, environment(gateway));
    await submitReferral({ ...storedNumberInput, additionalDetails: 'Something else' }, environment(gateway));
    const keys = gateway.createFinancialEnquiry.mock.calls.map((call) => call[3]);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it.each([
    [
      "the rent account of the chosen property's tenancy",
      [account('A-DEP', 'DEP', 'T1'), account('A-OTHER', 'REN', 'T2'), account('A-REN', 'REN', 'T1')],
      'A-REN',
    ],
    [
      "another account of that tenancy when it has no rent account (a fixed-term tenancy's FTA debit)",
      [account('A-OTHER', 'REN', 'T2'), account('A-FD5', 'FD5', 'T1')],
      'A-FD5',
    ],
    [
      "the customer's first account when the tenancy has none",
      [account('A-GRD', 'GRD', 'T9'), account('A-MJW', 'MJW', 'T9')],
      'A-GRD',
    ],
  ])('raises the enquiry on %s', async (_name, accounts, expected) => {
    const gateway = fakeReferralClient({ accounts });
    expect((await submitReferral(storedNumberInput, environment(gateway))).accountIdentifier).toBe(expected);
    expect(gateway.getAccounts).toHaveBeenCalledWith('C1', undefined);
  });

  it('fails without sending when the customer has no account', async () => {
    const gateway = fakeReferralClient({ accounts: [] });
    await expect(submitReferral(storedNumberInput, environment(gateway))).rejects.toBeInstanceOf(NoAccountError);
    expect(gateway.createFinancialEnquiry).not.toHaveBeenCalled();
  });

  it.each([
    ['referralFor', { referralFor: 'Neighbour' }],
    ['referralReasons', { referralReasons: [] }],
    ['referralReasons', { referralReasons: ['99'] }],
    ['reasonOptions', { reasonOptions: null }],
    ['additionalDetails', { additionalDetails: '   ' }],
    ['assetIdentifier', { assetIdentifier: null }],
    ['phoneNumber', { phoneNumber: null }],
    ['relationship', { relationship: 'Landlord' }],
  ])(
    'names the input property %s when the journey passes something unusable, and sends nothing',
    async (key, overrides) => {
      const gateway = fakeReferralClient();
      const attempt = submitReferral({ ...storedNumberInput, ...overrides }, environment(gateway));
      await expect(attempt).rejects.toBeInstanceOf(EffectInputError);
      await expect(attempt).rejects.toMatchObject({ key });
      expect(gateway.createFinancialEnquiry).not.toHaveBeenCalled();
    },
  );
});
