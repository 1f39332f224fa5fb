import { describe, expect, it } from 'vitest';
import { createSchemaValidator } from '../../sandbox/gateway/schema-validator';
import { EffectInputError } from '../../src/effects';
import { addRepairNote } from '../../src/effects/repairs/add-note';
import { bookRepairAppointment } from '../../src/effects/repairs/book-appointment';
import { loadRepairAvailability } from '../../src/effects/repairs/load-availability';
import { daysBetween, slaReason, todayIn } from '../../src/effects/repairs/sla-reason';
import { GatewayHttpError } from '../../src/gateway';
import { alexSubmitted, sandboxEnvironment, setCapacity, type SandboxEnvironment } from './support/sandbox-environment';

// The appointment scheduler's effects against the sandbox's contractor diary, on Monday 23 November 2026 at 10:00:
// slots start tomorrow, so Tuesday 24th is 1 day away and Monday 30th is 7.
// Two appointments a band: the capacity is 'High', so the contractor's earliest high-capacity date is tomorrow.
const WEEKDAY_MORNINGS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, band: 'AM' as const, slots: 2 }));

async function scheduled(setup: SandboxEnvironment, weekly = WEEKDAY_MORNINGS) {
  const submitted = await alexSubmitted(setup, '1');
  await setCapacity(setup, submitted.submission.contractor.id, weekly);
  const { workOrder } = submitted;
  const input = { workOrderId: workOrder.id, jobNo: workOrder.jobNo, contractorName: workOrder.contractor?.name };
  const availability = await loadRepairAvailability(input, setup.env);
  const book = (slot: string) =>
    bookRepairAppointment(
      { ...input, slot, availabilities: availability.availabilities, isPreferences: availability.isPreferences },
      setup.env,
    );
  return { ...submitted, input, availability, book };
}

describe('repair.loadAvailability', () => {
  it("offers the contractor's slots from tomorrow, with the earliest date that has one", async () => {
    const setup = sandboxEnvironment();
    const { availability, requests } = { ...(await scheduled(setup)), requests: setup.requests };
    expect(availability).toMatchObject({ isPreferences: false, isEmpty: false, earliestDate: '2026-11-24' });
    expect(availability.availabilities.map((a) => a.availabilityDetails.availabilityType)).toEqual(['AM']);
    const asked = requests.find((r) => r.path.endsWith('/appointments/availability'));
    expect(asked?.query.get('contractorName')).toBe('Aquaflow Plumbing & Heating');
  });

  it('is empty when the contractor has no capacity, and a note then tells the contractor to call', async () => {
    const setup = sandboxEnvironment();
    const { availability, workOrder } = await scheduled(setup, []);
    expect(availability).toEqual({
      availabilities: [],
      isPreferences: false,
      isEmpty: true,
      earliestDate: null,
      currentSlot: null,
    });

    const text =
      'No appointments were available when the resident raised this repair online. Please call them to arrange one.';
    const note = await addRepairNote({ workOrderId: workOrder.id, text }, setup.env);
    // A retry within the minute writes the note once.
    expect(await addRepairNote({ workOrderId: workOrder.id, text }, setup.env)).toEqual(note);
    const notes = setup.sandbox.db
      .prepare('SELECT body FROM work_order_notes WHERE work_order_id = ?')
      .all(workOrder.id) as { body: string }[];
    expect(notes.map((n) => JSON.parse(n.body) as unknown)).toEqual([
      expect.objectContaining({ noteIdentifier: note.noteIdentifier, noteType: 'Other', text }),
    ]);
  });
});

