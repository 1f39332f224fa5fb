import type { RepairReason } from '../../gateway';
import { readObjectList, readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { readFlag } from './repair-input';

/** A repair reason as the reason autocomplete offers it, with what the later calls need to know about it. */
export interface ReasonOption {
  /** The answer: the reason id as text. */
  value: string;
  /** The description the resident searches and reads. */
  label: string;
  /** additionalData.description, shown with the reason when there is one. */
  hint?: string;
  location: string;
  locationId: number;
  /** `<location>#<value>`: lets the journey check that the chosen reason belongs to the chosen location. */
  key: string;
  id: number;
  sor: string;
  priority: 'Next Available' | 'Emergency';
  /** The trade. */
  element: string;
  isEligible: boolean;
  supplementaryQuestion?: string;
  supplementaryCodes?: string;
}

function toOption(reason: RepairReason, location: { value: string; id: number }): ReasonOption {
  const data = reason.additionalData;
  return {
    value: String(reason.id),
    label: reason.description,
    ...(data.description ? { hint: data.description } : {}),
    location: location.value,
    locationId: location.id,
    key: `${location.value}#${reason.id}`,
    id: reason.id,
    sor: reason.sors[0]?.sorCode ?? 'N/A',
    priority: reason.priority,
    element: reason.element,
    isEligible: data.isEligible,
    ...(data.supplementaryQuestion ? { supplementaryQuestion: data.supplementaryQuestion } : {}),
    ...(data.supplementaryCodes ? { supplementaryCodes: data.supplementaryCodes } : {}),
  };
}

/**
 * 'repair.loadReasons': the repair reasons for creation of the chosen asset type, for every location of that type,
 * so the reason autocomplete filters them as the resident types and follows the location chosen on the same page
 * without another call. One search (empty search text, no location) answers every location's reasons, each naming
 * its location; a reason of a location the list does not offer is left out. Catalyst-only reasons are offered to
 * catalyst customers. Inputs: assetType, isCatalyst, locations ('repair.loadLocations').
 */
export const loadRepairReasons: Effect<EffectInput, ReasonOption[]> = async (input, environment) => {
  const assetType = readText(input, 'assetType');
  const isCatalyst = readFlag(input, 'isCatalyst');
  const locations = readObjectList(input, 'locations').map((l) => ({ value: String(l.value), id: Number(l.id) }));
  const reasons = await environment.gateway.searchRepairReasons({
    searchText: '',
    assetType,
    isUsedForCreation: true,
    isCatalyst,
  });
  // In the locations' order, as one search per location gave them.
  return locations.flatMap((location) =>
    reasons
      .filter((reason) => reason.additionalData.location === location.value)
      .map((reason) => toOption(reason, location)),
  );
};
