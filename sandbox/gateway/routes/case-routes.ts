import type { Case } from '../../../schemas/generated/gateway.case';
import type { CaseCreate } from '../../../schemas/generated/gateway.case-create';
import type { CaseCreated } from '../../../schemas/generated/gateway.case-created';
import type { CaseList } from '../../../schemas/generated/gateway.case-list';
import type { CaseTeamDeterminationRequest } from '../../../schemas/generated/gateway.case-team-determination-request';
import type { CaseTeamDeterminationResult } from '../../../schemas/generated/gateway.case-team-determination-result';
import type { CaseTypeReferenceData } from '../../../schemas/generated/gateway.case-types';
import { authorise } from '../authorise';
import {
  answerProblems,
  caseTypeProblems,
  contactProblems,
  readCaseType,
  requireCaseWhereabouts,
  storeCase,
} from '../cases/case-creation';
import { CASE_LIST_LIMITS, pageOfCases, parseCaseQuery } from '../cases/case-list-query';
import { determineCaseTeam } from '../cases/team-determination';
import { badRequest } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { requireOwnCustomer } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';
import { readValidatedBody } from '../schema-validator';
import { isoDateTime } from '../../db/dates';

/**
 * Service requests (portal.md §2 "Service requests (cases)", §3, §7): the case types, which team owns a new case,
 * raising one (idempotent by X-Operation-Key through the gateway's middleware) and the customer's list, filtered,
 * sorted and paged by key in SQL (decision 0038).
 */
export function registerCaseRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  // Reference data like the other namespaces: a token but no customer, every type (clients filter).
  api.get('/reference-data/cases/reference-data', (c) => {
    const rows = db
      .prepare("SELECT key, body FROM reference_data WHERE namespace = 'case-types' ORDER BY rowid")
      .all() as { key: string; body: string }[];
    const data: CaseTypeReferenceData = {
      namespace: {
        name: 'case-types',
        keyValues: rows.map((row) => ({
          key: row.key,
          value: parseStoredBody('reference_data', `case-types/${row.key}`, row.body),
        })),
      },
    };
    return jsonWithETag(c, data);
  });

  api.post('/case-team-determination', async (c) => {
    authorise(c, db);
    const request = await readValidatedBody<CaseTeamDeterminationRequest>(
      c,
      deps.validator,
      'case-team-determination-request.schema.json',
    );
    return c.json({ value: determineCaseTeam(request) } satisfies CaseTeamDeterminationResult);
  });

  api.post('/cases', async (c) => {
    const caller = authorise(c, db);
    const body = await readValidatedBody<CaseCreate>(c, deps.validator, 'case-create.schema.json');
    const { tenancyGroup } = requireCaseWhereabouts(db, caller, body);
    const type = readCaseType(db, body.assessmentTypeId);
    const problems = [
      ...caseTypeProblems(type, body, tenancyGroup),
      ...(type ? answerProblems(type, body, tenancyGroup) : []),
      ...contactProblems(body),
    ];
    if (problems.length > 0 || type === undefined) throw badRequest(problems);
    const stored = storeCase(db, { type, body, id: deps.newId(), createdDate: isoDateTime(deps.clock.now()) });
    return c.json(
      { caseIdentifier: stored.id, caseReferenceNumber: stored.caseReferenceNumber } satisfies CaseCreated,
      201,
    );
  });

  api.get('/cases', (c) => {
    const caller = authorise(c, db);
    const { query, problems } = parseCaseQuery((name) => c.req.query(name), deps.validator);
    if (problems.length > 0) throw badRequest(problems);
    requireOwnCustomer(db, caller, query.customerId);
    const page = pageOfCases(db, query);
    const list: CaseList = {
      cases: page.rows.map((row) => parseStoredBody<Case>('cases', row.id, row.body)),
      limit: query.limit ?? CASE_LIST_LIMITS.defaultLimit,
      links: {
        ...(page.next === null ? {} : { next: page.next }),
        ...(page.previous === null ? {} : { previous: page.previous }),
      },
    };
    return jsonWithETag(c, list);
  });
}
