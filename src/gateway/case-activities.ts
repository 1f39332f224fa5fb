import type { CaseActivities, CaseActivity } from '../../schemas/generated/gateway.case-activities';
import type { CaseActivityUpdate } from '../../schemas/generated/gateway.case-activity-update';
import type { GatewayRequest } from './request';
import { encodePath } from './url';

export type { CaseActivities, CaseActivity } from '../../schemas/generated/gateway.case-activities';
export type { CaseActivityUpdate } from '../../schemas/generated/gateway.case-activity-update';

export interface CaseActivityCalls {
  /** GET /cases/{id}/activities; each activity carries the eTag to complete it with. */
  getCaseActivities(caseId: string): Promise<CaseActivities>;
  /**
   * PATCH /cases/{id}/activities/{activityId} with the activity's eTag: completes it with the metadata
   * (appointment date, within-SLA flag, reason when outside the SLA, status complete).
   */
  completeCaseActivity(
    caseId: string,
    activityId: string,
    update: CaseActivityUpdate,
    etag: string,
  ): Promise<CaseActivity>;
}

export function createCaseActivityCalls(request: GatewayRequest): CaseActivityCalls {
  return {
    async getCaseActivities(caseId) {
      const response = await request<CaseActivities | null>({
        method: 'GET',
        path: encodePath`/cases/${caseId}/activities`,
      });
      return response.data ?? [];
    },

    async completeCaseActivity(caseId, activityId, update, etag) {
      const response = await request<CaseActivity>({
        method: 'PATCH',
        path: encodePath`/cases/${caseId}/activities/${activityId}`,
        body: update,
        etag,
      });
      return response.data;
    },
  };
}
