/** Case type master data (case-types reference data): one entry per service request type. */
import { committedReferenceData } from '../reference-data/reference-data-files';

interface QuestionOption {
  id: number;
  value: string;
  dependsOnAttributes?: { key: string; value: string }[];
}

export interface CaseQuestion {
  questionId: string;
  label: string;
  type: 'Radio' | 'List' | 'Text';
  isEnabled: 'true' | 'false';
  options: QuestionOption[];
  blocking?: { errorCode: string; dependsOn: { responseId: number }[] };
  alertMessageCode?: { code: string };
}

export interface CaseType {
  id: string;
  description: string;
  additionalInfo: CaseQuestion[];
  subType: string;
  assetType: 'Property' | 'Block' | 'Estate';
  subTypeCategory: string;
  additionalCaseCreationFields: { key: string; value: string }[];
  keywords: string[];
  tenancyGroups: string[];
  isVisibleForSelfServe: boolean;
}

/** The case types of sandbox/reference-data/case-types.json, as committed (the seed's cases are of these types). */
export const CASE_TYPES: CaseType[] = committedReferenceData('caseTypes') as CaseType[];

export function caseType(id: string): CaseType {
  const type = CASE_TYPES.find((t) => t.id === id);
  if (!type) throw new Error(`no case type ${id}`);
  return type;
}
