import { describe, expect, it } from 'vitest';
import { CONTRACTOR_IDS } from '../../../sandbox/db/seed/contractor-seeds';
import { OTHER_CUSTOMER, PERSONAS } from '../../../sandbox/db/seed/personas';
import { seedId } from '../../../sandbox/db/seed/ids';
import { contractErrors, readOnlyGateway, seededGateway } from './repair-seeded-world';
import { readErrorBody, type TestGateway } from './test-gateway';

const { alex, bea, chris } = PERSONAS;
const danaTriage = seedId('workOrder', 'dana', 1);
const danaTriageDraft = seedId('workOrder', 'dana', 4);

/** The cancel check's payload as repairs.md §7 lists it, for a repair (the portal fills it from the work order). */
const cancelBody = (worksOrderIdentifier: string, overrides: Record<string, unknown> = {}) => ({
  worksOrderIdentifier,
  channel: 'CustomerSelfService',
  status: 'Appointed',
  isDraft: false,
  isEmergency: false,
  isOutOfHours: false,
  isRecall: false,
  isEMA: false,
  isPotentialDuplicate: false,
  // The repair's own site, or none: an id in a body names nothing else (decision 0029).
  contractorSiteIdentifier: null,
  location: 'Bathroom',
  trade: 'Plumbing',
  sorCode: 'PLWC0001',
  raisedDate: '2026-11-17',
  assetTypeName: 'Property',
  lastAppointmentDate: '2026-11-24',
  userIdentifier: alex.customerId,
  raisedByIdentifier: alex.customerId,
  ...overrides,
});

const rescheduleBody = (overrides: Record<string, unknown> = {}) => {
  const { worksOrderIdentifier: _id, ...body } = cancelBody('', overrides);
  return { ...body, isContractorIntegrated: true, ...overrides };
};

const checkCancel = (gateway: TestGateway, token: string | null, body: unknown) =>
  gateway.call('/wo-cancellation-eligibility', { method: 'POST', token, body });

const checkReschedule = (gateway: TestGateway, token: string, id: string, body: unknown = rescheduleBody()) =>
  gateway.call(`/works-orders/${id}/appointments/reschedule-eligibility`, { method: 'POST', token, body });

async function cancelAnswer(gateway: TestGateway, token: string, id: string, overrides: Record<string, unknown> = {}) {
  const res = await checkCancel(gateway, token, cancelBody(id, { userIdentifier: undefined, ...overrides }));
  expect(res.status).toBe(200);
  const body = (await res.json()) as { isEligible: boolean; errorCode: string };
  expect(contractErrors('cancellation-eligibility-result.schema.json', body)).toEqual([]);
  return body;
}

async function rescheduleAnswer(gateway: TestGateway, token: string, id: string) {
  const res = await checkReschedule(gateway, token, id, rescheduleBody({ userIdentifier: undefined }));
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    isEligible: boolean;
    errorCode: string;
    contractorName?: string;
    contractorPhoneNumber?: string;
  };
  expect(contractErrors('reschedule-eligibility-result.schema.json', body)).toEqual([]);
  return body;
}

