import type { RepairAssetType } from './asset-type';

/** What the rules read of a repair reason (the repair_reasons row and its body). */
export interface ReasonFacts {
  id: number;
  description: string;
  sorCode: string;
  element: string;
  priority: 'Next Available' | 'Emergency';
  assetType: RepairAssetType;
  tenancyTypes: readonly string[];
  isEligible: boolean;
  eligibilityCode?: string;
  supplementaryCodes?: string;
  isCatalyst: boolean;
  isUsedForCreation: boolean;
}

/** 'N/A' (the reason with no schedule-of-rates line) is sent on as 'NA' (repairs.md §4). */
export function normaliseSor(sor: string): string {
  const trimmed = sor.trim();
  return trimmed.toUpperCase() === 'N/A' ? 'NA' : trimmed;
}

/** A comma list as its non-empty items. */
export function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}
