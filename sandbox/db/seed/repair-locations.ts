/** Repair locations per asset type a repair can be raised against (repair-locations reference data). */
export type RepairAssetType = 'Property' | 'Block' | 'Divided Block' | 'Estate';

export interface RepairLocation {
  id: number;
  value: string;
}

export const REPAIR_LOCATIONS: Readonly<Record<RepairAssetType, readonly RepairLocation[]>> = {
  Property: [
    { id: 1, value: 'Kitchen' },
    { id: 2, value: 'Bathroom' },
    { id: 3, value: 'Bedroom' },
    { id: 4, value: 'Living room' },
    { id: 5, value: 'Hallway' },
    { id: 6, value: 'Outside' },
    { id: 7, value: 'Heating and hot water' },
  ],
  Block: [
    { id: 11, value: 'Communal stairs' },
    { id: 12, value: 'Lifts' },
    { id: 13, value: 'Bin store' },
    { id: 14, value: 'Door entry' },
    { id: 15, value: 'Roof' },
    { id: 16, value: 'Communal heating' },
  ],
  // Bin store has no reasons on purpose: it shows the no-matching-reason message.
  'Divided Block': [
    { id: 21, value: 'Communal stairs' },
    { id: 22, value: 'Door entry' },
    { id: 23, value: 'Bin store' },
    { id: 24, value: 'Communal lighting' },
  ],
  Estate: [
    { id: 31, value: 'Paths and roads' },
    { id: 32, value: 'Estate lighting' },
    { id: 33, value: 'Play area' },
    { id: 34, value: 'Fencing and gates' },
    { id: 35, value: 'Grounds' },
  ],
};

export function repairLocation(assetType: RepairAssetType, value: string): RepairLocation {
  const location = REPAIR_LOCATIONS[assetType].find((l) => l.value === value);
  if (!location) throw new Error(`no repair location ${value} for ${assetType}`);
  return location;
}
