import type { Asset } from '../../../schemas/generated/gateway.asset';
import { formatAddress, heatingAttributeOf } from '../../gateway';
import { REPAIR_WORK_ORDER_FIELDS, type WorkOrderFieldsTable } from './work-order-fields';

/** The levels a repair can be reported against, as the asset step offers them (repairs.md §2 /repairasset). */
export const ASSET_LEVELS = ['property', 'dividedBlock', 'block', 'estate'] as const;
export type AssetLevel = (typeof ASSET_LEVELS)[number];

/**
 * Each level's row of the answers ↔ work order table (rules/repair-work-order-fields.json): the asset question's
 * answer that chooses it and the gateway's asset types that count as it.
 */
const levelRow = (level: AssetLevel, table: WorkOrderFieldsTable) =>
  table.assetLevels.levels.find((row) => row.level === level);

/**
 * The level the asset question's answer (one of its option values) chooses, by the table; undefined for another value.
 */
export function levelOfAnswer(
  answer: string,
  table: WorkOrderFieldsTable = REPAIR_WORK_ORDER_FIELDS,
): AssetLevel | undefined {
  return table.assetLevels.levels.find((row) => row.value === answer)?.level;
}

/** The asset question's answer that chooses a level, by the table. */
export function answerOfLevel(
  level: AssetLevel,
  table: WorkOrderFieldsTable = REPAIR_WORK_ORDER_FIELDS,
): string | undefined {
  return levelRow(level, table)?.value;
}

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
  property: 'Property',
  dividedBlock: 'Divided Block',
  block: 'Block',
  estate: 'Estate',
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
 * The levels of a hierarchy (the premises and the assets above it), nearest first for each level, by the asset types
 * the table counts as each; a Scheme is never a level (repairs.md §2: Scheme assets are hidden).
 */
export function assetLevels(
  hierarchy: readonly Asset[],
  table: WorkOrderFieldsTable = REPAIR_WORK_ORDER_FIELDS,
): Partial<Record<AssetLevel, RepairAsset>> {
  const levels: Partial<Record<AssetLevel, RepairAsset>> = {};
  for (const level of ASSET_LEVELS) {
    for (const type of levelRow(level, table)?.assetTypes ?? []) {
      const asset = hierarchy.find((a) => a.assetType === type);
      if (asset && !levels[level]) levels[level] = toRepairAsset(asset, level);
    }
  }
  return levels;
}
