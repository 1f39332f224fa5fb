import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EffectInputError, type EffectEnvironment } from '../../src/effects';
import { chosenAsset } from '../../src/effects/repairs/chosen-asset';
import { draftFields } from '../../src/effects/repairs/draft-fields';
import { loadRepairAssets } from '../../src/effects/repairs/load-assets';
import { loadDampMouldQuestions } from '../../src/effects/repairs/load-damp-mould-questions';
import { DraftNotResumableError, loadRepairDraft, type ResumedAnswers } from '../../src/effects/repairs/load-draft';
import { removeRepairDocument } from '../../src/effects/repairs/remove-document';
import { saveRepairDraft, type DraftRef } from '../../src/effects/repairs/save-draft';
import { submitRepair } from '../../src/effects/repairs/submit';
import { uploadRepairDocument } from '../../src/effects/repairs/upload-document';
import { evaluateLogic } from '../../src/engine/evaluate-logic';
import { expandShorthands } from '../../src/engine/expand-shorthands';
import type { Journey } from '../../schemas/generated/journey';
import type { RepairWorkOrder } from '../../src/gateway';
import { alex, alexDraft, sandboxEnvironment, submitInput } from './support/sandbox-environment';

// 'repair.loadDraft' against the in-process sandbox: drafts saved the way journeys/repair.json saves them (its own
// saveDraft inputs, evaluated over the answers), read back as the answers the resumed journey starts from.

interface SaveCall {
  effect: string;
  input: Record<string, unknown>;
}

interface RepairJourneyJson {
  steps: { id: string; onExit?: SaveCall[] }[];
  saveAndExit: { effects: SaveCall[] };
}

// Written out as the engine reads it: the saves' draft id, ETag and policy are the declaration's defaults.
const journey = expandShorthands(
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'journeys', 'repair.json'), 'utf8')) as Journey,
).journey as unknown as RepairJourneyJson;

/** The saveDraft input of a step's Continue (or of Save and exit), as the journey file writes it. */
function saveDraftInput(stepId: string): Record<string, unknown> {
  const calls =
    stepId === '@saveAndExit'
      ? journey.saveAndExit.effects
      : (journey.steps.find((s) => s.id === stepId)?.onExit ?? []);
  const call = calls.find((c) => c.effect === 'repair.saveDraft');
  if (!call) throw new Error(`no repair.saveDraft on ${stepId}`);
  return call.input;
}

const CONTEXT = {
  properties: [{ id: alex.propertyId, tenancyId: alex.tenancyId, address: 'Flat 12, Beacon House', residential: true }],
  customer: { phoneNumber: '07700 900101', name: 'Alex Morgan', isCatalyst: false },
};

/** The step's saveDraft input evaluated over the answers, as the runtime builds it on Continue. */
function evaluatedInput(
  stepId: string,
  answers: Record<string, unknown>,
  effects: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(saveDraftInput(stepId)).map(([key, logic]) => [
      key,
      evaluateLogic(logic, { answers, context: CONTEXT, effects }, { stepId, pointer: `/input/${key}` }),
    ]),
  );
}

/** Continue on a step (or Save and exit) with these answers: its saveDraft, as the journey calls it. */
async function continueFrom(
  env: EffectEnvironment,
  stepId: string,
  draft: DraftRef,
  answers: Record<string, unknown>,
): Promise<DraftRef> {
  return saveRepairDraft(evaluatedInput(stepId, answers, { draft }), env);
}

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * The answers the reason step leaves on a draft of Alex's flat for reason 25 (no water: an emergency with a
 * supplementary question).
 */
const REASON_ANSWERS = {
  repairProperty: alex.propertyId,
  repairAsset: 'Property' as const,
  repairLocation: 'Heating and hot water',
  repairReason: '25',
};

/**
 * Alex's total-loss-of-water repair taken step by step through the journey, each stage with the answers given on
 * it and the keys the draft can give back after it. The emergency is raised as an appointment, covid is No and the
 * contact is another number: none of those choices is recorded as such.
 */
