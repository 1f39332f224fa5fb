import useSWR, { type SWRResponse } from 'swr';
import type { CaseActivities } from '../../../gateway';
import { useServices } from '../../../shared/services';

/** GET /cases/{id}/activities: what the association has done on a case, read for a complaint's clock. */
export function useCaseActivities(caseId: string): SWRResponse<CaseActivities, unknown> {
  const { gateway } = useServices();
  return useSWR(['cases', 'activities', caseId] as const, () => gateway.getCaseActivities(caseId));
}
