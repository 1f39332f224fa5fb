import type { Asset } from '../../../schemas/generated/gateway.asset';
import { formatAddress, heatingAttributeOf } from '../../gateway';

/** The levels a repair can be reported against, as the asset step offers them (repairs.md §2 /repairasset). */
export const ASSET_LEVELS = ['property', 'dividedBlock', 'block', 'estate'] as const;
export type AssetLevel = (typeof ASSET_LEVELS)[number];

/** The asset types that count as each level; an Estate Area is the resident's estate (repair-rules.md). */
const TYPES_OF: Readonly<Record<AssetLevel, readonly Asset['assetType'][]>> = {
  property: ['Property'],
  dividedBlock: ['Divided Block'],
  block: ['Block'],
  estate: ['Estate Area', 'Estate'],
};

/** The asset type the answer of the asset step names (its option values are these). */
export const LEVEL_OF_ANSWER: Readonly<Record<string, AssetLevel>> = {
  Property: 'property',
  'Divided Block': 'dividedBlock',
  Block: 'block',
  Estate: 'estate',
};

/** One level of the chosen property's hierarchy, as the repair effects need it. */
export interface RepairAsset {
  id: string;
  /** The level's asset type as the repair calls name it: Property, Divided Block, Block or Estate. */
  assetType: 'Property' | 'Divided Block' | 'Block' | 'Estate';
  /** Block 1, Property 2, Divided Block 5 (repairs.md §3), when the gateway gives it. */
  assetTypeId?: number;
  uprn: string;
  address: string;
  /** HEAT* values joined with '+', null/unknown/none/empty dropped (repairs.md §4). */
  heating: string;
  isInDefects: boolean;
  maintenanceResponsibility: string;
}

const ASSET_TYPE_OF_LEVEL: Readonly<Record<AssetLevel, RepairAsset['assetType']>> = {
  property: 'Property', dividedBlock: 'Divided Block', block: 'Block', estate: 'Estate',
};

function toRepairAsset(asset: Asset, level: AssetLevel): RepairAsset {
  const postal = asset.addresses.postalAddresses?.[0];
  const flag = (type: string) => asset.statuses.find((s) => s.type === type)?.value;
  const responsibility = asset.maintenanceResponsibilities.find((r) => r.type === 'MAINTSRESP')?.value;
  return {
    id: asset.id,
    assetType: ASSET_TYPE_OF_LEVEL[level],
    ...(asset.assetTypeId === undefined ? {} : { assetTypeId: asset.assetTypeId }),
    uprn: asset.uprn ?? '',
    address: postal ? formatAddress(postal) : (asset.name ?? ''),
    heating: heatingAttributeOf(asset.maintenanceResponsibilities),
    isInDefects: flag('isInDefects') === 'true',
    // repairs.md §3: the default maintenance responsibility is FMFULL.
    maintenanceResponsibility: responsibility ?? 'FMFULL',
  };
}

/**
 * The levels of a hierarchy (the premises and the assets above it), nearest first for each level; a Scheme is never
 * a level (repairs.md §2: Scheme assets are hidden).
 */
export function assetLevels(hierarchy: readonly Asset[]): Partial<Record<AssetLevel, RepairAsset>> {
  const levels: Partial<Record<AssetLevel, RepairAsset>> = {};
  for (const level of ASSET_LEVELS) {
    for (const type of TYPES_OF[level]) {
      const asset = hierarchy.find((a) => a.assetType === type);
      if (asset && !levels[level]) levels[level] = toRepairAsset(asset, level);
    }
  }
  return levels;
}
