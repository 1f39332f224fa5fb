import { readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { assetLevels, type AssetLevel, type RepairAsset } from './asset-levels';

/**
 * What 'repair.loadAssets' stores: the property it was read for, each level it has, by level, and a fresh id for
 * this report (the draft's creation is made idempotent within it, so starting the same repair again after leaving
 * it is a new draft while pressing Continue again is not).
 */
export type RepairAssets = Partial<Record<AssetLevel, RepairAsset>> & { premisesId: string; reportId: string };

/**
 * 'repair.loadAssets': the asset levels a repair at the chosen property can be reported against (My Property, My
 * Divided Block, My Block, My Estate), read from the property's asset hierarchy. Input: premisesId.
 */
export const loadRepairAssets: Effect<EffectInput, RepairAssets> = async (input, environment) => {
  const premisesId = readText(input, 'premisesId');
  const hierarchy = await environment.gateway.getAssetHierarchy(premisesId);
  return { premisesId, reportId: environment.newId(), ...assetLevels(hierarchy) };
};
