import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Customer } from '../../../schemas/generated/gateway.customer';
import { journeyStorageKey } from '../../../src/journey/journey-state';
import { customer } from '../../app/support/fakes';
import { renderJourneyRoutes } from './harness';

/** The real referral journey (journeys/referral.json), as the portal ships it. */
export const referralJourney = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'journeys', 'referral.json'), 'utf8'),
) as {
  id: string;
  steps: Array<{ route: string }>;
};

/** A resident with the given phone numbers on file (none: no telecoms addresses at all). */
export function residentWithPhones(numbers: readonly string[]): Customer {
  const base = customer();
  return {
    ...base,
    addresses: {
      telecomsAddresses: numbers.map((number) => ({ telecomsAddressType: 'mobilePhone' as const, number })),
    },
  };
}

/** A draft in which the resident answered the referral up to the contact page. */
export function storeReferralDraftAtContact(): void {
  sessionStorage.setItem(
    journeyStorageKey(referralJourney.id),
    JSON.stringify({
      answers: { referralFor: 'Myself', referralReasons: ['1'], referralDetails: 'I am behind with my rent.' },
      completed: { consent: true, reasons: true, details: true },
      confirmations: {},
      effects: { referralReasons: [{ id: '1', text: 'Help paying my rent' }] },
    }),
  );
}

/**
 * Renders the portal's journey routes for the referral (or an edited copy) at `path`, for a resident, with fake
 * effects.
 */
export function renderReferral(
  path: string,
  options: { validatorFunctions: ValidatorFunctions; resident: Customer; journey?: typeof referralJourney },
) {
  return renderJourneyRoutes({
    journey: options.journey ?? referralJourney,
    path,
    validatorFunctions: options.validatorFunctions,
    runEffect: async () => ({ ok: true, result: { id: 'ENQ-1' } }),
    gateway: { customer: options.resident },
  });
}
