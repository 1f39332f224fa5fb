import useSWR from 'swr';
import type { ComplianceKind } from '../../../compliance/compliance-kind';
import { complianceSummary, type ComplianceSummary } from '../../../compliance/compliance-visit';
import { COMPLIANCE_TYPES, type ComplianceType } from '../../../gateway';
import { useServices } from '../../../shared/services';

/** The gateway's complianceType of each card (GET /assets/{id}/compliance). */
const COMPLIANCE_TYPE_OF: Readonly<Record<ComplianceKind, ComplianceType>> = {
  gas: COMPLIANCE_TYPES.gas,
  electrical: COMPLIANCE_TYPES.electrical,
};

/**
 * A property's visits of one kind, summarised for its card: the latest due first, enough of them to find the last
 * visit done (a cycle not yet visited sits on top of the one before it). undefined data while loading; null when the
 * property has none.
 */
export function useCompliance(assetId: string, kind: ComplianceKind) {
  const { gateway } = useServices();
  return useSWR(['compliance', assetId, kind] as const, async ([, id, type]): Promise<ComplianceSummary | null> => {
    const records = await gateway.getCompliance(id, COMPLIANCE_TYPE_OF[type], undefined, { limit: 5 });
    return complianceSummary(records.compliances) ?? null;
  });
}