describe('repair.bookAppointment', () => {
  it('books the chosen slot with the §3 booking payload and answers it as the resident is told of it', async () => {
    const setup = sandboxEnvironment();
    const { book, workOrder } = await scheduled(setup);
    const booking = await book('2026-11-24|AM');

    const sent = setup.requests.find((r) => r.method === 'POST' && r.path.endsWith('/appointments'));
    expect(createSchemaValidator().validate('appointment-booking.schema.json', sent?.body)).toEqual([]);
    expect(sent?.body).toEqual({
      isPreferences: false,
      jobNumber: workOrder.jobNo,
      diaryCode: 'HUB1-REP-AM',
      appointmentFromDate: '2026-11-24T08:00:00Z',
      appointmentToDate: '2026-11-24T12:00:00Z',
      availabilityType: 'AM',
      isInsideSla: true,
      reasonCode: 'NEW_APPOINTMENT',
      remarks: expect.any(String),
      externalCreateDateTime: '2026-11-23T10:00:00.000Z',
      externalReferenceId: sent?.operationKey,
      metadata: [
        { key: 'diaryCode', value: 'HUB1-REP-AM' },
        { key: 'appointmentFromDate', value: '2026-11-24T08:00:00Z' },
        { key: 'appointmentToDate', value: '2026-11-24T12:00:00Z' },
      ],
    });
    expect(sent?.query.get('contractorName')).toBe('Aquaflow Plumbing & Heating');
    expect(booking).toEqual({
      appointmentId: expect.any(String),
      date: '2026-11-24',
      startTime: '2026-11-24T08:00:00Z',
      endTime: '2026-11-24T12:00:00Z',
      label: 'Tuesday 24 November 2026, Morning (8am to 12pm)',
      isInsideSla: true,
      slaReason: null,
    });
    expect(await setup.gateway.getWorkOrder(workOrder.id)).toMatchObject({
      status: 'Appointed',
      appointmentStartDate: '2026-11-24T08:00:00Z',
    });
  });

  it("gives the resident's reason when they choose a date more than 6 days away", async () => {
    const { book } = await scheduled(sandboxEnvironment());
    expect(await book('2026-12-01|AM')).toMatchObject({ date: '2026-12-01', slaReason: 'resident' });
  });

  it("gives the contractor's reason when it has nothing within 6 days", async () => {
    // Mondays only: the first is the 30th, 7 days away.
    const { book, availability } = await scheduled(sandboxEnvironment(), [{ weekday: 1, band: 'AM', slots: 1 }]);
    expect(availability.earliestDate).toBe('2026-11-30');
    expect(await book('2026-12-07|AM')).toMatchObject({ slaReason: 'contractor' });
  });

  it('books once when the same booking is sent again within the minute (a retry after a lost answer)', async () => {
    const setup = sandboxEnvironment();
    const { book, workOrder } = await scheduled(setup);
    const first = await book('2026-11-25|AM');
    expect(await book('2026-11-25|AM')).toEqual(first);
    const rows = setup.sandbox.db
      .prepare("SELECT COUNT(*) FROM appointments WHERE work_order_id = ? AND status = 'Booked'")
      .pluck()
      .get(workOrder.id);
    expect(rows).toBe(1);
  });

  it('refuses a slot that is not offered, or is full, without calling the gateway', async () => {
    const setup = sandboxEnvironment();
    const { book, input, availability } = await scheduled(setup);
    await expect(book('2026-11-28|AM')).rejects.toBeInstanceOf(EffectInputError);
    const full = {
      availabilities: [
        {
          ...availability.availabilities[0],
          slots: [{ date: '2026-11-24', insideSla: true, capacity: 'Not Available', metadata: [] }],
        },
      ],
    };
    await expect(bookRepairAppointment({ ...input, slot: '2026-11-24|AM', ...full }, setup.env)).rejects.toBeInstanceOf(
      EffectInputError,
    );
    expect(setup.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/appointments'))).toEqual([]);
  });

  it('rejects with the gateway error when the booking fails with a 500 (the generic error page)', async () => {
    const setup = sandboxEnvironment();
    const { book } = await scheduled(setup);
    await setup.control('/faults', 'POST', {
      method: 'POST',
      path: '/works-orders/:id/appointments',
      kind: 'status',
      status: 500,
    });
    const error = await book('2026-11-24|AM').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayHttpError);
    expect(error).toMatchObject({ status: 500 });
  });
});

describe('the 6-day SLA rule', () => {
  it('counts days from today in London', () => {
    expect(todayIn(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(todayIn(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-23');
    expect(daysBetween('2026-11-23', '2026-11-30')).toBe(7);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('blames the contractor first, then the resident, and nobody within 6 days', () => {
    expect(slaReason('2026-11-23', '2026-11-24', '2026-11-29')).toBeNull();
    expect(slaReason('2026-11-23', '2026-11-24', '2026-11-30')).toBe('resident');
    expect(slaReason('2026-11-23', '2026-11-30', '2026-11-30')).toBe('contractor');
    expect(slaReason('2026-11-23', '2026-11-29', '2026-12-10')).toBe('resident');
  });
});
