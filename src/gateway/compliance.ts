import type { ComplianceRecords } from '../../schemas/generated/gateway.compliance-records';
import { COMPLIANCE_TYPES, type ComplianceType } from './compliance-types';
import type { GatewayRequest } from './request';
import { encodePath } from './url';

export type { ComplianceRecord, ComplianceRecords } from '../../schemas/generated/gateway.compliance-records';
export type { ComplianceType } from './compliance-types';

export interface CompliancePage {
  /** 0 by default. */
  skip?: number;
  /** 1 to 100; 10 by default. */
  limit?: number;
}

export interface ComplianceCalls {
  /**
   * GET /assets/{id}/compliance?complianceType=…&skip=0&limit=…&orderBy=visitDue: the asset's gas servicing (the
   * default) or electrical inspection visits, the latest visit due first, and how many there are. A visit due in the
   * past without visitActual is overdue.
   */
  getCompliance(
    assetId: string,
    complianceType?: ComplianceType,
    signal?: AbortSignal,
    page?: CompliancePage,
  ): Promise<ComplianceRecords>;
}

export function createComplianceCalls(request: GatewayRequest): ComplianceCalls {
  return {
    async getCompliance(assetId, complianceType = COMPLIANCE_TYPES.gas, signal, page = {}) {
      const response = await request<Partial<ComplianceRecords> | null>({
        method: 'GET',
        path: encodePath`/assets/${assetId}/compliance`,
        query: { complianceType, skip: page.skip ?? 0, limit: page.limit ?? 10, orderBy: 'visitDue' },
        signal,
      });
      return { compliances: response.data?.compliances ?? [], totalCount: response.data?.totalCount ?? 0 };
    },
  };
}
