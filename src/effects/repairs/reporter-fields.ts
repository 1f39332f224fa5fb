import type { WorkOrderUpdate } from '../../gateway';
import { EffectInputError } from '../errors';
import { readOneOf, readOptionalText, type EffectInput } from '../effect-input';

/** The relationships a resident may give for the contact (repairs.md §6), with their ids (§3). */
export const RELATIONSHIPS = ['Customer', 'Friend or Family', 'Other'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
const RELATIONSHIP_IDS: Readonly<Record<Relationship, number>> = { Customer: 1, 'Friend or Family': 2, Other: 5 };

export type ReporterFields = Pick<
  WorkOrderUpdate,
  'reportedBy' | 'reportedById' | 'reporterToBeContacted' | 'reporterContactDetails'
>;

/**
 * A UK number as the gateway takes it: 11 digits starting with 0 (repairs.md §5). A number on file may be written
 * with spaces or as +44, so those are normalised; anything else is undefined.
 */
export function nationalPhoneNumber(value: string): string | undefined {
  const compact = value.replace(/[\s()-]/g, '');
  const national = compact.startsWith('+44') ? `0${compact.slice(3)}` : compact;
  return /^0\d{10}$/.test(national) ? national : undefined;
}

const given = (input: EffectInput, key: string): boolean =>
  input[key] !== undefined && input[key] !== null && input[key] !== '';

/**
 * The contact step's answers as the work order's reporter (repairs.md §3): inputs contactNumber (the number on file
 * or another one), contactName and relationship (Customer, Friend or Family or Other; Customer when not given).
 * Nothing when none of them is given: the contact step has not been saved yet.
 */
export function reporterFields(input: EffectInput): ReporterFields {
  if (!['contactNumber', 'contactName', 'relationship'].some((key) => given(input, key))) return {};
  const number = readOptionalText(input, 'contactNumber');
  const contactNumber = number === undefined ? undefined : nationalPhoneNumber(number);
  if (number !== undefined && contactNumber === undefined)
    throw new EffectInputError('contactNumber', 'a UK phone number of 11 digits starting with 0');
  const name = readOptionalText(input, 'contactName')?.trim();
  const relationship = given(input, 'relationship') ? readOneOf(input, 'relationship', RELATIONSHIPS) : 'Customer';
  const relationshipId = RELATIONSHIP_IDS[relationship];
  return {
    reportedBy: relationship,
    reportedById: relationshipId,
    reporterToBeContacted: contactNumber !== undefined,
    reporterContactDetails: {
      ...(name ? { name: { givenName: name } } : {}),
      ...(contactNumber ? { contactNumber } : {}),
      reporterToBeContacted: contactNumber !== undefined,
      relationship,
      relationshipId,
    },
  };
}
