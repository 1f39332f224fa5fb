import type { Asset, AssetAssociates, Person, Status } from '../../../schemas/generated/gateway.asset';
import type { Db } from '../open-database';
import { OTHER_CUSTOMER, PERSONAS, SHARED_ASSETS, UNREGISTERED_CUSTOMER } from './personas';
import type { SeedContext } from './seed-context';
import { writeRow } from './write-row';

type AssetType = Asset['assetType'];

interface AssetSeed {
  id: string;
  assetType: AssetType;
  parentId?: string;
  name?: string;
  uprn: string;
  lines: string[];
  town: string;
  postcode: string;
  region: string;
  borough: string;
  isInDefects?: boolean;
  highRise?: { storeys: number; heightMetres: number };
  maintenance: [type: string, value: string][];
  associates: AssetAssociates;
}

const ASSET_TYPE_IDS: Partial<Record<AssetType, number>> = { Block: 1, Property: 2, 'Divided Block': 5 };

function officer(givenName: string, surname: string, phone: string): Person {
  const email = `${givenName}.${surname}@peabody.example.org`.toLowerCase();
  return { person: { name: { givenName, surname } }, email, phone };
}

const PEABODY = { organisation: { name: 'Peabody' } };
const CATALYST = { organisation: { name: 'Catalyst' } };

const RIVERSIDE: AssetAssociates = {
  landLord: PEABODY,
  neighbourhoodManager: officer('Sam', 'Patel', '02079460901'),
  incomesOfficer: officer('Daniel', 'Murphy', '02079460902'),
};
const HARTLEY: AssetAssociates = {
  landLord: PEABODY,
  neighbourhoodManager: officer('Jo', 'Bennett', '02079460911'),
  incomesOfficer: officer('Grace', 'Owusu', '02079460912'),
};
const MARLOWE: AssetAssociates = {
  landLord: PEABODY,
  previousLandLord: { organisation: { name: 'Family Mosaic' } },
  neighbourhoodManager: officer('Kemi', 'Adeyemi', '02079460921'),
  incomesOfficer: officer('Liam', 'Walsh', '02079460922'),
};
const PURLEY_WAY: AssetAssociates = {
  landLord: CATALYST,
  neighbourhoodManager: officer('Rhys', 'Evans', '02079460931'),
  incomesOfficer: officer('Aisha', 'Rahman', '02079460932'),
};
const FOUNDRY_WHARF: AssetAssociates = {
  landLord: PEABODY,
  neighbourhoodManager: officer('Tom', 'Okafor', '02079460951'),
  incomesOfficer: officer('Nadia', 'Kowalski', '02079460952'),
};
const BRIXTON_HILL: AssetAssociates = {
  landLord: PEABODY,
  neighbourhoodManager: officer('Lucy', 'Chen', '02079460941'),
  incomesOfficer: officer('Mark', 'Hughes', '02079460942'),
};

const FULL: [string, string] = ['MAINTSRESP', 'FMFULL'];

