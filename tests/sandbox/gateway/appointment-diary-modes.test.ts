import { describe, expect, it } from 'vitest';
import type { AppointmentAvailability } from '../../../schemas/generated/gateway.appointment-availability';
import { alex, CONTRACTOR_IDS, readWorkOrder, seededGateway, submitNewRepair } from '../work-orders/seeded-gateway';
import { readErrorBody, type TestGateway } from './test-gateway';

// The clock starts on Saturday 21 November 2026 at 09:00 UTC.
const MONDAY = '2026-11-23';

const availability = (gateway: TestGateway, id: string, jobNo: string, contractorName: string) =>
  gateway.call(
    `/works-orders/${id}/appointments/availability?referenceNumber=${jobNo}&contractorName=${encodeURIComponent(contractorName)}`,
    { token: 'alex-token' },
  );

const booking = (jobNumber: string, diaryCode: string, isPreferences: boolean) => ({
  isPreferences,
  jobNumber,
  diaryCode,
  appointmentFromDate: `${MONDAY}T08:00:00Z`,
  appointmentToDate: `${MONDAY}T12:00:00Z`,
  availabilityType: 'AM',
  isInsideSla: true,
  reasonCode: 'NEW_APPOINTMENT',
  remarks: '',
  externalCreateDateTime: '2026-11-21T09:00:00Z',
  externalReferenceId: 'portal',
  metadata: [],
});

const book = (gateway: TestGateway, id: string, contractorName: string, body: object) =>
  gateway.call(`/works-orders/${id}/appointments?contractorName=${encodeURIComponent(contractorName)}`, {
    method: 'POST',
    token: 'alex-token',
    body,
  });

async function jobNoOf(gateway: TestGateway, id: string): Promise<string> {
  return (await readWorkOrder(gateway, 'alex-token', id)).body.job.jobNo ?? '';
}

/** A tree repair on Alex's estate, sent to Evergreen Tree Care, with its job number. */
async function treeRepair(gateway: TestGateway): Promise<{ id: string; jobNo: string }> {
  const id = await submitNewRepair(
    gateway,
    {
      repairLocation: 'Grounds',
      repairLocationId: 35,
      repairReason: 'Overhanging tree branches',
      repairReasonId: 54,
      sorCode: 'ESTREE01',
      trade: 'Trees',
      contractor: CONTRACTOR_IDS.evergreen,
    },
    'alex-token',
    alex.estateId,
  );
  gateway.clock.advance(6000);
  return { id, jobNo: await jobNoOf(gateway, id) };
}

describe('a demobilized contractor site', () => {
  it('offers no appointments while it is in demobilizedContractorSites, and its diary again once it is not', async () => {
    const gateway = seededGateway();
    const id = alex.workOrders.demobilizedContractor;
    const jobNo = await jobNoOf(gateway, id);
    const empty = (await (
      await availability(gateway, id, jobNo, 'Metro Lift Engineering')
    ).json()) as AppointmentAvailability;
    expect(empty).toMatchObject({ availabilities: [], isPreferences: false });
    gateway.db.prepare("UPDATE configuration SET value = '' WHERE name = 'demobilizedContractorSites'").run();
    const back = (await (
      await availability(gateway, id, jobNo, 'Metro Lift Engineering')
    ).json()) as AppointmentAvailability;
    expect(back.availabilities.length).toBeGreaterThan(0);
  });
});

describe('a contractor whose diary takes preferences (appointmentPreferenceContractorSites)', () => {
  it('answers its availability with isPreferences true; other contractors answer false', async () => {
    const gateway = seededGateway();
    const { id, jobNo } = await treeRepair(gateway);
    const res = await availability(gateway, id, jobNo, 'Evergreen Tree Care');
    expect(res.status).toBe(200);
    const body = (await res.json()) as AppointmentAvailability;
    expect(body.isPreferences).toBe(true);
    expect(body.availabilities[0]?.slots.find((s) => s.date === MONDAY)?.metadata).toContainEqual({
      key: 'diaryCode',
      value: 'HUB-AM',
    });
    const plumber = alex.workOrders.unappointed;
    const other = (await (
      await availability(gateway, plumber, await jobNoOf(gateway, plumber), 'Aquaflow Plumbing & Heating')
    ).json()) as AppointmentAvailability;
    expect(other.isPreferences).toBe(false);
  });

  it('notes a preference (history APCREATE10) and refuses a booking that is not one', async () => {
    const gateway = seededGateway();
    const { id, jobNo } = await treeRepair(gateway);
    const slot = await book(gateway, id, 'Evergreen Tree Care', booking(jobNo, 'HUB-AM', false));
    expect(slot.status).toBe(422);
    expect((await readErrorBody(slot)).errors[0]?.code).toBe('preferences-only');
    const noted = await book(gateway, id, 'Evergreen Tree Care', booking(jobNo, 'HUB-AM', true));
    expect(noted.status).toBe(201);
    expect(await noted.json()).toMatchObject({ appointmentFromDate: `${MONDAY}T08:00:00Z`, availabilityType: 'AM' });
    const history = (await (
      await gateway.call(`/works-orders/${id}/historyItems`, { token: 'alex-token' })
    ).json()) as { identifier: string }[];
    expect(history.at(-1)?.identifier).toBe('APCREATE10');
  });

  it('leaves other contractors booking real slots: a preference is refused there', async () => {
    const gateway = seededGateway();
    const id = alex.workOrders.unappointed;
    const res = await book(gateway, id, 'HUB1-REP', booking(await jobNoOf(gateway, id), 'HUB1-REP-AM', true));
    expect(res.status).toBe(422);
    expect((await readErrorBody(res)).errors[0]?.code).toBe('preferences-not-offered');
  });
});
