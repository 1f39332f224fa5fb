import type { CaseTypeQuestion } from './case-questions';

/**
 * What the case journey reads of a case type master item (portal.md §3), whatever else the reference data carries.
 * The gateway's own type (schemas/gateway) is assignable to it.
 */
export interface CaseTypeRecord {
  id: string;
  description: string;
  additionalInfo: readonly CaseTypeQuestion[];
  subType: string;
  assetType: string;
  subTypeCategory: string;
  additionalCaseCreationFields: readonly { key: string; value: string }[];
  keywords: readonly string[];
  tenancyGroups: readonly string[];
  isVisibleForSelfServe: boolean;
}

/** The additional creation field that names the case's category (portal.md §3: possibly pea_casecategory). */
export const CASE_CATEGORY_FIELD = 'pea_casecategory';

/** The case category the team determination is asked with: the type's pea_casecategory, or NA (portal.md §3). */
export function caseCategoryOf(type: Pick<CaseTypeRecord, 'additionalCaseCreationFields'>): string {
  return type.additionalCaseCreationFields.find((field) => field.key === CASE_CATEGORY_FIELD)?.value ?? 'NA';
}

/** Whether residents of a tenancy group may raise a type: visible to self-service and allowed for the group. */
export function isOffered(
  type: Pick<CaseTypeRecord, 'isVisibleForSelfServe' | 'tenancyGroups'>,
  tenancyGroup: string,
): boolean {
  return type.isVisibleForSelfServe && type.tenancyGroups.includes(tenancyGroup);
}
