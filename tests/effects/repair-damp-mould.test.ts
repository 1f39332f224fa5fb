import { describe, expect, it, vi } from 'vitest';
import { AssessmentUnavailableError, EffectInputError } from '../../src/effects';
import { bookRepairAppointment } from '../../src/effects/repairs/book-appointment';
import { completeDampMouldActivity } from '../../src/effects/repairs/complete-damp-mould-activity';
import { loadRepairAvailability } from '../../src/effects/repairs/load-availability';
import { loadDampMouldQuestions } from '../../src/effects/repairs/load-damp-mould-questions';
import { saveRepairDraft } from '../../src/effects/repairs/save-draft';
import type { CaseActivity, GatewayClient } from '../../src/gateway';
import { environment } from './support/fake-client';
import {
  alex,
  alexDraft,
  alexSubmitted,
  sandboxEnvironment,
  setCapacity,
  type SandboxEnvironment,
} from './support/sandbox-environment';

// The damp and mould part of a repair: the assessment asked from configuration entry 47 and saved on the draft, and
// the case's BookAppointment activity completed once the inspection is booked (Awaab's law: the landlord must show
// when and why an inspection is more than days away).
describe('repair.loadDampMouldQuestions', () => {
  it("gives entry 47's questions with their pages, types and choices, and the last page", async () => {
    const { env } = sandboxEnvironment();
    const { questions, lastPage } = await loadDampMouldQuestions({}, env);
    expect(lastPage).toBe(3);
    expect(questions.map((q) => [q.questionId, q.pageGroupId, q.type])).toEqual([
      ['q1_1', 1, 'Multiple'],
      ['q1_2', 1, 'List'],
      ['q2_1', 2, 'List'],
      ['q2_2', 2, 'Select'],
      ['q2_3', 2, 'Select'],
      ['q7_1', 3, 'Multiple'],
      ['q3_1', 3, 'Select'],
    ]);
    expect(questions.find((q) => q.questionId === 'q2_2')).toEqual({
      questionId: 'q2_2',
      label: 'Is there a musty smell?',
      type: 'Select',
      pageGroupId: 2,
      options: [
        { value: '1', label: 'Yes' },
        { value: '2', label: 'No' },
      ],
    });
  });

  it('fails, unretried, when the gateway has no assessment, rather than skipping it unseen', async () => {
    const gateway = { getDampMouldAssessment: vi.fn(async () => null) } as unknown as GatewayClient;
    const error = await loadDampMouldQuestions({}, environment(gateway)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AssessmentUnavailableError);
    expect(error).toMatchObject({ retryable: false });
  });
});

describe('repair.saveDraft with the assessment', () => {
  it('saves every answered question as assessment 47, reading the generated pages’ answers as they are', async () => {
    const { env, gateway } = sandboxEnvironment();
    const { questions } = await loadDampMouldQuestions({}, env);
    const { draft } = await alexDraft(env, '8');
    // The journey passes all its answers: page 1 and page 3 answered, page 2 not yet, and answers of other steps.
    const answers = { repairLocation: 'Bathroom', dmc_q1_1: ['2', '3'], dmc_q1_2: '3', dmc_q7_1: ['1'], dmc_q3_1: '2' };
    await saveRepairDraft(
      {
        workOrderId: draft.id,
        eTag: draft.eTag,
        assessmentQuestions: questions,
        assessmentAnswers: answers,
        dampMouldFlag: 'No',
      },
      env,
    );
    expect((await gateway.getWorkOrder(draft.id)).assessmentInformation).toEqual({
      assessmentTypeId: 47,
      assessmentDescription: 'Damp, Mould and Condensation',
      supplementaryQuestionResponses: [
        {
          questionId: 'q1_1',
          questionLabel: 'Which rooms are affected?',
          responseId: [2, 3],
          responseValue: 'Bathroom, Bedroom',
        },
        {
          questionId: 'q1_2',
          questionLabel: 'How long have you had the problem?',
          responseId: [3],
          responseValue: 'More than 6 months',
        },
        {
          questionId: 'q7_1',
          questionLabel: 'Does anyone in your home have any of these?',
          responseId: [1],
          responseValue: 'None of these',
        },
        {
          questionId: 'q3_1',
          questionLabel: 'Have you reported this problem before?',
          responseId: [2],
          responseValue: 'No',
        },
      ],
    });
  });

  it('takes the assessment as one object too, and refuses an answer that is not one of the choices', async () => {
    const { env } = sandboxEnvironment();
    const { questions } = await loadDampMouldQuestions({}, env);
    const { draftFields } = await import('../../src/effects/repairs/draft-fields');
    expect(
      draftFields({ assessment: { questions, answers: { q2_2: '1' }, flag: 'No' } }).assessmentInformation
        ?.supplementaryQuestionResponses,
    ).toEqual([
      { questionId: 'q2_2', questionLabel: 'Is there a musty smell?', responseId: [1], responseValue: 'Yes' },
    ]);
    expect(() => draftFields({ assessment: { questions, answers: { q2_2: '9' } } })).toThrow(EffectInputError);
  });
});

async function bookedDampRepair(setup: SandboxEnvironment, slot: string) {
  const { submission, workOrder } = await alexSubmitted(setup, '8', { isDampAndMould: true });
  await setCapacity(
    setup,
    submission.contractor.id,
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, band: 'AM' as const, slots: 2 })),
  );
  const input = { workOrderId: workOrder.id, jobNo: workOrder.jobNo, contractorName: workOrder.contractor?.name };
  const availability = await loadRepairAvailability(input, setup.env);
  const booking = await bookRepairAppointment(
    { ...input, slot, availabilities: availability.availabilities, isPreferences: false },
    setup.env,
  );
  return { workOrder, booking };
}

