import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../sandbox/db/open-database';
import {
  CONTRACTOR_IDS,
  DEMOBILIZED_CONTRACTOR_ID,
  PREFERENCE_CONTRACTOR_ID,
} from '../../../sandbox/db/seed/contractor-seeds';
import { PERSONAS } from '../../../sandbox/db/seed/personas';
import { detectKind } from '../../../sandbox/gateway/work-orders/magic-bytes';
import { bodies, openSeededDatabase, rows, SEED_NOW, type JsonBody } from './seeded-db';

// What the repair history and detail pages need from the seed (docs/personas.md "Which repair reaches which case").
let db: Db;
beforeAll(() => {
  db = openSeededDatabase();
});

const { alex, bea, chris, dana } = PERSONAS;
const today = SEED_NOW.toISOString().slice(0, 10);
const tomorrow = new Date(SEED_NOW.getTime() + 86_400_000).toISOString().slice(0, 10);
const sixMonthsAgo = (() => {
  const d = new Date(SEED_NOW);
  d.setUTCMonth(d.getUTCMonth() - 6);
  return d.toISOString();
})();

const workOrder = (id: string): JsonBody => {
  const [body] = bodies(db, 'SELECT body FROM work_orders WHERE id = ?', id);
  if (!body) throw new Error(`no seeded work order ${id}`);
  return body;
};
const historyOf = (id: string) =>
  bodies(db, 'SELECT body FROM work_order_history WHERE work_order_id = ? ORDER BY created_at, rowid', id);
const contractor = (id: string) => bodies(db, 'SELECT body FROM contractors WHERE id = ?', id)[0] as JsonBody;
const documentsOf = (id: string) =>
  rows<{ content_type: string; file_name: string; metadata: string; content: Buffer }>(
    db,
    "SELECT content_type, file_name, metadata, content FROM documents WHERE owner_type = 'workorder' AND owner_id = ? ORDER BY created_at",
    id,
  );
const metadata = (doc: { metadata: string }, key: string) =>
  (JSON.parse(doc.metadata) as { key: string; value: string }[]).find((m) => m.key === key)?.value;

