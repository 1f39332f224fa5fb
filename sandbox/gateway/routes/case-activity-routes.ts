import type { CaseActivity } from '../../../schemas/generated/gateway.case-activities';
import type { CaseActivityUpdate } from '../../../schemas/generated/gateway.case-activity-update';
import { authorise } from '../authorise';
import { conflict, unprocessable } from '../errors';
import { etagOf } from '../etag';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { requireIfMatch } from '../if-match';
import { requireOwnership } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';
import { readValidatedBody } from '../schema-validator';
import { isoDateTime } from '../../db/dates';

type StoredActivity = Omit<CaseActivity, 'eTag'>;

/** An activity with its own eTag (the hash of everything else), so each can be completed with If-Match. */
function versioned(activity: StoredActivity): { representation: CaseActivity; etag: string } {
  const etag = etagOf(activity);
  return { representation: { ...activity, eTag: etag }, etag };
}

/**
 * Identifiers in an activity's metadata (worksOrderIdentifier, caseIdentifier) say what the activity is for. Merged
 * by key, an update could point the activity at another repair or case, so an identifier sent must be the one the
 * activity already holds, or the case itself (422 mismatch): like every id in a body, it is checked.
 */
function metadataIdProblems(
  activity: StoredActivity,
  update: { key: string; value: string }[],
): { field: string; code: string; message: string }[] {
  const held = (key: string) => activity.metadata.find((m) => m.key === key)?.value;
  return update.flatMap((m, i) => {
    if (!/identifier$/i.test(m.key)) return [];
    const expected = m.key === 'caseIdentifier' ? activity.caseIdentifier : held(m.key);
    return m.value === expected
      ? []
      : [{ field: `/metadata/${i}/value`, code: 'mismatch', message: `is not the ${m.key} of this activity` }];
  });
}

/** Metadata merged by key: the request's values win, new keys are added at the end. */
function mergeMetadata(
  current: { key: string; value: string }[],
  update: { key: string; value: string }[],
): { key: string; value: string }[] {
  const merged = current.map((m) => update.find((u) => u.key === m.key) ?? m);
  return [...merged, ...update.filter((u) => !current.some((m) => m.key === u.key))];
}

/**
 * Case activities (repairs.md §7, damp and mould triage): list a case's activities and complete one. The case
 * is reachable only by its customer; the activity must belong to that case.
 */
export function registerCaseActivityRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  const requireOwnCase = (customerId: string, caseId: string): void => {
    const owner = db.prepare('SELECT customer_id FROM cases WHERE id = ?').pluck().get(caseId) as string | undefined;
    requireOwnership({ exists: owner !== undefined, owned: owner === customerId });
  };

  const loadActivity = (caseId: string, activityId: string): StoredActivity => {
    const row = db.prepare('SELECT case_id, body FROM case_activities WHERE id = ?').get(activityId) as
      { case_id: string; body: string } | undefined;
    // The case is already the caller's: an activity of another case is simply not here.
    requireOwnership({ exists: row !== undefined && row.case_id === caseId, owned: true });
    return parseStoredBody<StoredActivity>('case_activities', activityId, row?.body ?? '');
  };

  api.get('/cases/:id/activities', (c) => {
    const customerId = authorise(c, db);
    const caseId = c.req.param('id');
    requireOwnCase(customerId, caseId);
    const rows = db.prepare('SELECT id, body FROM case_activities WHERE case_id = ? ORDER BY rowid').all(caseId) as {
      id: string;
      body: string;
    }[];
    return jsonWithETag(
      c,
      rows.map((r) => versioned(parseStoredBody<StoredActivity>('case_activities', r.id, r.body)).representation),
    );
  });

  api.patch('/cases/:id/activities/:activityId', async (c) => {
    const customerId = authorise(c, db);
    const caseId = c.req.param('id');
    const activityId = c.req.param('activityId');
    requireOwnCase(customerId, caseId);
    loadActivity(caseId, activityId);
    const update = await readValidatedBody<CaseActivityUpdate>(c, deps.validator, 'case-activity-update.schema.json');
    const at = deps.clock.now();
    const saved = db.transaction(() => {
      const activity = loadActivity(caseId, activityId);
      requireIfMatch(c, versioned(activity).etag);
      const problems = [
        ...(update.caseIdentifier === caseId
          ? []
          : [{ field: '/caseIdentifier', code: 'mismatch', message: 'is not the case of this activity' }]),
        ...(update.actionIdentifier === activity.actionIdentifier
          ? []
          : [{ field: '/actionIdentifier', code: 'mismatch', message: "is not this activity's action" }]),
        ...metadataIdProblems(activity, update.metadata),
      ];
      if (problems.length > 0) throw unprocessable(problems);
      if (activity.status === 'Completed') throw conflict('This activity is already completed.');
      const status = update.metadata.find((m) => m.key.toLowerCase() === 'status')?.value.toLowerCase();
      const completes = status === undefined || status === 'complete' || status === 'completed';
      const next: StoredActivity = {
        ...activity,
        metadata: mergeMetadata(activity.metadata, update.metadata),
        ...(completes ? { status: 'Completed' as const, completedDate: isoDateTime(at) } : {}),
      };
      db.prepare('UPDATE case_activities SET body = ? WHERE id = ?').run(JSON.stringify(next), activityId);
      return next;
    })();
    const { representation, etag } = versioned(saved);
    return jsonWithETag(c, representation, etag);
  });
}
