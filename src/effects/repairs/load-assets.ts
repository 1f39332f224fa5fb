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
  const { gateway, customerId } = environment;
  // The asset check on this page's Continue ('repair.checkAsset') needs the premises' tenancy groups first: asked once
  // the page is drawn, the gateway client keeps the answer a minute and Continue waits for one call, not two in a row
  // (issue 13). A failure here is the check's to report: it asks again, as failed answers are not kept.
  const askAhead = () => void gateway.getPremisesTenancyGroups(customerId, premisesId).catch(() => undefined);
  if (environment.askLater) environment.askLater(askAhead);
  else askAhead();
  const hierarchy = await gateway.getAssetHierarchy(premisesId);
  return { premisesId, reportId: environment.newId(), ...assetLevels(hierarchy) };
};