async function stagedRepair(env: EffectEnvironment) {
  const { draft: created } = await alexDraft(env, '25', {
    description: null,
    priority: 'Emergency',
    isEmergency: true,
  });
  let draft = created;
  const uploaded = await uploadRepairDocument(
    { workOrderId: draft.id, name: 'no-water.png', type: 'image/png', base64: PNG },
    env,
  );
  const media = [
    { documentIdentifier: uploaded.documentIdentifier, fileName: 'no-water.png', contentType: 'image/png', size: 70 },
  ];
  const stages: { step: string; answers: Record<string, unknown>; gives: string[] }[] = [
    { step: 'supplementary', answers: { supplementaryAnswer: true }, gives: ['supplementaryAnswer'] },
    { step: 'emergency', answers: { emergencyAccess: 'appointment' }, gives: [] },
    // The description page comes after the duplicate page, which only None of the above leaves for it.
    {
      step: 'details',
      answers: { repairDescription: 'No water from any tap since this morning.' },
      gives: ['duplicateChoice', 'repairDescription'],
    },
    { step: 'media', answers: { repairMedia: media }, gives: ['repairMedia'] },
    {
      step: 'vandalism',
      answers: { isVandalism: true, crimeReference: 'CR/1234/26' },
      gives: ['isVandalism', 'crimeReference'],
    },
    {
      step: 'vulnerability',
      answers: { isVulnerable: true, vulnerabilityDetails: 'I use a wheelchair.' },
      gives: ['isVulnerable', 'vulnerabilityDetails'],
    },
    // A covid No is what a draft without the question holds too, until the contact (after it) is saved.
    { step: 'covid', answers: { isCovidSelfIsolated: false }, gives: [] },
    {
      step: 'contact',
      answers: {
        contactChoice: 'other',
        otherPhone: '07700900999',
        contactName: 'Sam Lee',
        contactRelationship: 'Friend or Family',
      },
      gives: ['isCovidSelfIsolated', 'contactChoice', 'otherPhone', 'contactName', 'contactRelationship'],
    },
  ];
  return {
    draft: () => draft,
    uploaded,
    stages,
    /** Continue on the stage's step with every answer so far (the emergency step also sees the priority effect). */
    async run(index: number, answers: Record<string, unknown>) {
      const stage = stages[index];
      if (!stage) throw new Error(`no stage ${index}`);
      const effects = { draft, repairPriority: { priority: 'Emergency', isEmergency: true, isOutOfHours: false } };
      draft = await saveRepairDraft(evaluatedInput(stage.step, answers, effects), env);
    },
  };
}

const withoutETag = (workOrder: RepairWorkOrder) => ({ ...workOrder, eTag: '' });

/** The entry's input: the draft and the number and name on file (as CONTEXT has them). */
const entryInput = (workOrderId: string) => ({
  workOrderId,
  phoneOnFile: CONTEXT.customer.phoneNumber,
  nameOnFile: CONTEXT.customer.name,
});

