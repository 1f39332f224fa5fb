import { readObjectList, readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { chosenAsset } from './chosen-asset';

/** What 'repair.checkAsset' stores: which asset of which property was checked, the tenancy group and the answer. */
export interface AssetCheck {
  premisesId: string;
  assetType: string;
  assetId: string;
  tenancyGroup: string;
  isEligible: boolean;
  errorCode: string | null;
}

/**
 * 'repair.checkAsset': choosing an asset fetches the tenancy group of the tenancy the resident reports from and the
 * asset's eligibility for it (repairs.md §4). Inputs: premisesId, properties (the context's, to find the property's
 * tenancy), assetType (the answer), assets. The
 * result names what was checked, so the journey's block applies only while that is still the answer.
 */
export const checkRepairAsset: Effect<EffectInput, AssetCheck> = async (input, environment) => {
  const premisesId = readText(input, 'premisesId');
  const tenancyId = readObjectList(input, 'properties').find((p) => p.id === premisesId)?.tenancyId;
  const asset = chosenAsset(input);
  const { gateway, customerId, signal } = environment;
  const groups = await gateway.getPremisesTenancyGroups(customerId, premisesId);
  const group = groups.find((g) => g.tenancyIdentifier === tenancyId) ?? groups[0];
  // Without a group the gateway cannot judge the asset: that is a failed call, not an eligible asset.
  if (!group) throw new Error(`no tenancy group for premises ${premisesId}`);
  const result = await gateway.checkAssetEligibility(asset.id, group.tenancyGroup, signal);
  return {
    premisesId,
    assetType: readText(input, 'assetType'),
    assetId: asset.id,
    tenancyGroup: group.tenancyGroup,
    isEligible: result.isEligible,
    errorCode: result.isEligible ? null : result.errorCode,
  };
};
