import useSWR, { type SWRResponse } from 'swr';
import type { CaseActivities } from '../../../gateway';
import { useServices } from '../../../shared/services';
import { caseDetailKeys } from './use-case-detail';

/** GET /cases/{id}/activities: what the association has done on a case, read for a complaint's clock. */
export function useCaseActivities(caseId: string): SWRResponse<CaseActivities, unknown> {
  const { gateway } = useServices();
  return useSWR(caseDetailKeys.activities(caseId), () => gateway.getCaseActivities(caseId));
}