describe("Alex's 25+ repairs cover the history and detail cases", () => {
  it('has 25+ repairs across statuses and all four channels', () => {
    const all = rows<{ status: string; channel: string }>(
      db,
      'SELECT status, channel FROM work_orders WHERE customer_id = ?',
      alex.customerId,
    );
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(new Set(all.map((w) => w.status)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(all.map((w) => w.channel))).toEqual(
      new Set(['CustomerSelfService', 'ERGO', 'Northgate', 'ColleagueSelfService']),
    );
  });

  it('an unappointed Next Available repair at the Property with an integrated contractor (Select appointment)', () => {
    const wo = workOrder(alex.workOrders.unappointed);
    expect(wo).toMatchObject({ status: 'Unappointed', area: 'Property', priority: 'Next Available' });
    expect(contractor(wo.contractor).statuses.isIntegrated).toBe(true);
  });

  it('an appointment in the future with an integrated contractor, and one today (in progress)', () => {
    expect(workOrder(alex.workOrders.appointed).appointmentStartDate > `${tomorrow}T23:59:59Z`).toBe(true);
    expect(workOrder(alex.workOrders.inProgress)).toMatchObject({
      status: 'In Progress',
      appointmentStartDate: expect.stringMatching(new RegExp(`^${today}`)),
    });
  });

  it('an emergency with the emergency agent (EMA)', () => {
    expect(workOrder(alex.workOrders.reportedToEma)).toMatchObject({
      status: 'Reported to EMA',
      isEmergency: true,
      isEMA: true,
      priority: 'Emergency',
    });
    expect(historyOf(alex.workOrders.reportedToEma).map((h) => [h.identifier, h.subType])).toEqual([
      ['Reported to EMA', 'Status'],
      // Awaab's Law's day 0, and no record that it was made safe: the clock shows it overdue (decision 0059).
      ['HAZAWARE01', 'WorkOrder'],
    ]);
  });

  it('a completed repair inside the 6-month recall window and one outside it', () => {
    expect(workOrder(alex.workOrders.recallable)).toMatchObject({
      status: 'Completed',
      priority: 'Next Available',
      isRecall: false,
    });
    expect(workOrder(alex.workOrders.recallable).completedDate > sixMonthsAgo).toBe(true);
    expect(workOrder(alex.workOrders.completedOverSixMonths).completedDate < sixMonthsAgo).toBe(true);
  });

  it('a cancelled repair and a draft In Diagnosis (no job number, no history: the header shows Draft)', () => {
    expect(workOrder(alex.workOrders.cancelled).status).toBe('Cancelled');
    expect(workOrder(alex.workOrders.draft)).toMatchObject({ status: 'In Diagnosis', isDraft: true });
    expect(historyOf(alex.workOrders.draft)).toEqual([]);
  });

  it('a demobilized site', () => {
    expect(workOrder(alex.workOrders.demobilizedContractor)).toMatchObject({
      status: 'Appointed',
      contractor: DEMOBILIZED_CONTRACTOR_ID,
    });
  });

  it('photos with one marked not appropriate, and photos with a PDF whose bytes are what they say', () => {
    const sink = documentsOf(alex.workOrders.recallable);
    expect(sink.map((d) => metadata(d, 'IsMediaAppropriate'))).toEqual(['true', 'false']);
    const mould = documentsOf(alex.workOrders.dampAndMould);
    expect(mould.map((d) => d.content_type)).toEqual(['image/png', 'image/png', 'application/pdf']);
    expect(mould.map((d) => detectKind(new Uint8Array(d.content)))).toEqual(['png', 'png', 'pdf']);
    expect(mould.map((d) => metadata(d, 'filename'))).toEqual(mould.map((d) => d.file_name));
    expect(workOrder(alex.workOrders.dampAndMould).documents.documentIdentifiers).toHaveLength(3);
    for (const doc of [...sink, ...mould]) expect(metadata(doc, 'works-order-identifier')).toBeDefined();
  });
});

describe("the cancel and reschedule cases Alex's flat cannot hold", () => {
  it("Bea's house: a visit today, one tomorrow, a noted preference, a builder and a live emergency", () => {
    expect(workOrder(bea.workOrders.appointedToday)).toMatchObject({
      status: 'Appointed',
      appointmentStartDate: expect.stringMatching(new RegExp(`^${today}`)),
    });
    expect(workOrder(bea.workOrders.appointedTomorrow)).toMatchObject({
      status: 'Appointed',
      appointmentStartDate: expect.stringMatching(new RegExp(`^${tomorrow}`)),
    });
    expect(workOrder(bea.workOrders.preferenceNoted)).toMatchObject({
      status: 'Appointed',
      contractor: PREFERENCE_CONTRACTOR_ID,
      area: 'Estate',
    });
    expect(historyOf(bea.workOrders.preferenceNoted).map((h) => h.identifier)).toEqual(['Unappointed', 'APCREATE10']);
    const builder = workOrder(bea.workOrders.builderAppointed);
    expect(builder).toMatchObject({
      status: 'Appointed',
      contractor: CONTRACTOR_IDS.castle,
      contractorBuilderName: 'Castle Building Services',
    });
    expect(contractor(builder.contractor).statuses).toMatchObject({ isIntegrated: false, isBuilder: true });
    const emergency = workOrder(bea.workOrders.emergency);
    expect(emergency).toMatchObject({ status: 'Unappointed', isEmergency: true, priority: 'Emergency', isEMA: false });
    expect(contractor(emergency.contractor).statuses.isEMA).toBe(false);
  });

  it("Chris's emergency with the emergency agent, and Dana's catalyst triage", () => {
    expect(workOrder(chris.workOrders.liftsEmergency)).toMatchObject({
      status: 'Unappointed',
      isEmergency: true,
      area: 'Block',
    });
    const triage = rows<{ status: string }>(
      db,
      "SELECT status FROM work_orders WHERE customer_id = ? AND status LIKE 'Catalyst%'",
      dana.customerId,
    );
    expect(triage).toHaveLength(3);
  });

  it('every booked repair has its booking in the history, with the times the repair carries', () => {
    const appointed = rows<{ id: string; body: string }>(
      db,
      "SELECT id, body FROM work_orders WHERE status = 'Appointed'",
    ).map((r) => ({ id: r.id, body: JSON.parse(r.body) as JsonBody }));
    expect(appointed.length).toBeGreaterThanOrEqual(8);
    for (const { id, body } of appointed) {
      const booking = historyOf(id)
        .filter((h) => h.identifier === 'APCREATE01' || h.identifier === 'APCREATE10')
        .at(-1);
      expect(booking).toMatchObject({
        subType: 'Appointment',
        appointmentStartDatetime: body.appointmentStartDate,
        appointmentEndDatetime: body.appointmentEndDate,
      });
    }
  });

  it('every history entry has its time, and every appointment entry its start and end', () => {
    for (const entry of bodies(db, 'SELECT body FROM work_order_history')) {
      expect(entry.createDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      if (entry.subType === 'Appointment')
        expect(entry.appointmentStartDatetime < entry.appointmentEndDatetime).toBe(true);
    }
  });
});
