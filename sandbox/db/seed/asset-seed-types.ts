// The seeded estates, blocks and homes: their shape, and the people and maintenance they share.
import type { Asset, AssetAssociates, Person } from '../../../schemas/generated/gateway.asset';

export type AssetType = Asset['assetType'];

export interface AssetSeed {
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

function officer(givenName: string, surname: string, phone: string): Person {
  const email = `${givenName}.${surname}@peabody.example.org`.toLowerCase();
  return { person: { name: { givenName, surname } }, email, phone };
}

export const PEABODY = { organisation: { name: 'Peabody' } };
export const CATALYST = { organisation: { name: 'Catalyst' } };

export const RIVERSIDE: AssetAssociates = {
  landLord: PEABODY,
  neighbourhoodManager: officer('Sam', 'Patel', '02079460901'),
  incomesOfficer: officer('Daniel', 'Murphy', '02079460902'),
};
export const HARTLEY: AssetAssociates = {
  landLord: PEABODY,
  neighbourhoodManager: officer('Jo', 'Bennett', '02079460911'),
  incomesOfficer: officer('Grace', 'Owusu', '02079460912'),
};
export const MARLOWE: AssetAssociates = {
  landLord: PEABODY,
  previousLandLord: { organisation: { name: 'Family Mosaic' } },
  neighbourhoodManager: officer('Kemi', 'Adeyemi', '02079460921'),
  incomesOfficer: officer('Liam', 'Walsh', '02079460922'),
};
export const PURLEY_WAY: AssetAssociates = {
  landLord: CATALYST,
  neighbourhoodManager: officer('Rhys', 'Evans', '02079460931'),
  incomesOfficer: officer('Aisha', 'Rahman', '02079460932'),
};
export const FOUNDRY_WHARF: AssetAssociates = {
  landLord: PEABODY,
  neighbourhoodManager: officer('Tom', 'Okafor', '02079460951'),
  incomesOfficer: officer('Nadia', 'Kowalski', '02079460952'),
};
export const BRIXTON_HILL: AssetAssociates = {
  landLord: PEABODY,
  neighbourhoodManager: officer('Lucy', 'Chen', '02079460941'),
  incomesOfficer: officer('Mark', 'Hughes', '02079460942'),
};

export const FULL: [string, string] = ['MAINTSRESP', 'FMFULL'];

// Heat values cover the repairs.md §4 '+'-join rule: 'None', 'Unknown' and '' are dropped, the rest joined.
