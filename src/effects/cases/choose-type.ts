import type { ComplaintPeriods, OmbudsmanContactDetails } from '../../shared/statutory-clock';
import { readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { askedQuestions, type AskedQuestion } from './case-questions';
import { caseCategoryOf, isOffered, type CaseTypeRecord } from './case-type-record';
import { CaseTypeNotOfferedError } from './errors';

/**
 * What 'case.chooseType' stores: the chosen type, as the question pages, the team determination and creation need it.
 */
export interface ChosenCaseType {
  id: string;
  description: string;
  subType: string;
  subTypeCategory: string;
  /** pea_casecategory, or NA. */
  caseCategory: string;
  assetType: string;
  tenancyGroup: string;
  /** The enabled questions, one generated page each (journeys/case.json). */
  questions: AskedQuestion[];
  /**
   * For a type with a complaint clock (rules/complaint-clock-case-types.json), the stages' periods from
   * rules/statutory-clock-steps.json and the Ombudsman's contact details (rules/statutory-clock-ombudsman.json): the
   * review's and the ending's complaint texts take them as params, since a journey message reads journey data, never
   * a rule table (issue 31, decision 0071). Missing for other types.
   */
  complaint?: ComplaintPeriods & { ombudsman: OmbudsmanContactDetails };
}

/**
 * 'case.chooseType': the chosen case type (input caseTypeId) with its enabled questions as the resident is asked
 * them, read afresh from the reference data (GET /reference-data/cases/reference-data) so the questions are the
 * association's current ones. The type must be one offered for the property's tenancy group (input tenancyGroup,
 * from 'case.loadTypes').
 */
export const chooseCaseType: Effect<EffectInput, ChosenCaseType> = async (input, environment) => {
  const caseTypeId = readText(input, 'caseTypeId');
  const tenancyGroup = readText(input, 'tenancyGroup');
  const types: readonly CaseTypeRecord[] = await environment.gateway.getCaseTypes(environment.signal);
  const type = types.find((record) => record.id === caseTypeId && isOffered(record, tenancyGroup));
  if (!type) throw new CaseTypeNotOfferedError(caseTypeId);
  // The clocks' code and tables come with a chosen type: imported statically, their files would join the effects'
  // loader in every page's first download.
  const clocks = await import('../../shared/statutory-clock/complaint-periods');
  return {
    id: type.id,
    description: type.description,
    subType: type.subType,
    subTypeCategory: type.subTypeCategory,
    caseCategory: caseCategoryOf(type),
    assetType: type.assetType,
    tenancyGroup,
    questions: askedQuestions(type.id, type.additionalInfo, { tenancyGroup }),
    ...(clocks.complaintClockName(type.subType) === 'none'
      ? {}
      : { complaint: { ...clocks.complaintPeriods(), ombudsman: clocks.ombudsmanContact() } }),
  };
};
