import { describe, expect, it } from 'vitest';
import { JobNumberPendingError, runEffect } from '../../src/effects';
import { awaitJobNumber } from '../../src/effects/repairs/await-job-number';
import { submitRepair } from '../../src/effects/repairs/submit';
import { alex, alexDraft, sandboxEnvironment, submitInput } from './support/sandbox-environment';

// Submitting the repair from the confirmation step and waiting for its job number, against the sandbox: the
// contractor it chooses, the job number that arrives 6 s (gateway clock) after submission, and what the journey
// routes on afterwards.
describe('repair.submit', () => {
  it("asks for the job's contractor with the §7 query and submits the draft to it", async () => {
    const { env, gateway, requests } = sandboxEnvironment();
    const repair = await alexDraft(env, '1');
    requests.length = 0;

    const submission = await submitRepair(submitInput(repair), env);

    const asked = requests.find((r) => r.path.endsWith(`/worksorder/${repair.draft.id}/contractors`));
    expect(Object.fromEntries(asked?.query ?? [])).toMatchObject({
      priority: 'NA',
      repairType: 'PLTAP001',
      uprn: '100023001201',
      repairCauseId: '1',
      isVandalism: 'false',
      maintenanceResponsiblity: repair.assets.property?.maintenanceResponsibility,
    });
    expect(asked?.query.get('raisedDate')).toMatch(/^2026-11-23T\d{2}:00:00$/);
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch).toMatchObject({
      body: { contractor: submission.contractor.id, isSubmitted: true },
      ifMatch: repair.draft.eTag,
    });
    expect(submission.contractor).toMatchObject({
      name: 'Aquaflow Plumbing & Heating',
      isIntegrated: true,
      isBuilder: false,
      isEMA: false,
      isOnHold: false,
      isActive: true,
    });

    const stored = await gateway.getWorkOrder(repair.draft.id);
    expect(stored).toMatchObject({
      isSubmitted: true,
      status: 'Unappointed',
      contractor: submission.contractor.id,
      contractorName: 'Aquaflow Plumbing & Heating',
      eTag: submission.eTag,
    });
  });

  it('sends vandalism as repair cause 4 and an emergency as EME', async () => {
    const { env, requests } = sandboxEnvironment();
    const repair = await alexDraft(env, '1', { isVandalism: true });
    await submitRepair(submitInput(repair, { isVandalism: true, isEmergency: true, priority: 'Emergency' }), env);
    const asked = requests.find((r) => r.path.endsWith('/contractors'));
    expect(asked?.query.get('repairCauseId')).toBe('4');
    expect(asked?.query.get('priority')).toBe('EME');
  });

  it('submits after someone else changed the draft (412: re-read, send again)', async () => {
    const { env, gateway, requests } = sandboxEnvironment();
    const repair = await alexDraft(env, '1');
    await gateway.updateWorkOrder(repair.draft.id, { isSupplementary: true }, repair.draft.eTag);
    requests.length = 0;
    const submission = await submitRepair(submitInput(repair), env);
    expect(requests.filter((r) => r.path.includes('/works-orders/')).map((r) => r.method)).toEqual([
      'PATCH',
      'GET',
      'PATCH',
    ]);
    expect(await gateway.getWorkOrder(repair.draft.id)).toMatchObject({
      isSubmitted: true,
      isSupplementary: true,
      eTag: submission.eTag,
    });
  });

  it('does not submit twice when a retry follows a lost answer', async () => {
    const { env, gateway, requests } = sandboxEnvironment();
    const repair = await alexDraft(env, '1');
    const first = await submitRepair(submitInput(repair), env);
    requests.length = 0;
    // The retry still holds the draft's tag: the work order is already submitted, so that is the answer.
    const again = await submitRepair(submitInput(repair), env);
    expect(again).toEqual(first);
    expect(requests.filter((r) => r.path.includes('/works-orders/')).map((r) => r.method)).toEqual(['PATCH', 'GET']);
    expect(
      (await gateway.getWorkOrderHistory(repair.draft.id)).filter((h) => h.identifier === 'Unappointed'),
    ).toHaveLength(1);
  });
});

