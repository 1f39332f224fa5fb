import { readObjectList, readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { CaseTenancyGroupUnknownError } from './errors';
import { isOffered, type CaseTypeRecord } from './case-type-record';

/** A case type the resident may choose: its id and name (the autocomplete's value and label). */
export interface CaseTypeChoice {
  id: string;
  description: string;
}

/** What 'case.loadTypes' stores. */
export interface LoadedCaseTypes {
  /** The chosen property's tenancy group: which types and options are offered. */
  tenancyGroup: string;
  /** The types offered, in the reference data's order. */
  types: CaseTypeChoice[];
  /** Each offered type's keywords, by id: the type search ranks by them (portal.md §4 Case type relevance). */
  searchTerms: Record<string, string[]>;
}

/** The tenancy of the property with this premises id, among the journey's properties ({id, tenancyId}). */
export function tenancyOfProperty(input: EffectInput, premisesId: string): string {
  const property = readObjectList(input, 'properties').find((p) => p.id === premisesId);
  return typeof property?.tenancyId === 'string' ? property.tenancyId : '';
}

/**
 * 'case.loadTypes': the case types the resident may raise on the chosen property (input premisesId, with the
 * journey's properties): those visible to self-service whose tenancy groups include the property's tenancy group
 * (GET /customers/{id}/premises/{premisesId}/tenancies).
 */
export const loadCaseTypes: Effect<EffectInput, LoadedCaseTypes> = async (input, environment) => {
  const premisesId = readText(input, 'premisesId');
  const tenancyId = tenancyOfProperty(input, premisesId);
  const { gateway, customerId, signal } = environment;
  const [groups, all] = await Promise.all([
    gateway.getPremisesTenancyGroups(customerId, premisesId),
    gateway.getCaseTypes(signal),
  ]);
  const tenancyGroup = (groups.find((g) => g.tenancyIdentifier === tenancyId) ?? groups[0])?.tenancyGroup;
  if (!tenancyGroup) throw new CaseTenancyGroupUnknownError(premisesId);
  const records: CaseTypeRecord[] = all.filter((type) => isOffered(type, tenancyGroup));
  return {
    tenancyGroup,
    types: records.map((type) => ({ id: type.id, description: type.description })),
    searchTerms: Object.fromEntries(records.map((type) => [type.id, [...type.keywords]])),
  };
};
