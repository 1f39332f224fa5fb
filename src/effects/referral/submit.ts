import type { FinancialEnquiry } from '../../gateway';
import { EffectInputError } from '../errors';
import { readObjectList, readOneOf, readOptionalText, readText, readTextList, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { chooseEnquiryAccount, NoAccountError } from './choose-account';
import { enquiryOperationKey } from './operation-key';

/** The fixed service request type of a financial inclusion enquiry (portal.md §9). */
export const FINANCIAL_ENQUIRY_TYPE = 'financialinclusionenquiry';

const REFERRAL_FOR = ['Myself', 'Other'] as const;
const RELATIONSHIPS = ['Customer', 'Friend or Family', 'Other'] as const;
const PHONE_TYPES = ['mobilePhone', 'homePhone', 'workPhone'] as const;

/** What 'referral.submit' stores: the new enquiry and the account it was raised on. */
export interface ReferralSubmitted {
  serviceRequestIdentifier: string;
  accountIdentifier: string;
}

/** The reason texts of the chosen reason ids, in the order chosen. */
function reasonTexts(input: EffectInput): [string, ...string[]] {
  const chosen = readTextList(input, 'referralReasons');
  const options = readObjectList(input, 'reasonOptions');
  const textOf = new Map(options.map((option) => [String(option.id), option.text]));
  const texts = chosen.map((id) => textOf.get(id));
  if (!texts.every((text): text is string => typeof text === 'string' && text !== '')) {
    throw new EffectInputError('referralReasons', 'ids of reasonOptions (the loaded referral reasons)');
  }
  return texts as [string, ...string[]];
}

// UK mobile numbers start 07; a number the portal does not hold is sent as a mobile or a landline by that rule.
const phoneTypeOf = (number: string): FinancialEnquiry['preferredContact']['phoneNumberType'] =>
  number.startsWith('07') ? 'mobilePhone' : 'homePhone';

/**
 * The enquiry body from the journey's input: referralFor, referralReasons (chosen ids) with reasonOptions (the
 * loaded reasons), additionalDetails, assetIdentifier, and the preferred contact: personName, relationship,
 * phoneNumber and optionally phoneNumberType (else worked out from the number).
 */
export function buildFinancialEnquiry(input: EffectInput): FinancialEnquiry {
  const phoneNumber = readText(input, 'phoneNumber').trim();
  const phoneNumberType =
    readOptionalText(input, 'phoneNumberType') === undefined
      ? phoneTypeOf(phoneNumber)
      : readOneOf(input, 'phoneNumberType', PHONE_TYPES);
  return {
    additionalDetails: readText(input, 'additionalDetails').trim(),
    referralReason: reasonTexts(input),
    referralFor: readOneOf(input, 'referralFor', REFERRAL_FOR),
    assetIdentifier: readText(input, 'assetIdentifier'),
    serviceRequestType: FINANCIAL_ENQUIRY_TYPE,
    preferredContact: {
      personName: readText(input, 'personName').trim(),
      relationship: readOneOf(input, 'relationship', RELATIONSHIPS),
      phoneNumber,
      phoneNumberType,
    },
  };
}

/**
 * 'referral.submit': raises the financial inclusion enquiry on the account of the chosen property's tenancy
 * (input tenancyIdentifier; see chooseEnquiryAccount) with an operation key derived from the enquiry, so a
 * retried submission is replayed by the gateway rather than created twice.
 */
export const submitReferral: Effect<EffectInput, ReferralSubmitted> = async (input, environment) => {
  const enquiry = buildFinancialEnquiry(input);
  const { gateway, customerId, signal } = environment;
  const account = chooseEnquiryAccount(
    await gateway.getAccounts(customerId, signal),
    readOptionalText(input, 'tenancyIdentifier'),
  );
  if (!account) throw new NoAccountError();
  const accountId = account['account-identifier'];
  const operationKey = await enquiryOperationKey(customerId, accountId, enquiry);
  const created = await gateway.createFinancialEnquiry(customerId, accountId, enquiry, operationKey, signal);
  return { serviceRequestIdentifier: created.serviceRequestIdentifier, accountIdentifier: accountId };
};