describe('repair.awaitJobNumber', () => {
  it('fails as pending, retryably, until the repairs system has given the job number', async () => {
    const { env } = sandboxEnvironment();
    const repair = await alexDraft(env, '1');
    await submitRepair(submitInput(repair), env);
    const pending = await awaitJobNumber({ workOrderId: repair.draft.id }, env).catch((error: unknown) => error);
    expect(pending).toBeInstanceOf(JobNumberPendingError);
    expect(pending).toMatchObject({ retryable: true });
  });

  it('polls as the journey says (retries 4, 5000 ms apart, within its 25 s budget) and finds the number on the third attempt', async () => {
    const { env, sandbox } = sandboxEnvironment();
    const repair = await alexDraft(env, '1');
    const submission = await submitRepair(submitInput(repair), env);
    const delays: number[] = [];
    const outcome = await runEffect(
      {
        effect: 'repair.awaitJobNumber',
        input: { workOrderId: submission.id, contractor: submission.contractor },
        storeAs: 'workOrder',
        onError: { errorPage: 'workOrder', retries: 4, retryDelayMs: 5000, timeoutMs: 25_000 },
      },
      env,
      {
        sleep: async (ms) => {
          delays.push(ms);
          sandbox.clock.advance(ms);
        },
      },
    );
    expect(delays).toEqual([5000, 5000]);
    expect(outcome).toEqual({
      ok: true,
      result: {
        id: submission.id,
        eTag: expect.any(String),
        jobNo: expect.stringMatching(/^\d{8}$/),
        status: 'Unappointed',
        priority: 'Next Available',
        isEmergency: false,
        isEMA: false,
        caseIdentifier: null,
        isRaisedAsTriage: false,
        contractor: { ...submission.contractor, phone: '02079460501' },
        appointment: null,
      },
    });
  });

  it('gives up after five attempts when no job number comes (the work order error page)', async () => {
    const { env, sandbox, control } = sandboxEnvironment();
    const repair = await alexDraft(env, '1');
    await submitRepair(submitInput(repair), env);
    await control(`/work-orders/${repair.draft.id}/job-number`, 'POST', { never: true });
    const outcome = await runEffect(
      {
        effect: 'repair.awaitJobNumber',
        input: { workOrderId: repair.draft.id },
        storeAs: 'workOrder',
        onError: { errorPage: 'workOrder', retries: 4, retryDelayMs: 5000, timeoutMs: 25_000 },
      },
      env,
      { sleep: async (ms) => sandbox.clock.advance(ms) },
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toMatchObject({ reason: 'failed', attempts: 5 });
    expect(outcome.error.cause).toBeInstanceOf(JobNumberPendingError);
  });

  it('says when the contractor is on hold, so the journey does not offer appointments', async () => {
    const { env, sandbox, requests } = sandboxEnvironment();
    // 15 Front door lock broken goes to Northside, on hold for weeks.
    const repair = await alexDraft(env, '15');
    const submission = await submitRepair(submitInput(repair), env);
    sandbox.clock.advance(6000);
    requests.length = 0;
    const workOrder = await awaitJobNumber({ workOrderId: submission.id, contractor: submission.contractor }, env);
    expect(workOrder).toMatchObject({
      status: 'On Hold',
      contractor: { name: 'Northside Roofing & Carpentry', isOnHold: true, isIntegrated: true },
    });
    // The submission's facts were enough: the contractor was not asked for again.
    expect(requests.map((r) => r.path).filter((p) => p.endsWith('/contractors'))).toEqual([]);
  });

  it("asks the gateway for the contractor's facts when the journey does not pass them", async () => {
    const { env, sandbox, requests } = sandboxEnvironment();
    const repair = await alexDraft(env, '1');
    const submission = await submitRepair(submitInput(repair), env);
    sandbox.clock.advance(6000);
    requests.length = 0;
    const workOrder = await awaitJobNumber({ workOrderId: submission.id }, env);
    expect(workOrder.contractor).toEqual({ ...submission.contractor, phone: '02079460501' });
    expect(requests.filter((r) => r.path.endsWith('/contractors'))).toHaveLength(1);
  });

  it('reads an emergency out of hours as gone to the emergency agent (EMA)', async () => {
    const { env, sandbox } = sandboxEnvironment(alex, new Date('2026-11-23T20:30:00Z'));
    const repair = await alexDraft(env, '25', {
      priority: 'Emergency (Out of hours)',
      isEmergency: true,
      isOutOfHours: true,
    });
    const submission = await submitRepair(
      submitInput(repair, { priority: 'Emergency (Out of hours)', isEmergency: true, isOutOfHours: true }),
      env,
    );
    sandbox.clock.advance(6000);
    const workOrder = await awaitJobNumber({ workOrderId: submission.id, contractor: submission.contractor }, env);
    expect(workOrder).toMatchObject({
      status: 'Reported to EMA',
      isEmergency: true,
      isEMA: true,
      contractor: { isEMA: true },
    });
  });
});

describe('repair.awaitJobNumber without the contractor look-up', () => {
  it('still confirms the repair when the contractor cannot be looked up, without offering a diary', async () => {
    const { env, sandbox, control } = sandboxEnvironment();
    const repair = await alexDraft(env, '1');
    const submission = await submitRepair(submitInput(repair), env);
    sandbox.clock.advance(6000);
    await control('/faults', 'POST', {
      method: 'GET',
      path: '/worksorder/:id/contractors',
      kind: 'status',
      status: 503,
      times: 10,
    });
    const workOrder = await awaitJobNumber({ workOrderId: submission.id }, env);
    expect(workOrder.jobNo).toMatch(/^\d{8}$/);
    expect(workOrder.contractor).toMatchObject({
      id: submission.contractor.id,
      name: 'Aquaflow Plumbing & Heating',
      isIntegrated: false,
    });
  });
});