async function bookAppointmentActivity(setup: SandboxEnvironment, caseId: string): Promise<CaseActivity | undefined> {
  return (await setup.gateway.getCaseActivities(caseId)).find((a) => a.actionIdentifier === 'BookAppointment');
}

describe('repair.completeDampMouldActivity', () => {
  it("completes the case's BookAppointment activity with the date, the SLA flag and the resident's reason", async () => {
    const setup = sandboxEnvironment();
    const { workOrder, booking } = await bookedDampRepair(setup, '2026-12-02|AM');
    expect(workOrder.caseIdentifier).toEqual(expect.any(String));
    const caseId = workOrder.caseIdentifier ?? '';

    const done = await completeDampMouldActivity({ caseIdentifier: caseId, booking }, setup.env);

    const activity = await bookAppointmentActivity(setup, caseId);
    expect(done).toEqual({ activityId: activity?.id, status: 'Completed' });
    expect(activity?.status).toBe('Completed');
    expect(activity?.metadata).toEqual(
      expect.arrayContaining([
        { key: 'worksOrderIdentifier', value: workOrder.id },
        { key: 'appointmentDate', value: '2026-12-02T08:00:00Z' },
        { key: 'isWithinSla', value: 'false' },
        { key: 'reasonCode', value: 'reasonOutsideSlaResident' },
        { key: 'reason', value: 'The resident chose an appointment more than 6 days away' },
        { key: 'status', value: 'complete' },
      ]),
    );
  });

  it("sends the reason's words as the environment describes its code (the effect holds no English)", async () => {
    const setup = sandboxEnvironment();
    const { workOrder, booking } = await bookedDampRepair(setup, '2026-12-02|AM');
    const caseId = workOrder.caseIdentifier ?? '';
    const described: string[] = [];
    const describe = (code: string) => {
      described.push(code);
      return `words for ${code}`;
    };

    await completeDampMouldActivity({ caseIdentifier: caseId, booking }, { ...setup.env, describe });

    expect(described).toEqual(['reasonOutsideSlaResident']);
    expect((await bookAppointmentActivity(setup, caseId))?.metadata).toEqual(
      expect.arrayContaining([
        { key: 'reasonCode', value: 'reasonOutsideSlaResident' },
        { key: 'reason', value: 'words for reasonOutsideSlaResident' },
      ]),
    );
  });

  it('says within the SLA and gives no reason for an appointment within 6 days; a second run changes nothing', async () => {
    const setup = sandboxEnvironment();
    const { workOrder, booking } = await bookedDampRepair(setup, '2026-11-25|AM');
    const caseId = workOrder.caseIdentifier ?? '';
    const first = await completeDampMouldActivity(
      { caseIdentifier: caseId, booking, workOrderId: workOrder.id },
      setup.env,
    );
    const metadata = (await bookAppointmentActivity(setup, caseId))?.metadata ?? [];
    expect(metadata).toContainEqual({ key: 'isWithinSla', value: 'true' });
    expect(metadata.some((m) => m.key === 'reasonCode')).toBe(false);

    setup.requests.length = 0;
    expect(await completeDampMouldActivity({ caseIdentifier: caseId, booking }, setup.env)).toEqual(first);
    expect(setup.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('does nothing for a repair without a case', async () => {
    const { env, requests } = sandboxEnvironment();
    const booking = {
      appointmentId: 'a',
      date: '2026-11-24',
      startTime: '2026-11-24T08:00:00Z',
      endTime: '2026-11-24T12:00:00Z',
      label: 'x',
      isInsideSla: true,
      slaReason: null,
    };
    expect(await completeDampMouldActivity({ caseIdentifier: null, booking }, env)).toEqual({
      activityId: null,
      status: null,
    });
    expect(requests).toEqual([]);
    await expect(
      completeDampMouldActivity({ caseIdentifier: alex.dampAndMouldCaseId, booking: { date: 'x' } }, env),
    ).rejects.toBeInstanceOf(EffectInputError);
  });

  it("completes the seeded case's open activity after someone else changed it (412: read again, send again)", async () => {
    const setup = sandboxEnvironment();
    const caseId = alex.dampAndMouldCaseId;
    const before = await bookAppointmentActivity(setup, caseId);
    // Another change to the activity makes the eTag the effect first reads stale by the time it writes.
    const gateway = setup.gateway;
    const stale = {
      ...gateway,
      getCaseActivities: vi.fn(async (id: string) => {
        const list = await gateway.getCaseActivities(id);
        return stale.getCaseActivities.mock.calls.length === 1
          ? list.map((a) => (a.id === before?.id ? { ...a, eTag: '"stale"' } : a))
          : list;
      }),
    };
    const booking = {
      appointmentId: 'a',
      date: '2026-11-24',
      startTime: '2026-11-24T08:00:00Z',
      endTime: '2026-11-24T12:00:00Z',
      label: 'x',
      isInsideSla: true,
      slaReason: 'contractor',
    };
    const done = await completeDampMouldActivity(
      { caseIdentifier: caseId, booking },
      { ...setup.env, gateway: stale as GatewayClient },
    );
    expect(done).toEqual({ activityId: before?.id, status: 'Completed' });
    expect((await bookAppointmentActivity(setup, caseId))?.metadata).toContainEqual({
      key: 'reasonCode',
      value: 'reasonOutsideSlaContractor',
    });
  });
});
