/** The asset types repairs are raised against and their reasons and locations are kept by. */
export type RepairAssetType = 'Property' | 'Block' | 'Divided Block' | 'Estate';

export const COMMUNAL_ASSET_TYPES: readonly string[] = ['Divided Block', 'Block', 'Estate', 'Estate Area'];

// repairs.md §3: property-level labels map to Property, Leasehold and Freehold to Block; §7: estate and divided
// block are mapped (an Estate Area is reported as its estate; "divided-block" is the namespace spelling).
const LABELS: Readonly<Record<string, RepairAssetType>> = {
  property: 'Property',
  social: 'Property',
  'peabody property': 'Property',
  'non-residential': 'Property',
  commercial: 'Property',
  market: 'Property',
  'market rent': 'Property',
  leasehold: 'Block',
  freehold: 'Block',
  block: 'Block',
  'divided block': 'Divided Block',
  'divided-block': 'Divided Block',
  dividedblock: 'Divided Block',
  estate: 'Estate',
  'estate area': 'Estate',
  'estate-area': 'Estate',
};

/** The repair asset type of an asset type or label, case-insensitive; undefined for Scheme and unknown labels. */
export function repairAssetType(label: string | undefined): RepairAssetType | undefined {
  if (label === undefined) return undefined;
  return LABELS[label.trim().toLowerCase().replace(/\s+/g, ' ')];
}

export function isCommunalAssetType(assetType: string): boolean {
  return COMMUNAL_ASSET_TYPES.includes(assetType);
}
