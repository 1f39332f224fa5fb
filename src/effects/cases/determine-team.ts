import type { OwningTeam } from '../../gateway';
import { readObjectList, readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { readChosenType } from './chosen-type';
import { CaseTenancyUnknownError } from './errors';
import { tenancyOfProperty } from './load-types';

/** The team-determination channel of customer self-service (portal.md §3). */
export const SELF_SERVICE_CHANNEL = 'CustomerSelfService';

/**
 * 'case.determineTeam': which team owns the new case (POST /case-team-determination), from the chosen type's sub type,
 * its category and pea_casecategory (or NA), the property's landlord (GET /assets/{id}/associates) and the tenancy's
 * type (input tenancies, the journey's context).
 */
export const determineCaseTeam: Effect<EffectInput, OwningTeam> = async (input, environment) => {
  const type = readChosenType(input);
  const premisesId = readText(input, 'premisesId');
  const tenancyId = tenancyOfProperty(input, premisesId);
  const tenancyType = readObjectList(input, 'tenancies').find((tenancy) => tenancy.id === tenancyId)?.type;
  if (typeof tenancyType !== 'string' || tenancyType === '') throw new CaseTenancyUnknownError(premisesId);
  const { gateway, signal } = environment;
  const associates = await gateway.getAssetAssociates(premisesId);
  // A property without a landlord on record is asked about as NA, as the specification does for the category.
  const landLord = associates.landLord?.organisation.name || 'NA';
  return gateway.determineCaseTeam(
    {
      channel: SELF_SERVICE_CHANNEL,
      caseSubType: type.subType,
      caseSubTypeCategory: type.subTypeCategory,
      landLord,
      tenancyType,
      caseCategory: type.caseCategory,
    },
    signal,
  );
};
