import type { Case } from '../../schemas/generated/gateway.case';
import type { CaseCreate } from '../../schemas/generated/gateway.case-create';
import type { CaseCreated } from '../../schemas/generated/gateway.case-created';
import type { CaseList } from '../../schemas/generated/gateway.case-list';
import type { CaseSearchQuery } from '../../schemas/generated/gateway.case-search-query';
import type { CaseTeamDeterminationRequest } from '../../schemas/generated/gateway.case-team-determination-request';
import type { CaseTeamDeterminationResult } from '../../schemas/generated/gateway.case-team-determination-result';
import type { CaseType } from '../../schemas/generated/gateway.case-type';
import type { CaseTypeReferenceData } from '../../schemas/generated/gateway.case-types';
import { invalidResponse } from './errors';
import type { GatewayRequest } from './request';

export type { Case } from '../../schemas/generated/gateway.case';
export type { CaseAnswer, CaseCreate } from '../../schemas/generated/gateway.case-create';
export type { CaseCreated } from '../../schemas/generated/gateway.case-created';
export type { CaseList } from '../../schemas/generated/gateway.case-list';
export type { CaseSearchQuery } from '../../schemas/generated/gateway.case-search-query';
export type { CaseTeamDeterminationRequest } from '../../schemas/generated/gateway.case-team-determination-request';
export type { CaseQuestion, CaseType, QuestionOption } from '../../schemas/generated/gateway.case-type';

/** One page of cases (GET /cases): the cases, and the keys of the pages either side (absent at an end). */
export interface CasePage {
  cases: Case[];
  /** Pass as `after` for the next page. */
  next: string | null;
  /** Pass as `before` for the page before. */
  previous: string | null;
}

export interface OwningTeam {
  owningTeam: string;
  owningTeamCategory: string;
}

export interface CaseCalls {
  /** GET /reference-data/cases/reference-data: every case type (staff-only ones too; callers filter). */
  getCaseTypes(signal?: AbortSignal): Promise<CaseType[]>;
  /** POST /case-team-determination: which team owns a case of this kind (sent as the case's assignee). */
  determineCaseTeam(request: CaseTeamDeterminationRequest, signal?: AbortSignal): Promise<OwningTeam>;
  /**
   * POST /cases with the operation key kept for this submission: a retry or a reload after a lost answer gets the
   * same case back, never a second one.
   */
  createCase(body: CaseCreate, operationKey: string, signal?: AbortSignal): Promise<CaseCreated>;
  /** GET /cases: one page of the customer's cases, filtered, sorted and paged by key by the gateway. */
  searchCases(query: CaseSearchQuery, signal?: AbortSignal): Promise<CasePage>;
}

export function createCaseCalls(request: GatewayRequest): CaseCalls {
  return {
    async getCaseTypes(signal) {
      const response = await request<CaseTypeReferenceData | null>({
        method: 'GET',
        path: '/reference-data/cases/reference-data',
        signal,
      });
      return (response.data?.namespace.keyValues ?? []).map((entry) => entry.value);
    },

    async determineCaseTeam(body, signal) {
      const path = '/case-team-determination';
      const response = await request<Partial<CaseTeamDeterminationResult> | null>({
        method: 'POST',
        path,
        body,
        signal,
      });
      const value = response.data?.value;
      // A case cannot be raised without its owner: an answer without one is a failure, not an unowned case.
      if (!value || typeof value.owningTeam !== 'string' || value.owningTeam === '') {
        throw invalidResponse(response, 'POST', path, 'The gateway did not return the owning team.');
      }
      return { owningTeam: value.owningTeam, owningTeamCategory: value.owningTeamCategory ?? '' };
    },

    async createCase(body, operationKey, signal) {
      const path = '/cases';
      const response = await request<Partial<CaseCreated> | null>({
        method: 'POST',
        path,
        body,
        operationKey,
        signal,
      });
      const created = response.data;
      // A 2xx without the identifier cannot be confirmed to the resident: treat it as the failure it is.
      if (typeof created?.caseIdentifier !== 'string' || created.caseIdentifier === '') {
        throw invalidResponse(response, 'POST', path, 'The gateway did not return the case identifier.');
      }
      return { caseIdentifier: created.caseIdentifier, caseReferenceNumber: created.caseReferenceNumber ?? '' };
    },

    async searchCases(query, signal) {
      const response = await request<Partial<CaseList> | null>({
        method: 'GET',
        path: '/cases',
        query: {
          customerId: query.customerId,
          status: query.status,
          searchText: query.searchText,
          assetIdentifier: query.assetIdentifier,
          caseReferenceNumber: query.caseReferenceNumber,
          orderBy: query.orderBy,
          limit: query.limit,
          after: query.after,
          before: query.before,
        },
        signal,
      });
      const data = response.data;
      return { cases: data?.cases ?? [], next: data?.links?.next ?? null, previous: data?.links?.previous ?? null };
    },
  };
}
