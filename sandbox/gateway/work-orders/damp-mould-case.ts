import type { Db } from '../../db/open-database';
import type { StoredWorkOrder } from './stored-work-order';
import { addDays, isoDateTime } from '../../db/dates';

const DAMP_MOULD_CASE_TYPE = 'CT010';

/** A damp and mould repair: flagged by the journey, or with one of the configured sor codes (dmcsorcodes). */
export function isDampAndMouldRepair(wo: StoredWorkOrder, dmcSorCodes: string | undefined): boolean {
  const codes = (dmcSorCodes ?? 'PROMOULD,PRODAMP').split(',').map((s) => s.trim().toUpperCase());
  return wo.isDampAndMould === true || (wo.sorCode !== undefined && codes.includes(wo.sorCode.toUpperCase()));
}

/**
 * Opens the damp and mould triage case a submitted damp and mould repair starts (repairs.md §4: "when a case
 * exists, the case activity is completed" after booking): Active, with its BookAppointment activity open and
 * pointing at the repair. Returns the case id, which the work order then carries as caseIdentifier.
 */
export function openDampMouldCase(db: Db, input: { wo: StoredWorkOrder; now: Date; newId: () => string }): string {
  const { wo, now } = input;
  const caseId = input.newId();
  const highest = db
    .prepare("SELECT MAX(CAST(SUBSTR(reference, 5) AS INTEGER)) FROM cases WHERE reference LIKE 'CAS-%'")
    .pluck()
    .get() as number | null;
  const reference = `CAS-${(highest ?? 104_200) + 1}`;
  const tenancyId = db
    .prepare(
      'SELECT id FROM tenancies WHERE customer_id = ? AND premises_id = ? ORDER BY is_active DESC, start_date DESC',
    )
    .pluck()
    .get(wo.customerIdentifier, wo.premisesId ?? wo.assetIdentifier) as string | undefined;
  const type = db
    .prepare("SELECT body FROM reference_data WHERE namespace = 'case-types' AND key = ?")
    .pluck()
    .get(DAMP_MOULD_CASE_TYPE) as string | undefined;
  const caseType =
    type === undefined
      ? undefined
      : (JSON.parse(type) as { description?: string; subType?: string; subTypeCategory?: string });
  const created = isoDateTime(now);
  db.prepare(
    'INSERT INTO cases (id, reference, customer_id, asset_id, status, created_date, body) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    caseId,
    reference,
    wo.customerIdentifier,
    wo.assetIdentifier,
    'Active',
    created,
    JSON.stringify({
      id: caseId,
      caseReferenceNumber: reference,
      caseTypeId: DAMP_MOULD_CASE_TYPE,
      caseTypeDescription: caseType?.description ?? 'Damp and mould',
      subType: caseType?.subType ?? 'DampMould',
      subTypeCategory: caseType?.subTypeCategory ?? 'Repairs',
      assignee: 'DampMouldTeam',
      assigneeType: 'Team',
      createdDate: created,
      status: 'Active',
      identifiers: {
        caseIdentifier: caseId,
        customerIdentifier: wo.customerIdentifier,
        assetIdentifier: wo.assetIdentifier,
        ...(tenancyId ? { tenancyIdentifier: tenancyId } : {}),
      },
      description: `Repair - ${wo.description}`,
    }),
  );
  const activity = (body: object) => {
    const id = input.newId();
    db.prepare('INSERT INTO case_activities (id, case_id, body) VALUES (?, ?, ?)').run(
      id,
      caseId,
      JSON.stringify({ id, caseIdentifier: caseId, ...body }),
    );
  };
  activity({
    actionIdentifier: 'Acknowledge',
    description: 'Request acknowledged',
    status: 'Completed',
    createdDate: created,
    dueDate: created,
    completedDate: created,
    metadata: [],
  });
  activity({
    actionIdentifier: 'BookAppointment',
    description: 'Book a damp and mould inspection',
    status: 'Open',
    createdDate: created,
    dueDate: isoDateTime(addDays(now, 14)),
    metadata: [
      { key: 'worksOrderIdentifier', value: wo.id },
      { key: 'caseIdentifier', value: caseId },
    ],
  });
  return caseId;
}
