import type { DampMouldAssessment } from '../../schemas/generated/gateway.damp-mould-assessment';
import type { ReferenceDataCollection } from '../../schemas/generated/gateway.reference-data-collection';
import type { RepairLocations } from '../../schemas/generated/gateway.repair-locations';
import type { RepairReason } from '../../schemas/generated/gateway.repair-reason';
import type { GatewayRequest } from './request';
import { encodePath } from './url';

export type { DampMouldAssessment } from '../../schemas/generated/gateway.damp-mould-assessment';
export type { RepairLocations } from '../../schemas/generated/gateway.repair-locations';
export type { RepairReason } from '../../schemas/generated/gateway.repair-reason';

/** Configuration entry holding the damp and mould assessment questions (repairs.md §7, §9). */
export const DAMP_MOULD_ASSESSMENT_ENTRY = '47';

/** GET /repair-reasons filters; searchText is matched anywhere in the description. */
export interface RepairReasonQuery {
  searchText: string;
  /** Asset type of the chosen asset (Property, Divided Block, Block, Estate; Estate Area reads as Estate). */
  assetType: string;
  isUsedForCreation?: boolean;
  /** true offers the catalyst-only reasons too (for catalyst customers). */
  isCatalyst?: boolean;
  /** Narrows to one repair location (the journey chooses the location first). */
  location?: string;
}

export interface RepairReferenceCalls {
  /** GET /reference-data/collection/repair-locations?assetType: the locations of one asset type, in order. */
  getRepairLocations(assetType: string, signal?: AbortSignal): Promise<RepairLocations>;
  /** GET /reference-data/collection/configuration/47: the damp and mould assessment, null if the gateway has none. */
  getDampMouldAssessment(signal?: AbortSignal): Promise<DampMouldAssessment | null>;
  /** GET /repair-reasons: the reasons matching the text, in the repair reason shape. */
  searchRepairReasons(query: RepairReasonQuery, signal?: AbortSignal): Promise<RepairReason[]>;
}

const firstValue = (collection: ReferenceDataCollection | null): unknown => collection?.namespace.keyValues[0]?.value;

export function createRepairReferenceCalls(request: GatewayRequest): RepairReferenceCalls {
  return {
    async getRepairLocations(assetType, signal) {
      const response = await request<ReferenceDataCollection | null>({
        method: 'GET',
        path: '/reference-data/collection/repair-locations',
        query: { assetType },
        ...(signal ? { signal } : {}),
      });
      const value = firstValue(response.data);
      // Entries the portal cannot show as an option are left out rather than offered blank.
      return Array.isArray(value) ? value.filter(isLocation) : [];
    },

    async getDampMouldAssessment(signal) {
      const response = await request<ReferenceDataCollection | null>({
        method: 'GET',
        path: encodePath`/reference-data/collection/configuration/${DAMP_MOULD_ASSESSMENT_ENTRY}`,
        ...(signal ? { signal } : {}),
      });
      const value = firstValue(response.data);
      return isAssessment(value) ? value : null;
    },

    async searchRepairReasons(query, signal) {
      const response = await request<RepairReason[] | null>({
        method: 'GET',
        path: '/repair-reasons',
        query: {
          searchText: query.searchText,
          assetType: query.assetType,
          isUsedForCreation: query.isUsedForCreation,
          isCatalyst: query.isCatalyst,
          location: query.location,
        },
        ...(signal ? { signal } : {}),
      });
      return response.data ?? [];
    },
  };
}

function isLocation(value: unknown): value is RepairLocations[number] {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.id === 'number' && typeof entry.value === 'string' && entry.value !== '';
}

function isAssessment(value: unknown): value is DampMouldAssessment {
  if (typeof value !== 'object' || value === null) return false;
  return Array.isArray((value as Record<string, unknown>).questions);
}
