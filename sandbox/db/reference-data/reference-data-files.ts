import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  CaseTypesFile,
  DampMouldAssessmentFile,
  FinancialReferralReasonsFile,
  RepairLocationsFile,
  RepairReasonsFile,
} from '../../../schemas/generated/sandbox.reference-data';

/** The sandbox's reference data, as analysts edit it (docs/journeys.md "Reference data"). */
export const DEFAULT_REFERENCE_DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'reference-data');

/** Each file, the schema definition that checks it, and the property holding its data. */
export const REFERENCE_DATA_FILES = {
  caseTypes: { file: 'case-types.json', definition: 'caseTypesFile' },
  financialReferralReasons: { file: 'financial-referral-reasons.json', definition: 'financialReferralReasonsFile' },
  repairLocations: { file: 'repair-locations.json', definition: 'repairLocationsFile' },
  repairReasons: { file: 'repair-reasons.json', definition: 'repairReasonsFile' },
  dampMouldAssessment: { file: 'damp-mould-assessment.json', definition: 'dampMouldAssessmentFile' },
} as const;

export type ReferenceDataKind = keyof typeof REFERENCE_DATA_FILES;

/** Everything the files hold, by kind. */
export interface ReferenceData {
  caseTypes: CaseTypesFile['caseTypes'];
  financialReferralReasons: FinancialReferralReasonsFile['financialReferralReasons'];
  repairLocations: RepairLocationsFile['repairLocations'];
  repairReasons: RepairReasonsFile['repairReasons'];
  dampMouldAssessment: DampMouldAssessmentFile['dampMouldAssessment'];
}

/**
 * One kind's data from the committed files, unchecked: what the seed's personas are built on (their repairs name these
 * locations and reasons). The files are checked when the sandbox loads them (read-reference-data.ts) and by the tests.
 */
export function committedReferenceData<K extends ReferenceDataKind>(kind: K): ReferenceData[K] {
  const text = readFileSync(join(DEFAULT_REFERENCE_DATA_DIR, REFERENCE_DATA_FILES[kind].file), 'utf8');
  return (JSON.parse(text) as Record<string, unknown>)[kind] as ReferenceData[K];
}
