import type { AssetEligibilityRequest } from '../../schemas/generated/gateway.asset-eligibility-request';
import type { Contractor } from '../../schemas/generated/gateway.contractor';
import type { EligibilityRequest } from '../../schemas/generated/gateway.eligibility-request';
import type { EligibilityResult } from '../../schemas/generated/gateway.eligibility-result';
import type { EnhancedEligibilityRequest } from '../../schemas/generated/gateway.enhanced-eligibility-request';
import type { RepairPriorityRequest } from '../../schemas/generated/gateway.repair-priority-request';
import type { RepairPriorityResult } from '../../schemas/generated/gateway.repair-priority-result';
import type { SorDeterminationRequest } from '../../schemas/generated/gateway.sor-determination-request';
import type { SorDeterminationResult } from '../../schemas/generated/gateway.sor-determination-result';
import { invalidResponse } from './errors';
import type { GatewayRequest, GatewayResponse } from './request';
import { encodePath } from './url';

export type { Contractor } from '../../schemas/generated/gateway.contractor';
export type { EligibilityRequest } from '../../schemas/generated/gateway.eligibility-request';
export type { EligibilityResult } from '../../schemas/generated/gateway.eligibility-result';
export type { EnhancedEligibilityRequest } from '../../schemas/generated/gateway.enhanced-eligibility-request';
export type { RepairPriorityRequest } from '../../schemas/generated/gateway.repair-priority-request';
export type { RepairPriorityResult } from '../../schemas/generated/gateway.repair-priority-result';
export type { SorDeterminationRequest } from '../../schemas/generated/gateway.sor-determination-request';
export type { SorDeterminationResult } from '../../schemas/generated/gateway.sor-determination-result';

/** The id sent for a repair not saved yet (SOR determination, contractor). */
export const NEW_WORK_ORDER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Query of GET /worksorder/{id}/contractors (repairs.md §7; the misspelt maintenanceResponsiblity is the gateway's).
 */
export interface ContractorQuery {
  /** EME or NA (or the priority label the priority call answered). */
  priority: string;
  /** SOR code after determination (COMPUMP, NA …). */
  repairType: string;
  borough?: string;
  region?: string;
  /** Hour of the report, 0–23. */
  repairTime?: number;
  uprn?: string;
  raisedDate?: string;
  /** 4 vandalism or damage, 1 general wear and tear. */
  repairCauseId?: 1 | 4;
  maintenanceResponsiblity?: string;
  repairResponsibility?: string;
  isVandalism?: boolean;
}

export interface RepairDecisionCalls {
  /** POST /works-orders/eligibilityoutcomes. */
  checkRepairEligibility(body: EligibilityRequest, signal?: AbortSignal): Promise<EligibilityResult>;
  /** POST /works-orders/enhanced-repair-eligibility (only when checkEnhancedRepairEligibilityMyPeabody is on). */
  checkEnhancedRepairEligibility(body: EnhancedEligibilityRequest, signal?: AbortSignal): Promise<EligibilityResult>;
  /** POST /assets/{id}/eligibilityoutcomes with the tenancy group of the tenancy reported from. */
  checkAssetEligibility(assetId: string, tenancyGroup: string, signal?: AbortSignal): Promise<EligibilityResult>;
  /** POST /works-orders/{id}/sor-determination; null id for a repair not saved yet. */
  determineSor(
    workOrderId: string | null,
    body: SorDeterminationRequest,
    signal?: AbortSignal,
  ): Promise<SorDeterminationResult>;
  /** POST /works-orders/repair-priority. */
  getRepairPriority(body: RepairPriorityRequest, signal?: AbortSignal): Promise<RepairPriorityResult>;
  /** GET /worksorder/{id}/contractors: the contractor for the job; null id for a repair not saved yet. */
  getContractor(workOrderId: string | null, query: ContractorQuery, signal?: AbortSignal): Promise<Contractor>;
}

/** A decision the gateway answered without a body cannot be acted on: it is the failure it looks like. */
function decided<T>(response: GatewayResponse<T | null>, method: string, path: string): T {
  if (response.data !== null && typeof response.data === 'object') return response.data;
  throw invalidResponse(response, method, path, 'The gateway answered without a decision.');
}

export function createRepairDecisionCalls(request: GatewayRequest): RepairDecisionCalls {
  const post = async <T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> =>
    decided(await request<T | null>({ method: 'POST', path, body, ...(signal ? { signal } : {}) }), 'POST', path);

  return {
    checkRepairEligibility: (body, signal) => post('/works-orders/eligibilityoutcomes', body, signal),
    checkEnhancedRepairEligibility: (body, signal) => post('/works-orders/enhanced-repair-eligibility', body, signal),
    checkAssetEligibility: (assetId, tenancyGroup, signal) => {
      const body: AssetEligibilityRequest = { tenancyGroup };
      return post(encodePath`/assets/${assetId}/eligibilityoutcomes`, body, signal);
    },
    determineSor: (workOrderId, body, signal) =>
      post(encodePath`/works-orders/${workOrderId ?? NEW_WORK_ORDER_ID}/sor-determination`, body, signal),
    getRepairPriority: (body, signal) => post('/works-orders/repair-priority', body, signal),

    async getContractor(workOrderId, query, signal) {
      const path = encodePath`/worksorder/${workOrderId ?? NEW_WORK_ORDER_ID}/contractors`;
      const response = await request<(Contractor & { eTag?: string }) | null>({
        method: 'GET',
        path,
        query: { ...query },
        signal,
      });
      // The requester copies the ETag header into object bodies; a contractor has no use for it.
      const { eTag: _etag, ...contractor } = decided(response, 'GET', path);
      return contractor;
    },
  };
}

const DROPPED_HEATING_VALUES = new Set(['', 'null', 'unknown', 'none']);

/** repairs.md §4: heating values null, unknown, none or empty are dropped and the rest joined with '+'. */
export function joinHeatingAttributes(values: readonly (string | null | undefined)[]): string {
  return values
    .map((v) => (v ?? '').trim())
    .filter((v) => !DROPPED_HEATING_VALUES.has(v.toLowerCase()))
    .join('+');
}

/** The heating attribute of an asset: its HEAT, HEATGAS, HEATOIL and HEATELEC values joined. */
export function heatingAttributeOf(
  maintenanceResponsibilities: readonly { type: string; value: string }[] | undefined,
): string {
  const heatTypes = ['HEAT', 'HEATGAS', 'HEATOIL', 'HEATELEC'];
  return joinHeatingAttributes(
    (maintenanceResponsibilities ?? []).filter((r) => heatTypes.includes(r.type)).map((r) => r.value),
  );
}

/** The supplementary codes of an eligibility answer as a list. */
export function supplementaryCodes(result: Pick<EligibilityResult, 'supplimentaryCodes'>): string[] {
  return result.supplimentaryCodes
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
}
