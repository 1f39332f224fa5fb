import { committedReferenceData } from '../reference-data/reference-data-files';

/** Repair locations per asset type a repair can be raised against (repair-locations reference data). */
export type RepairAssetType = 'Property' | 'Block' | 'Divided Block' | 'Estate';

export interface RepairLocation {
  id: number;
  value: string;
}

/** sandbox/reference-data/repair-locations.json, as committed (the seed's repairs name these locations). */
export const REPAIR_LOCATIONS: Readonly<Record<RepairAssetType, readonly RepairLocation[]>> =
  committedReferenceData('repairLocations');

export function repairLocation(assetType: RepairAssetType, value: string): RepairLocation {
  const location = REPAIR_LOCATIONS[assetType].find((l) => l.value === value);
  if (!location) throw new Error(`no repair location ${value} for ${assetType}`);
  return location;
}