describe('repair.loadDraft', () => {
  it('gives a draft saved at the reason step its property, asset, location and reason, and nothing later', async () => {
    const { env, requests } = sandboxEnvironment();
    const { draft } = await alexDraft(env, '1', { description: null });
    requests.length = 0;
    const resumed = await loadRepairDraft({ workOrderId: draft.id }, env);
    expect(resumed).toEqual({
      id: draft.id,
      eTag: draft.eTag,
      answers: {
        repairProperty: alex.propertyId,
        repairAsset: 'Property',
        repairLocation: 'Kitchen',
        repairReason: '1',
      },
      priority: 'Next Available',
      sorCode: 'PLTAP001',
      isDampAndMould: false,
    });
    // The work order; no documents to look up. The property's asset hierarchy was read a moment ago (reporting the
    // draft), and the gateway client answers the same premises from that for a minute.
    expect(requests.map((r) => `${r.method} ${r.path.replace(/^.*\/api\/v1/, '')}`)).toEqual([
      `GET /works-orders/${draft.id}`,
    ]);
  });

  it('names a communal repair by the level of its asset in the property’s hierarchy, as the asset step offers it', async () => {
    const { env } = sandboxEnvironment();
    const draft = await saveRepairDraft(
      {
        assetIdentifier: alex.blockId,
        premisesId: alex.propertyId,
        trade: 'Electrics',
        repairLocation: 'Communal stairs',
        repairLocationId: 11,
        repairReason: 'Stairwell light not working',
        repairReasonId: 30,
        sorCode: 'CMLIGHT1',
        priority: 'Next Available',
        isEmergency: false,
        isOutOfHours: false,
      },
      env,
    );
    const { answers } = await loadRepairDraft({ workOrderId: draft.id }, env);
    expect(answers).toEqual({
      repairProperty: alex.propertyId,
      repairAsset: 'Block',
      repairLocation: 'Communal stairs',
      repairReason: '30',
    });
  });

  it('gives, after each step the resident continued from, the answers known by then and no others', async () => {
    const { env } = sandboxEnvironment();
    const repair = await stagedRepair(env);
    let answers: Record<string, unknown> = { ...REASON_ANSWERS };
    let expected = Object.keys(REASON_ANSWERS);
    for (const [index, stage] of repair.stages.entries()) {
      answers = { ...answers, ...stage.answers };
      await repair.run(index, answers);
      expected = [...expected, ...stage.gives];
      const resumed = await loadRepairDraft(entryInput(repair.draft().id), env);
      expect({ step: stage.step, keys: Object.keys(resumed.answers).sort() }).toEqual({
        step: stage.step,
        keys: [...expected].sort(),
      });
      expect(resumed.eTag).toBe(repair.draft().eTag);
    }
    const resumed = await loadRepairDraft(entryInput(repair.draft().id), env);
    expect(resumed.answers).toEqual({
      ...REASON_ANSWERS,
      supplementaryAnswer: true,
      duplicateChoice: 'none',
      repairDescription: 'No water from any tap since this morning.',
      // The document list has no size: 0, which the uploader shows without one.
      repairMedia: [
        {
          documentIdentifier: repair.uploaded.documentIdentifier,
          fileName: 'no-water.png',
          contentType: 'image/png',
          size: 0,
        },
      ],
      isVandalism: true,
      crimeReference: 'CR/1234/26',
      isVulnerable: true,
      vulnerabilityDetails: 'I use a wheelchair.',
      isCovidSelfIsolated: false,
      contactChoice: 'other',
      otherPhone: '07700900999',
      contactName: 'Sam Lee',
      contactRelationship: 'Friend or Family',
    } satisfies ResumedAnswers);
    // The appointment answer lowered the stored priority: the routing compares it with the recalculated one.
    expect(resumed).toMatchObject({ priority: 'Next Available', sorCode: 'PLWATER1', isDampAndMould: false });
  });

  it('gives back answers that, saved again by the journey’s steps, leave the work order as it was', async () => {
    const { env, gateway } = sandboxEnvironment();
    const repair = await stagedRepair(env);
    let answers: Record<string, unknown> = { ...REASON_ANSWERS };
    for (const [index, stage] of repair.stages.entries()) {
      answers = { ...answers, ...stage.answers };
      await repair.run(index, answers);
    }
    const before = await gateway.getWorkOrder(repair.draft().id);
    const resumed = await loadRepairDraft(entryInput(before.id), env);

    // The reason step's answer-given fields (the rest of its input comes from the effects it runs).
    const assets = await loadRepairAssets({ premisesId: alex.propertyId }, env);
    const assetId = chosenAsset({ assetType: resumed.answers.repairAsset, assets }).id;
    const reasonStep = evaluatedInput('location', resumed.answers as Record<string, unknown>, {
      draft: resumed,
      assetEligibility: { assetId },
    });
    expect({ ...reasonStep, ...draftFields(reasonStep) }).toMatchObject({
      assetIdentifier: before.assetIdentifier,
      premisesId: before.premisesId,
      repairLocation: before.repairLocation,
      repairReasonId: before.repairReasonId,
    });

    // Every later step whose input is made of answers (the emergency step's is made of the priority effect), and
    // Save and exit, change nothing.
    let draft: DraftRef = resumed;
    for (const step of [
      'supplementary',
      'details',
      'media',
      'vandalism',
      'vulnerability',
      'covid',
      'contact',
      '@saveAndExit',
    ]) {
      draft = await continueFrom(env, step, draft, resumed.answers as Record<string, unknown>);
    }
    expect(withoutETag(await gateway.getWorkOrder(before.id))).toEqual(withoutETag(before));
  });

  it('gives a Yes to the covid question but not a No to the supplementary one, both saved with Save and exit', async () => {
    const { env } = sandboxEnvironment();
    const { draft } = await alexDraft(env, '25', { description: null, priority: 'Emergency', isEmergency: true });
    await continueFrom(env, '@saveAndExit', draft, {
      ...REASON_ANSWERS,
      supplementaryAnswer: false,
      isCovidSelfIsolated: true,
    });
    const { answers } = await loadRepairDraft({ workOrderId: draft.id }, env);
    expect(answers).toEqual({ ...REASON_ANSWERS, isCovidSelfIsolated: true });
  });

  it('gives a No to vandalism without a crime reference, and a No to vulnerability without details', async () => {
    const { env } = sandboxEnvironment();
    const { draft: created } = await alexDraft(env, '1');
    let draft = await continueFrom(env, 'vandalism', created, { isVandalism: false });
    draft = await continueFrom(env, 'vulnerability', draft, { isVulnerable: false });
    const { answers } = await loadRepairDraft({ workOrderId: draft.id }, env);
    expect(answers).toMatchObject({ isVandalism: false, isVulnerable: false });
    expect(answers).not.toHaveProperty('crimeReference');
    expect(answers).not.toHaveProperty('vulnerabilityDetails');
  });

  it('leaves out of the media a document that is gone from the gateway', async () => {
    const { env, gateway } = sandboxEnvironment();
    const { draft } = await alexDraft(env, '1');
    const kept = await uploadRepairDocument(
      { workOrderId: draft.id, name: 'tap.png', type: 'image/png', base64: PNG },
      env,
    );
    const gone = await uploadRepairDocument(
      { workOrderId: draft.id, name: 'old.png', type: 'image/png', base64: PNG },
      env,
    );
    const doc = (d: { documentIdentifier: string }, fileName: string) => ({
      documentIdentifier: d.documentIdentifier,
      fileName,
      contentType: 'image/png',
      size: 70,
    });
    await continueFrom(env, 'media', draft, { repairMedia: [doc(kept, 'tap.png'), doc(gone, 'old.png')] });
    await removeRepairDocument({ workOrderId: draft.id, documentIdentifier: gone.documentIdentifier }, env);
    expect((await gateway.getWorkOrder(draft.id)).documents.documentIdentifiers).toEqual([
      kept.documentIdentifier,
      gone.documentIdentifier,
    ]);
    const { answers } = await loadRepairDraft({ workOrderId: draft.id }, env);
    expect(answers.repairMedia).toEqual([
      { documentIdentifier: kept.documentIdentifier, fileName: 'tap.png', contentType: 'image/png', size: 0 },
    ]);
  });

  it('gives the damp and mould Yes and, for the generated pages, the saved assessment in the shape each question takes', async () => {
    const { env, requests } = sandboxEnvironment();
    const { draft: created } = await alexDraft(env, '8', { isDampAndMould: true });
    const questions = (await loadDampMouldQuestions({}, env)).questions;
    // Pages 1 and 2 continued from, as the assessment pages save them (each page carries the answers before it).
    const draft = await saveRepairDraft(
      {
        workOrderId: created.id,
        eTag: created.eTag,
        assessmentQuestions: questions,
        assessmentAnswers: { dmc_q1_1: ['2', '3'], dmc_q1_2: '3', dmc_q2_1: '1', dmc_q2_2: '2', dmc_q2_3: '1' },
      },
      env,
    );
    requests.length = 0;
    const resumed = await loadRepairDraft(entryInput(draft.id), env);
    expect(resumed).toMatchObject({ sorCode: 'PROMOULD', isDampAndMould: true, priority: 'Next Available' });
    expect(resumed.answers).toMatchObject({ isDampAndMould: true });
    // A Multiple question takes a list of option values, a List or Select question one value.
    expect(resumed.assessment).toEqual({
      dmc_q1_1: ['2', '3'],
      dmc_q1_2: '3',
      dmc_q2_1: '1',
      dmc_q2_2: '2',
      dmc_q2_3: '1',
    });
    // The questions (configuration entry 47 of the reference data) give the shapes.
    expect(requests.map((r) => `${r.method} ${r.path.replace(/^.*\/api\/v1/, '')}`)).toContain(
      'GET /reference-data/collection/configuration/47',
    );
  });

  it('gives a No to the damp and mould check as the empty assessment its Continue saves, and no assessment', async () => {
    const { env } = sandboxEnvironment();
    const { draft: created } = await alexDraft(env, '9');
    const questions = (await loadDampMouldQuestions({}, env)).questions;
    const draft = await saveRepairDraft(
      {
        workOrderId: created.id,
        eTag: created.eTag,
        isDampAndMould: false,
        assessmentQuestions: questions,
        assessmentAnswers: null,
      },
      env,
    );
    const resumed = await loadRepairDraft(entryInput(draft.id), env);
    expect(resumed.answers).toMatchObject({ isDampAndMould: false });
    expect(resumed).not.toHaveProperty('assessment');
  });

  it('gives the number on file as the contact choice when the contact saved is the resident at that number', async () => {
    const { env } = sandboxEnvironment();
    const { draft: created } = await alexDraft(env, '1');
    const draft = await continueFrom(env, 'contact', created, { contactChoice: 'stored' });
    expect((await loadRepairDraft(entryInput(draft.id), env)).answers).toMatchObject({
      contactChoice: 'stored',
      isCovidSelfIsolated: false,
    });
    const { answers } = await loadRepairDraft(entryInput(draft.id), env);
    expect(answers).not.toHaveProperty('otherPhone');
    // Without a number on file there is no choice to give: the number, name and relationship are the answers.
    const noPhone = await loadRepairDraft({ workOrderId: draft.id }, env);
    expect(noPhone.answers).toMatchObject({
      otherPhone: '07700900101',
      contactName: 'Alex Morgan',
      contactRelationship: 'Customer',
    });
    expect(noPhone.answers).not.toHaveProperty('contactChoice');
  });

  it("reads Alex's seeded draft", async () => {
    const { env } = sandboxEnvironment();
    const resumed = await loadRepairDraft(entryInput(alex.workOrders.draft), env);
    expect(resumed.answers).toEqual({
      repairProperty: alex.propertyId,
      repairAsset: 'Property',
      repairLocation: 'Kitchen',
      repairReason: '1',
      duplicateChoice: 'none',
      repairDescription: 'Kitchen tap drips all the time. It is worse at night.',
      isVandalism: false,
    });
    expect(resumed).toMatchObject({
      id: alex.workOrders.draft,
      priority: 'Next Available',
      sorCode: 'PLTAP001',
      isDampAndMould: false,
    });
  });

  it('refuses a repair that is not a draft: seeded, or submitted since', async () => {
    const { env } = sandboxEnvironment();
    for (const [workOrderId, status] of [
      [alex.workOrders.unappointed, 'Unappointed'],
      [alex.workOrders.cancelled, 'Cancelled'],
    ] as const) {
      const failure = await loadRepairDraft({ workOrderId }, env).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(DraftNotResumableError);
      expect(failure).toMatchObject({ workOrderId, status, retryable: false });
    }
    const repair = await alexDraft(env, '1');
    const submitted = await submitRepair(submitInput(repair), env);
    await expect(loadRepairDraft({ workOrderId: submitted.id }, env)).rejects.toBeInstanceOf(DraftNotResumableError);
  });

  it('needs the work order id', async () => {
    const { env } = sandboxEnvironment();
    await expect(loadRepairDraft({}, env)).rejects.toBeInstanceOf(EffectInputError);
  });
});
