import type { DampMouldAssessment } from '../../schemas/generated/gateway.damp-mould-assessment';
import type { ReferenceDataCollection } from '../../schemas/generated/gateway.reference-data-collection';
import type { RepairLocations } from '../../schemas/generated/gateway.repair-locations';
import type { RepairReason } from '../../schemas/generated/gateway.repair-reason';
import { keptAnswers } from './kept-answers';
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
  /**
   * GET /reference-data/collection/repair-locations?assetType: the locations of one asset type, in order (kept a
   * while).
   */
  getRepairLocations(assetType: string): Promise<RepairLocations>;
  /** GET /reference-data/collection/configuration/47: the damp and mould assessment, null if the gateway has none. */
  getDampMouldAssessment(signal?: AbortSignal): Promise<DampMouldAssessment | null>;
  /** GET /repair-reasons: the reasons matching the text, in the repair reason shape (kept a while, by query). */
  searchRepairReasons(query: RepairReasonQuery): Promise<RepairReason[]>;
}

const firstValue = (collection: ReferenceDataCollection | null): unknown => collection?.namespace.keyValues[0]?.value;

/**
 * How long one answer of the repair locations of an asset type, or of a repair reason search, serves every caller. They
 * are the association's reference data, which changes when its repair catalogue does, not while a resident reports a
 * repair; the repair's asset page asks for the locations and reasons of the chosen asset while the resident is still
 * on it (src/effects/asked-ahead.ts), and its Continue then finds them (issue 13: two round trips fewer between
 * Continue and the location page). A call shared by several callers is not cut short by one of them leaving.
 */
export const REPAIR_REFERENCE_TTL_MS = 5 * 60_000;

export function createRepairReferenceCalls(
  request: GatewayRequest,
  now: () => number = () => Date.now(),
): RepairReferenceCalls {
  const locations = keptAnswers<RepairLocations>(REPAIR_REFERENCE_TTL_MS, now);
  const reasons = keptAnswers<RepairReason[]>(REPAIR_REFERENCE_TTL_MS, now);
  return {
    getRepairLocations(assetType) {
      return locations(assetType, async () => {
        const response = await request<ReferenceDataCollection | null>({
          method: 'GET',
          path: '/reference-data/collection/repair-locations',
          query: { assetType },
        });
        const value = firstValue(response.data);
        // Entries the portal cannot show as an option are left out rather than offered blank.
        return Array.isArray(value) ? value.filter(isLocation) : [];
      });
    },

    async getDampMouldAssessment(signal) {
      const response = await request<ReferenceDataCollection | null>({
        method: 'GET',
        path: encodePath`/reference-data/collection/configuration/${DAMP_MOULD_ASSESSMENT_ENTRY}`,
        signal,
      });
      const value = firstValue(response.data);
      return isAssessment(value) ? value : null;
    },

    searchRepairReasons(query) {
      const asked = {
        searchText: query.searchText,
        assetType: query.assetType,
        isUsedForCreation: query.isUsedForCreation,
        isCatalyst: query.isCatalyst,
        location: query.location,
      };
      return reasons(
        JSON.stringify(asked),
        async () =>
          (await request<RepairReason[] | null>({ method: 'GET', path: '/repair-reasons', query: asked })).data ?? [],
      );
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