// Heat values cover the repairs.md §4 '+'-join rule: 'None', 'Unknown' and '' are dropped, the rest joined.
export const ASSET_SEEDS: AssetSeed[] = [
  {
    id: SHARED_ASSETS.riversideScheme,
    assetType: 'Scheme',
    name: 'Riverside Regeneration Scheme',
    uprn: '100023000001',
    lines: ['Riverside Regeneration Scheme', 'Bankside Way'],
    town: 'London',
    postcode: 'SE1 9RA',
    region: 'Central',
    borough: 'Southwark',
    maintenance: [FULL],
    associates: { landLord: PEABODY },
  },
  {
    id: SHARED_ASSETS.riversideEstate,
    assetType: 'Estate',
    parentId: SHARED_ASSETS.riversideScheme,
    name: 'Riverside Estate',
    uprn: '100023000002',
    lines: ['Riverside Estate', 'Bankside Way'],
    town: 'London',
    postcode: 'SE1 9RA',
    region: 'Central',
    borough: 'Southwark',
    maintenance: [FULL],
    associates: RIVERSIDE,
  },
  {
    id: SHARED_ASSETS.beaconHouse,
    assetType: 'Block',
    parentId: SHARED_ASSETS.riversideEstate,
    name: 'Beacon House',
    uprn: '100023000003',
    lines: ['Beacon House', 'Bankside Way'],
    town: 'London',
    postcode: 'SE1 9RB',
    region: 'Central',
    borough: 'Southwark',
    maintenance: [FULL, ['HEAT', 'None']],
    associates: RIVERSIDE,
  },
  {
    id: PERSONAS.alex.propertyId,
    assetType: 'Property',
    parentId: SHARED_ASSETS.beaconHouse,
    uprn: '100023001201',
    lines: ['Flat 12', 'Beacon House', 'Bankside Way'],
    town: 'London',
    postcode: 'SE1 9RB',
    region: 'Central',
    borough: 'Southwark',
    maintenance: [
      FULL,
      ['HEAT', 'Gas combi boiler'],
      ['HEATGAS', 'Mains gas'],
      ['HEATOIL', 'None'],
      ['HEATELEC', 'Unknown'],
    ],
    associates: RIVERSIDE,
  },
  {
    id: SHARED_ASSETS.elmCourt,
    assetType: 'Block',
    parentId: SHARED_ASSETS.riversideEstate,
    name: 'Elm Court',
    uprn: '100023000004',
    lines: ['Elm Court', 'Bankside Way'],
    town: 'London',
    postcode: 'SE1 9RD',
    region: 'Central',
    borough: 'Southwark',
    maintenance: [FULL],
    associates: RIVERSIDE,
  },
  {
    id: PERSONAS.bea.ended.propertyId,
    assetType: 'Property',
    parentId: SHARED_ASSETS.elmCourt,
    uprn: '100023000401',
    lines: ['Flat 4', 'Elm Court', 'Bankside Way'],
    town: 'London',
    postcode: 'SE1 9RD',
    region: 'Central',
    borough: 'Southwark',
    maintenance: [FULL, ['HEAT', 'Gas combi boiler']],
    associates: RIVERSIDE,
  },
  {
    id: SHARED_ASSETS.hartleyEstate,
    assetType: 'Estate',
    name: 'Hartley Estate',
    uprn: '100021000005',
    lines: ['Hartley Estate', 'Kingsland High Street'],
    town: 'London',
    postcode: 'E8 2PB',
    region: 'East',
    borough: 'Hackney',
    maintenance: [FULL],
    associates: HARTLEY,
  },
  {
    id: SHARED_ASSETS.hartleyGardens,
    assetType: 'Estate Area',
    parentId: SHARED_ASSETS.hartleyEstate,
    name: 'Hartley Gardens',
    uprn: '100021000006',
    lines: ['Hartley Gardens'],
    town: 'London',
    postcode: 'E8 2PD',
    region: 'East',
    borough: 'Hackney',
    maintenance: [FULL],
    associates: HARTLEY,
  },
  {
    id: PERSONAS.bea.propertyId,
    assetType: 'Property',
    parentId: SHARED_ASSETS.hartleyGardens,
    uprn: '100021001401',
    lines: ['14 Hartley Gardens'],
    town: 'London',
    postcode: 'E8 2PD',
    region: 'East',
    borough: 'Hackney',
    maintenance: [FULL, ['HEAT', 'Gas combi boiler'], ['HEATGAS', 'Mains gas'], ['HEATELEC', '']],
    associates: HARTLEY,
  },
  {
    id: SHARED_ASSETS.hartleyParade,
    assetType: 'Block',
    parentId: SHARED_ASSETS.hartleyEstate,
    name: 'Hartley Parade',
    uprn: '100021000007',
    lines: ['Hartley Parade Shopping Arcade', '145-147 Kingsland High Street'],
    town: 'London',
    postcode: 'E8 2PB',
    region: 'East',
    borough: 'Hackney',
    maintenance: [FULL],
    associates: HARTLEY,
  },
  {
    // Formatted address is longer than 84 characters: the address selector cuts it with "..".
    id: PERSONAS.bea.shop.propertyId,
    assetType: 'Property',
    parentId: SHARED_ASSETS.hartleyParade,
    uprn: '100021000703',
    lines: [
      'Unit 3, Ground Floor Commercial Premises',
      'Hartley Parade Shopping Arcade',
      '145-147 Kingsland High Street',
      'Dalston',
    ],
    town: 'London',
    postcode: 'E8 2PB',
    region: 'East',
    borough: 'Hackney',
    maintenance: [
      ['MAINTSRESP', 'FMPART'],
      ['HEAT', 'None'],
      ['HEATELEC', 'Electric panel heaters'],
    ],
    associates: HARTLEY,
  },
  {
    id: SHARED_ASSETS.marloweEstate,
    assetType: 'Estate',
    name: 'Marlowe Estate',
    uprn: '100022000008',
    lines: ['Marlowe Estate', 'Fulham Palace Road'],
    town: 'London',
    postcode: 'W6 9PA',
    region: 'West',
    borough: 'Hammersmith and Fulham',
    maintenance: [FULL],
    associates: MARLOWE,
  },
  {
    id: SHARED_ASSETS.marloweTower,
    assetType: 'Block',
    parentId: SHARED_ASSETS.marloweEstate,
    name: 'Marlowe Tower',
    uprn: '100022000009',
    lines: ['Marlowe Tower', 'Fulham Palace Road'],
    town: 'London',
    postcode: 'W6 9PB',
    region: 'West',
    borough: 'Hammersmith and Fulham',
    highRise: { storeys: 22, heightMetres: 64 },
    maintenance: [FULL, ['HEAT', 'Communal']],
    associates: MARLOWE,
  },
  {
    id: PERSONAS.chris.propertyId,
    assetType: 'Property',
    parentId: SHARED_ASSETS.marloweTower,
    uprn: '100022008701',
    lines: ['Flat 87', 'Marlowe Tower', 'Fulham Palace Road'],
    town: 'London',
    postcode: 'W6 9PB',
    region: 'West',
    borough: 'Hammersmith and Fulham',
    highRise: { storeys: 22, heightMetres: 64 },
    maintenance: [
      ['MAINTSRESP', 'LEASEHOLDER'],
      ['HEAT', 'Communal'],
      ['HEATGAS', ''],
      ['HEATELEC', 'Electric storage heaters'],
    ],
    associates: MARLOWE,
  },
  {
    id: SHARED_ASSETS.purleyWayEstate,
    assetType: 'Estate',
    name: 'Purley Way Estate',
    uprn: '200001000010',
    lines: ['Purley Way Estate', 'Purley Way'],
    town: 'Croydon',
    postcode: 'CR0 4XX',
    region: 'South',
    borough: 'Croydon',
    maintenance: [FULL],
    associates: PURLEY_WAY,
  },
  {
    id: SHARED_ASSETS.coulsdonCourt,
    assetType: 'Block',
    parentId: SHARED_ASSETS.purleyWayEstate,
    name: 'Coulsdon Court',
    uprn: '200001000011',
    lines: ['Coulsdon Court', 'Purley Way'],
    town: 'Croydon',
    postcode: 'CR0 4XY',
    region: 'South',
    borough: 'Croydon',
    maintenance: [FULL, ['HEAT', 'Communal']],
    associates: PURLEY_WAY,
  },
  {
    id: SHARED_ASSETS.coulsdonCourtEastWing,
    assetType: 'Divided Block',
    parentId: SHARED_ASSETS.coulsdonCourt,
    name: 'Coulsdon Court East Wing',
    uprn: '200001000012',
    lines: ['Coulsdon Court East Wing', 'Purley Way'],
    town: 'Croydon',
    postcode: 'CR0 4XY',
    region: 'South',
    borough: 'Croydon',
    isInDefects: true,
    maintenance: [FULL, ['HEAT', 'Communal']],
    associates: PURLEY_WAY,
  },
  {
    id: PERSONAS.dana.propertyId,
    assetType: 'Property',
    parentId: SHARED_ASSETS.coulsdonCourtEastWing,
    uprn: '200001000501',
    lines: ['Flat 5', 'Coulsdon Court East Wing', 'Purley Way'],
    town: 'Croydon',
    postcode: 'CR0 4XY',
    region: 'South',
    borough: PERSONAS.dana.borough,
    isInDefects: true,
    maintenance: [FULL, ['HEAT', 'Communal'], ['HEATGAS', 'None'], ['HEATELEC', 'Underfloor heating']],
    associates: PURLEY_WAY,
  },
  {
    id: SHARED_ASSETS.brixtonHillEstate,
    assetType: 'Estate',
    name: 'Brixton Hill Estate',
    uprn: '100024000013',
    lines: ['Brixton Hill Estate', 'Brixton Hill'],
    town: 'London',
    postcode: 'SW2 1AA',
    region: 'South',
    borough: 'Lambeth',
    maintenance: [FULL],
    associates: BRIXTON_HILL,
  },
  {
    id: SHARED_ASSETS.tulseHouse,
    assetType: 'Block',
    parentId: SHARED_ASSETS.brixtonHillEstate,
    name: 'Tulse House',
    uprn: '100024000014',
    lines: ['Tulse House', 'Brixton Hill'],
    town: 'London',
    postcode: 'SW2 1AB',
    region: 'South',
    borough: 'Lambeth',
    maintenance: [FULL],
    associates: BRIXTON_HILL,
  },
  {
    id: OTHER_CUSTOMER.propertyId,
    assetType: 'Property',
    parentId: SHARED_ASSETS.tulseHouse,
    uprn: '100024000201',
    lines: ['Flat 2', 'Tulse House', 'Brixton Hill'],
    town: 'London',
    postcode: 'SW2 1AB',
    region: 'South',
    borough: 'Lambeth',
    maintenance: [FULL, ['HEAT', 'Gas system boiler'], ['HEATGAS', 'Mains gas']],
    associates: BRIXTON_HILL,
  },
  {
    id: UNREGISTERED_CUSTOMER.propertyId,
    assetType: 'Property',
    parentId: SHARED_ASSETS.tulseHouse,
    uprn: '100024000207',
    lines: ['Flat 7', 'Tulse House', 'Brixton Hill'],
    town: 'London',
    postcode: 'SW2 1AB',
    region: 'South',
    borough: 'Lambeth',
    maintenance: [FULL, ['HEAT', 'Gas combi boiler']],
    associates: BRIXTON_HILL,
  },
  // A new-build block handed over eleven months ago: the block and Ada's ground-floor flat are in their defects
  // period, and the landlord is the association itself (not Catalyst), so her repairs take the ordinary path.
  {
    id: SHARED_ASSETS.foundryWharf,
    assetType: 'Estate',
    name: 'Foundry Wharf',
    uprn: '100025000015',
    lines: ['Foundry Wharf', 'Cable Street'],
    town: 'London',
    postcode: 'E1 8JA',
    region: 'East',
    borough: 'Tower Hamlets',
    maintenance: [FULL],
    associates: FOUNDRY_WHARF,
  },
  {
    id: SHARED_ASSETS.foundryCourt,
    assetType: 'Block',
    parentId: SHARED_ASSETS.foundryWharf,
    name: 'Foundry Court',
    uprn: '100025000016',
    lines: ['Foundry Court', 'Cable Street'],
    town: 'London',
    postcode: 'E1 8JB',
    region: 'East',
    borough: 'Tower Hamlets',
    isInDefects: true,
    maintenance: [FULL, ['HEAT', 'None']],
    associates: FOUNDRY_WHARF,
  },
  {
    id: PERSONAS.ada.propertyId,
    assetType: 'Property',
    parentId: SHARED_ASSETS.foundryCourt,
    uprn: '100025000101',
    lines: ['Flat 1', 'Foundry Court', 'Cable Street'],
    town: 'London',
    postcode: 'E1 8JB',
    region: 'East',
    borough: 'Tower Hamlets',
    isInDefects: true,
    maintenance: [FULL, ['HEAT', 'Gas combi boiler'], ['HEATGAS', 'Mains gas']],
    associates: FOUNDRY_WHARF,
  },
];

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
