import type { Asset, Status } from '../../../schemas/generated/gateway.asset';
import type { Db } from '../open-database';
import type { AssetSeed, AssetType } from './asset-seed-types';
import { NORTH_ASSET_SEEDS } from './asset-seeds-north';
import { SOUTH_ASSET_SEEDS } from './asset-seeds-south';
import type { SeedContext } from './seed-context';
import { writeRow } from './write-row';

const ASSET_TYPE_IDS: Partial<Record<AssetType, number>> = { Block: 1, Property: 2, 'Divided Block': 5 };

export const ASSET_SEEDS: AssetSeed[] = [...NORTH_ASSET_SEEDS, ...SOUTH_ASSET_SEEDS];

/** Every asset type, each as its gateway body with the parent, UPRN and high-rise flag pulled out beside it. */
export function seedAssets(db: Db, _ctx: SeedContext): void {
  for (const seed of ASSET_SEEDS) {
    writeRow(db, 'assets', {
      id: seed.id,
      asset_type: seed.assetType,
      parent_id: seed.parentId,
      uprn: seed.uprn,
      is_high_rise: seed.highRise !== undefined,
      body: assetBody(seed),
    });
  }
}

export function formattedAddress(seed: Pick<AssetSeed, 'lines' | 'town' | 'postcode'>): string {
  return [...seed.lines, `${seed.town} ${seed.postcode}`].join(', ');
}

function assetBody(seed: AssetSeed): Asset {
  const lines = Object.fromEntries(seed.lines.map((line, i) => [`addressLine${i + 1}`, line]));
  const statuses: Status[] = [
    { type: 'isInDefects', value: String(seed.isInDefects === true) },
    { type: 'isHighRise', value: String(seed.highRise !== undefined) },
  ];
  if (seed.highRise) {
    statuses.push({ type: 'numberOfStoreys', value: String(seed.highRise.storeys) });
    statuses.push({ type: 'buildingHeightMetres', value: String(seed.highRise.heightMetres) });
  }
  const typeId = ASSET_TYPE_IDS[seed.assetType];
  return {
    id: seed.id,
    assetType: seed.assetType,
    ...(typeId === undefined ? {} : { assetTypeId: typeId }),
    ...(seed.parentId === undefined ? {} : { parentId: seed.parentId }),
    uprn: seed.uprn,
    ...(seed.name === undefined ? {} : { name: seed.name }),
    addresses: {
      postalAddresses: [
        {
          id: `${seed.id}-postal`,
          ...lines,
          town: seed.town,
          postcode: seed.postcode,
          formattedAddress: formattedAddress(seed),
          postalAddressType: 'Main',
        },
      ],
    },
    statuses,
    maintenanceResponsibilities: seed.maintenance.map(([type, value]) => ({ type, value })),
    region: seed.region,
    borough: seed.borough,
    associates: seed.associates,
  };
}

/** The seeded asset with this id (for the other seed steps: addresses, UPRNs). */
export function assetSeed(id: string): AssetSeed {
  const seed = ASSET_SEEDS.find((a) => a.id === id);
  if (!seed) throw new Error(`no seeded asset ${id}`);
  return seed;
}

/** The asset and its ancestors, the asset first: the order of a tenancy's premisesIds. */
export function assetChain(id: string): string[] {
  const chain: string[] = [];
  for (
    let seed: AssetSeed | undefined = assetSeed(id);
    seed;
    seed = seed.parentId ? assetSeed(seed.parentId) : undefined
  ) {
    chain.push(seed.id);
  }
  return chain;
}
