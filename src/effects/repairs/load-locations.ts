import { readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';

/** A repair location as the location list offers it: its name (the answer) and its reference-data id. */
export interface LocationOption {
  value: string;
  id: number;
}

/**
 * 'repair.loadLocations': the locations of the chosen asset's type, in the reference data's order. Input: assetType.
 */
export const loadRepairLocations: Effect<EffectInput, LocationOption[]> = async (input, environment) => {
  const locations = await environment.gateway.getRepairLocations(readText(input, 'assetType'));
  return locations.map((location) => ({ value: location.value, id: location.id }));
};
