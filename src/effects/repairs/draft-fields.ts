import type { WorkOrderUpdate } from '../../gateway';
import { EffectInputError } from '../errors';
import type { EffectInput } from '../effect-input';
import { assessmentFields } from './assessment-fields';
import { reporterFields } from './reporter-fields';
import { readFlag } from './repair-input';
import { REPAIR_WORK_ORDER_FIELDS, savedTableFields, type WorkOrderFieldsTable } from './work-order-fields';

const isFlag = (input: EffectInput, key: string): boolean => typeof input[key] === 'boolean';

/** repairs.md §3: vandalism or damage is cause 4, anything else general wear and tear, 1. */
function causeFields(input: EffectInput): Pick<WorkOrderUpdate, 'repairCause' | 'repairCauseId'> {
  if (!isFlag(input, 'isVandalism')) return {};
  return input.isVandalism === true
    ? { repairCause: 'Vandalism or Damage', repairCauseId: 4 }
    : { repairCause: 'General Wear and Tear', repairCauseId: 1 };
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
  if (text !== undefined && text !== null && typeof text !== 'string')
    throw new EffectInputError('vulnerableResponseText', 'a text or nothing');
  const trimmed = (text ?? '').trim();
  return { vulnerability: { isVulnerable: true, ...(trimmed === '' ? {} : { VulnerableResponseText: trimmed }) } };
}

/** The media answer (a list of uploaded documents) as the work order's document identifiers; an empty list clears. */
function documentFields(input: EffectInput): Pick<WorkOrderUpdate, 'documents'> {
  const value = input.documents;
  if (value === undefined || value === null) return {};
  const ids = Array.isArray(value)
    ? value.map((entry: unknown) =>
        typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).documentIdentifier : undefined,
      )
    : undefined;
  if (!ids || !ids.every((id): id is string => typeof id === 'string' && id !== '')) {
    throw new EffectInputError('documents', 'a list of uploaded documents, each with a documentIdentifier');
  }
  return { documents: { documentIdentifiers: [...new Set(ids)] } };
}

/**
 * The draft fields among the inputs: the work-order fields of the table (rules/repair-work-order-fields.json, a test
 * gives its own copy), type-checked, trimmed texts, empty ones left out; then the fields built from several answers.
 */
export function draftFields(
  input: EffectInput,
  table: WorkOrderFieldsTable = REPAIR_WORK_ORDER_FIELDS,
): WorkOrderUpdate {
  return {
    // A cause the journey states itself wins over the one the vandalism answer implies.
    ...causeFields(input),
    ...savedTableFields(input, table),
    ...crimeReferenceFields(input),
    ...vulnerabilityFields(input),
    ...reporterFields(input),
    ...documentFields(input),
    ...assessmentFields(input),
  } as WorkOrderUpdate;
}