// The seeded gateway's clock: Saturday 21 November 2026, 09:00 UTC (the seed's now).
describe('POST /wo-cancellation-eligibility: each code from a seeded repair (docs/personas.md)', () => {
  it.each<[string, boolean, string, string, string]>([
    ["Alex's draft", true, 'SSR036', 'alex', alex.workOrders.draft],
    ["Alex's unappointed repair", true, 'SSR036', 'alex', alex.workOrders.unappointed],
    ["Alex's appointment in three days", true, 'SSR036', 'alex', alex.workOrders.appointed],
    ["Bea's emergency (boiler, Aquaflow)", true, 'SSR066', 'bea', bea.workOrders.emergency],
    ["Chris's emergency (both lifts, the emergency agent)", true, 'SSR066', 'chris', chris.workOrders.liftsEmergency],
    ["Bea's visit this afternoon", true, 'SSR008', 'bea', bea.workOrders.appointedToday],
    ["Alex's repair in progress", true, 'SSR073', 'alex', alex.workOrders.inProgress],
    ["Alex's repair reported to EMA", true, 'SSR073', 'alex', alex.workOrders.reportedToEma],
    ["Dana's catalyst triage", true, 'SSR073', 'dana', danaTriage],
    ["Alex's completed repair", false, 'SSR073', 'alex', alex.workOrders.recallable],
    ["Alex's cancelled repair", false, 'SSR073', 'alex', alex.workOrders.cancelled],
    ["Alex's repair on hold", true, 'SSR036', 'alex', alex.workOrders.onHold],
    ["Alex's repair already a recall", false, 'SSR073', 'alex', alex.workOrders.alreadyRecall],
    ["Alex's repair completed over six months ago", false, 'SSR073', 'alex', alex.workOrders.completedOverSixMonths],
    ["Dana's triage draft", true, 'SSR036', 'dana', danaTriageDraft],
  ])('%s → eligible %s, %s', async (_name, isEligible, errorCode, token, id) => {
    expect(await cancelAnswer(readOnlyGateway(), token, id)).toEqual({ isEligible, errorCode });
  });

  it("decides from the stored repair: the payload's status and flags do not change the answer", async () => {
    const gateway = readOnlyGateway();
    const claims = {
      status: 'Completed',
      isEmergency: true,
      isEMA: true,
      isDraft: true,
      lastAppointmentDate: '2026-11-21',
    };
    expect(await cancelAnswer(gateway, 'alex', alex.workOrders.appointed, claims)).toEqual({
      isEligible: true,
      errorCode: 'SSR036',
    });
    expect(await cancelAnswer(gateway, 'bea', bea.workOrders.emergency, { isEmergency: false })).toEqual({
      isEligible: true,
      errorCode: 'SSR066',
    });
  });

  it('accepts the full payload of repairs.md §7 with the caller as userIdentifier (customer id or login subject)', async () => {
    const gateway = readOnlyGateway();
    expect((await checkCancel(gateway, 'alex', cancelBody(alex.workOrders.appointed))).status).toBe(200);
    expect(
      (await checkCancel(gateway, 'alex', cancelBody(alex.workOrders.appointed, { userIdentifier: alex.userId })))
        .status,
    ).toBe(200);
    expect(
      (
        await checkCancel(
          gateway,
          'alex',
          cancelBody(alex.workOrders.appointed, { contractorSiteIdentifier: null, lastAppointmentDate: null }),
        )
      ).status,
    ).toBe(200);
  });

  it('validates the request like every route: unknown fields, types, the date format, the repair id', async () => {
    const gateway = readOnlyGateway();
    const problems = async (body: unknown) => {
      const res = await checkCancel(gateway, 'alex', body);
      expect(res.status).toBe(400);
      return (await readErrorBody(res)).errors;
    };
    expect(await problems(cancelBody(alex.workOrders.appointed, { colour: 'red' }))).toContainEqual(
      expect.objectContaining({ field: '/colour', code: 'additionalProperties' }),
    );
    expect(await problems(cancelBody(alex.workOrders.appointed, { raisedDate: '21/11/2026' }))).toContainEqual(
      expect.objectContaining({ field: '/raisedDate', code: 'format' }),
    );
    expect(await problems(cancelBody(alex.workOrders.appointed, { isEmergency: 'yes' }))).toContainEqual(
      expect.objectContaining({ field: '/isEmergency', code: 'type' }),
    );
    expect(await problems(cancelBody(alex.workOrders.appointed, { channel: 'Fax' }))).toContainEqual(
      expect.objectContaining({ field: '/channel', code: 'enum' }),
    );
    const { worksOrderIdentifier: _id, ...withoutId } = cancelBody(alex.workOrders.appointed);
    expect(await problems(withoutId)).toContainEqual(
      expect.objectContaining({ field: '/worksOrderIdentifier', code: 'required' }),
    );
    const text = await gateway.call('/wo-cancellation-eligibility', {
      method: 'POST',
      token: 'alex',
      body: 'x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });

  it("refuses another customer's repair (403 like a 404), an unknown one (404), someone else as userIdentifier and no token", async () => {
    const gateway = readOnlyGateway();
    const theirs = await checkCancel(gateway, 'alex', cancelBody(OTHER_CUSTOMER.workOrderId));
    expect(theirs.status).toBe(403);
    expect(await theirs.text()).not.toContain('Bath leaks');
    expect((await checkCancel(gateway, 'alex', cancelBody('f0000000-0000-4000-8000-00000000ffff'))).status).toBe(404);
    expect(
      (
        await checkCancel(
          gateway,
          'alex',
          cancelBody(alex.workOrders.appointed, { userIdentifier: OTHER_CUSTOMER.customerId }),
        )
      ).status,
    ).toBe(403);
    expect((await checkCancel(gateway, null, cancelBody(alex.workOrders.appointed))).status).toBe(401);
  });
});

describe('POST /works-orders/{id}/appointments/reschedule-eligibility: each code from a seeded repair', () => {
  it.each<[string, boolean, string, string, string, { name: string; phone: string } | null]>([
    [
      "Alex's appointment in three days (Brightspark)",
      true,
      '',
      'alex',
      alex.workOrders.appointed,
      { name: 'Brightspark Electrical', phone: '02079460502' },
    ],
    ["Bea's visit tomorrow morning", true, 'CR166', 'bea', bea.workOrders.appointedTomorrow, null],
    [
      "Bea's tree work with Evergreen, whose diary takes preferences",
      true,
      'CR165',
      'bea',
      bea.workOrders.preferenceNoted,
      null,
    ],
    [
      "Bea's gutter with the builder (not integrated)",
      false,
      'SSR071',
      'bea',
      bea.workOrders.builderAppointed,
      { name: 'Castle Building Services', phone: '02079460503' },
    ],
    [
      "Alex's lift with the demobilized Metro Lift Engineering",
      false,
      'SSR075',
      'alex',
      alex.workOrders.demobilizedContractor,
      { name: 'Metro Lift Engineering', phone: '02079460506' },
    ],
    ["Bea's visit this afternoon", false, 'SSR070', 'bea', bea.workOrders.appointedToday, null],
    ["Alex's unappointed repair", false, 'SSR070', 'alex', alex.workOrders.unappointed, null],
    ["Alex's repair in progress", false, 'SSR070', 'alex', alex.workOrders.inProgress, null],
    ["Alex's completed repair", false, 'SSR070', 'alex', alex.workOrders.recallable, null],
    ["Alex's draft", false, 'SSR070', 'alex', alex.workOrders.draft, null],
    ["Alex's repair on hold", false, 'SSR070', 'alex', alex.workOrders.onHold, null],
    ["Bea's emergency", false, 'SSR070', 'bea', bea.workOrders.emergency, null],
    ["Dana's catalyst triage", false, 'SSR070', 'dana', danaTriage, null],
  ])('%s → eligible %s, %j', async (_name, isEligible, errorCode, token, id, contractor) => {
    const answer = await rescheduleAnswer(readOnlyGateway(), token, id);
    expect(answer).toMatchObject({ isEligible, errorCode });
    if (contractor)
      expect(answer).toMatchObject({ contractorName: contractor.name, contractorPhoneNumber: contractor.phone });
  });

  it('validates the body, the caller and the repair', async () => {
    const gateway = readOnlyGateway();
    const bad = await checkReschedule(
      gateway,
      'alex',
      alex.workOrders.appointed,
      rescheduleBody({ isContractorIntegrated: 'no' }),
    );
    expect(bad.status).toBe(400);
    expect((await readErrorBody(bad)).errors).toContainEqual(
      expect.objectContaining({ field: '/isContractorIntegrated', code: 'type' }),
    );
    expect(
      (await checkReschedule(gateway, 'alex', alex.workOrders.appointed, rescheduleBody({ worksOrderIdentifier: 'x' })))
        .status,
    ).toBe(400);
    expect(
      (
        await checkReschedule(
          gateway,
          'alex',
          alex.workOrders.appointed,
          rescheduleBody({ userIdentifier: bea.customerId }),
        )
      ).status,
    ).toBe(403);
    expect((await checkReschedule(gateway, 'alex', OTHER_CUSTOMER.workOrderId)).status).toBe(403);
    expect((await checkReschedule(gateway, 'alex', 'f0000000-0000-4000-8000-00000000ffff')).status).toBe(404);
  });

  it("takes the contractor's integration from its record, not from isContractorIntegrated", async () => {
    const gateway = readOnlyGateway();
    const res = await checkReschedule(
      gateway,
      'bea',
      bea.workOrders.builderAppointed,
      rescheduleBody({ isContractorIntegrated: true, userIdentifier: bea.customerId }),
    );
    expect(await res.json()).toMatchObject({ errorCode: 'SSR071' });
  });
});

describe('the answers follow the repair and the clock (not canned)', () => {
  const MONDAY = '2026-11-23';
  const DAY = 86_400_000;

  async function bookMonday(gateway: TestGateway): Promise<void> {
    const control = await gateway.app.request(`/__sandbox/contractors/${CONTRACTOR_IDS.aquaflow}/capacity`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ weekly: [{ weekday: 1, band: 'AM', slots: 1 }] }),
    });
    expect(control.status).toBe(200);
    const id = alex.workOrders.unappointed;
    const jobNo = (
      (await (await gateway.call(`/works-orders/${id}`, { token: 'alex' })).json()) as { job: { jobNo: string } }
    ).job.jobNo;
    const booked = await gateway.call(`/works-orders/${id}/appointments?contractorName=HUB1-REP`, {
      method: 'POST',
      token: 'alex',
      body: {
        isPreferences: false,
        jobNumber: jobNo,
        diaryCode: 'HUB1-REP-AM',
        appointmentFromDate: `${MONDAY}T08:00:00Z`,
        appointmentToDate: `${MONDAY}T12:00:00Z`,
        availabilityType: 'AM',
        isInsideSla: true,
        reasonCode: 'NEW_APPOINTMENT',
      },
    });
    expect(booked.status).toBe(201);
  }

  it('an appointment booked for Monday: reschedulable on Saturday, CR166 on Sunday, SSR070 and SSR008 on Monday', async () => {
    const gateway = seededGateway();
    const id = alex.workOrders.unappointed;
    expect(await rescheduleAnswer(gateway, 'alex', id)).toMatchObject({ errorCode: 'SSR070' });
    await bookMonday(gateway);
    expect(await rescheduleAnswer(gateway, 'alex', id)).toMatchObject({
      isEligible: true,
      errorCode: '',
      contractorName: 'Aquaflow Plumbing & Heating',
    });
    expect(await cancelAnswer(gateway, 'alex', id)).toEqual({ isEligible: true, errorCode: 'SSR036' });
    gateway.clock.advance(DAY);
    expect(await rescheduleAnswer(gateway, 'alex', id)).toMatchObject({ isEligible: true, errorCode: 'CR166' });
    gateway.clock.advance(DAY);
    expect(await rescheduleAnswer(gateway, 'alex', id)).toMatchObject({ isEligible: false, errorCode: 'SSR070' });
    expect(await cancelAnswer(gateway, 'alex', id)).toEqual({ isEligible: true, errorCode: 'SSR008' });
  });

  it('a site added to demobilizedContractorSites turns the answer to SSR075 at once', async () => {
    const gateway = seededGateway();
    gateway.db
      .prepare("UPDATE configuration SET value = value || ',' || ? WHERE name = 'demobilizedContractorSites'")
      .run(CONTRACTOR_IDS.brightspark);
    expect(await rescheduleAnswer(gateway, 'alex', alex.workOrders.appointed)).toMatchObject({
      errorCode: 'SSR075',
      contractorName: 'Brightspark Electrical',
    });
  });
});

describe('DELETE /works-orders/{id} follows the cancel check', () => {
  const cancelWith = async (gateway: TestGateway, token: string, id: string) => {
    const etag = (await gateway.call(`/works-orders/${id}`, { token })).headers.get('ETag') ?? '';
    return gateway.call(`/works-orders/${id}`, { method: 'DELETE', token, headers: { 'If-Match': etag } });
  };

  it.each<[string, string, string, string]>([
    ['an emergency', 'bea', bea.workOrders.emergency, 'SSR066'],
    ['a visit today', 'bea', bea.workOrders.appointedToday, 'SSR008'],
    ['a repair in progress', 'alex', alex.workOrders.inProgress, 'SSR073'],
    ['a repair with the emergency agent', 'alex', alex.workOrders.reportedToEma, 'SSR073'],
  ])('refuses %s with 409 and the code, changing nothing', async (_name, token, id, code) => {
    const gateway = seededGateway();
    const before = gateway.db.prepare('SELECT body FROM work_orders WHERE id = ?').pluck().get(id);
    const res = await cancelWith(gateway, token, id);
    expect(res.status).toBe(409);
    expect((await readErrorBody(res)).errors[0]).toMatchObject({ code });
    expect(gateway.db.prepare('SELECT body FROM work_orders WHERE id = ?').pluck().get(id)).toBe(before);
  });

  it('cancels what the check says may be cancelled online (SSR036)', async () => {
    const gateway = seededGateway();
    const res = await cancelWith(gateway, 'bea', bea.workOrders.appointedTomorrow);
    expect(res.status).toBe(200);
    expect(await cancelAnswer(gateway, 'bea', bea.workOrders.appointedTomorrow)).toEqual({
      isEligible: false,
      errorCode: 'SSR073',
    });
  });
});
