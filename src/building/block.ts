import type { Asset } from '../../schemas/generated/gateway.asset';

/** The block a property is in (portal.md §2: "Block card, when a block identifier exists"), from its hierarchy. */
export function blockOf(hierarchy: readonly Asset[]): Asset | undefined {
  return hierarchy.find((asset) => asset.assetType === 'Block');
}

const statusOf = (asset: Asset, type: string): string | undefined =>
  asset.statuses?.find((status) => status.type === type)?.value;

const numberOrNull = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** What rules/building-high-rise.json reads about a block: its flag, storeys and height as the register has them. */
export function highRiseInputs(block: Asset): {
  isHighRise: boolean | null;
  storeys: number | null;
  heightMetres: number | null;
} {
  const flag = statusOf(block, 'isHighRise');
  return {
    isHighRise: flag === undefined ? null : flag.trim().toLowerCase() === 'true',
    storeys: numberOrNull(statusOf(block, 'numberOfStoreys')),
    heightMetres: numberOrNull(statusOf(block, 'buildingHeightMetres')),
  };
}

/** The block's address, or its name when it has none. */
export function blockAddress(block: Asset): string {
  return block.addresses?.postalAddresses?.[0]?.formattedAddress ?? block.name ?? '';
}
