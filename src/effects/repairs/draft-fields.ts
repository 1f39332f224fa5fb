import type { WorkOrderUpdate } from '../../gateway';
import { EffectInputError } from '../errors';
import type { EffectInput } from '../effect-input';
import { assessmentFields } from './assessment-fields';
import { reporterFields } from './reporter-fields';
import { readFlag } from './repair-input';

type Kind = 'text' | 'integer' | 'flag';

/**
 * The work-order fields a journey may save on the draft as they are (repairs.md §3, §7), with their kind. Inputs
 * outside this list are not sent; an empty or null value is left out, so a step sends only what it knows. Fields
 * built from several answers (cause, crime reference, vulnerability, reporter, documents, assessment) follow below.
 */
const DRAFT_FIELDS = {
  trade: 'text',
  repairLocation: 'text',
  repairLocationId: 'integer',
  repairReason: 'text',
  repairReasonId: 'integer',
  description: 'text',
  sorCode: 'text',
  priority: 'text',
  repairCause: 'text',
  repairCauseId: 'integer',
  isEmergency: 'flag',
  isOutOfHours: 'flag',
  isSupplementary: 'flag',
  isPotentialDuplicate: 'flag',
  isVandalism: 'flag',
  isCovidSelfIsolated: 'flag',
  isDampAndMould: 'flag',
  // repairs.md §5: q7_1 answered 2, 3, 4 or 5 sets the damp and mould flag (the journey works it out).
  riskToHumanLife: 'flag',
} as const satisfies Record<string, Kind>;

const KIND_CHECK: Record<Kind, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  integer: (value) => typeof value === 'number' && Number.isInteger(value),
  flag: (value) => typeof value === 'boolean',
};

const EXPECTED: Record<Kind, string> = { text: 'a text', integer: 'a whole number', flag: 'true or false' };

const isFlag = (input: EffectInput, key: string): boolean => typeof input[key] === 'boolean';

/** repairs.md §3: vandalism or damage is cause 4, anything else general wear and tear, 1. */
function causeFields(input: EffectInput): Pick<WorkOrderUpdate, 'repairCause' | 'repairCauseId'> {
  if (!isFlag(input, 'isVandalism')) return {};
  return input.isVandalism === true ? { repairCause: 'Vandalism or Damage', repairCauseId: 4 } : { repairCause: 'General Wear and Tear', repairCauseId: 1 };
}

/**
 * The crime reference, blanked when empty or No (repairs.md §3). The vandalism step (which sends isVandalism) always
 * sends it, so a reference cleared or answered away is cleared on the draft too.
 */
function crimeReferenceFields(input: EffectInput): Pick<WorkOrderUpdate, 'crimeReferenceNumber'> {
  const value = input.crimeReferenceNumber;
  if (value === undefined || value === null) return isFlag(input, 'isVandalism') ? { crimeReferenceNumber: '' } : {};
  if (typeof value !== 'string') throw new EffectInputError('crimeReferenceNumber', 'a text or nothing');
  const trimmed = value.trim();
  return { crimeReferenceNumber: trimmed.toLowerCase() === 'no' ? '' : trimmed };
}

/**
 * isVulnerable and vulnerableResponseText as the vulnerability object; No sends no text (§5 "No clears text"). Until
 * the question is answered nothing is sent, whatever the text.
 */
function vulnerabilityFields(input: EffectInput): Pick<WorkOrderUpdate, 'vulnerability'> {
  if (!isFlag(input, 'isVulnerable')) return {};
  if (!readFlag(input, 'isVulnerable')) return { vulnerability: { isVulnerable: false, VulnerableResponseText: '' } };
  const text = input.vulnerableResponseText;
  if (text !== undefined && text !== null && typeof text !== 'string') throw new EffectInputError('vulnerableResponseText', 'a text or nothing');
  const trimmed = (text ?? '').trim();
  return { vulnerability: { isVulnerable: true, ...(trimmed === '' ? {} : { VulnerableResponseText: trimmed }) } };
}

/** The media answer (a list of uploaded documents) as the work order's document identifiers; an empty list clears. */
function documentFields(input: EffectInput): Pick<WorkOrderUpdate, 'documents'> {
  const value = input.documents;
  if (value === undefined || value === null) return {};
  const ids = Array.isArray(value)
    ? value.map((entry: unknown) => (typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).documentIdentifier : undefined))
    : undefined;
  if (!ids || !ids.every((id): id is string => typeof id === 'string' && id !== '')) {
    throw new EffectInputError('documents', 'a list of uploaded documents, each with a documentIdentifier');
  }
  return { documents: { documentIdentifiers: [...new Set(ids)] } };
}

/** The draft fields among the inputs, type-checked; trimmed texts, empty ones left out. */
export function draftFields(input: EffectInput): WorkOrderUpdate {
  const fields: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(DRAFT_FIELDS) as [string, Kind][]) {
    const value = input[key];
    if (value === undefined || value === null) continue;
    if (!KIND_CHECK[kind](value)) throw new EffectInputError(key, EXPECTED[kind]);
    if (typeof value === 'string') {
      if (value.trim() === '') continue;
      fields[key] = value.trim();
    } else fields[key] = value;
  }
  return {
    // A cause the journey states itself wins over the one the vandalism answer implies.
    ...causeFields(input),
    ...fields,
    ...crimeReferenceFields(input),
    ...vulnerabilityFields(input),
    ...reporterFields(input),
    ...documentFields(input),
    ...assessmentFields(input),
  } as WorkOrderUpdate;
}
