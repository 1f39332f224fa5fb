import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../sandbox/db/seed/personas';
import { alex, createDraft, patchWorkOrder, readWorkOrder, seededGateway } from '../work-orders/seeded-gateway';
import { readErrorBody, type TestGateway } from './test-gateway';

// Reference values a body names must be in the reference data (issue 12 item 20, decision 0029): the gateway
// refuses a location, reason, trade, SOR, assessment answer or referral reason it does not know with 400 and the
// field, and stores nothing.

const workOrders = (gateway: TestGateway) => gateway.db.prepare('SELECT COUNT(*) FROM work_orders').pluck().get();

/** A reason of Alex's kitchen as the portal sends it (the reason step's fields). */
const KITCHEN_TAP = {
  repairLocation: 'Kitchen',
  repairLocationId: 1,
  repairReason: 'Kitchen tap dripping',
  repairReasonId: 1,
  trade: 'Plumbing',
  sorCode: 'PLTAP001',
};

describe('POST /works-orders: location, reason, trade and SOR from the reference data', () => {
  const gateway = seededGateway();
  const create = (fields: object, token = 'alex-token', assetIdentifier: string = alex.propertyId) =>
    gateway.call('/works-orders', { method: 'POST', token, body: { assetIdentifier, ...fields } });

  it.each([
    ['a location that does not exist', { repairLocation: 'Attic' }, '/repairLocation', 'unknown-reference'],
    ['a location of a block, for a flat', { repairLocation: 'Lifts' }, '/repairLocation', 'unknown-reference'],
    ['an unknown location id', { repairLocationId: 99 }, '/repairLocationId', 'unknown-reference'],
    [
      'a location id of another entry than the name',
      { repairLocation: 'Kitchen', repairLocationId: 2 },
      '/repairLocationId',
      'reference-mismatch',
    ],
    ['a reason that does not exist', { repairReason: 'My neighbour is noisy' }, '/repairReason', 'unknown-reference'],
    ['an unknown reason id', { repairReasonId: 999 }, '/repairReasonId', 'unknown-reference'],
    [
      'a reason of a block, for a flat',
      { repairReasonId: 33, repairReason: 'Lift not working' },
      '/repairReasonId',
      'unknown-reference',
    ],
    [
      "a catalyst-only reason, for a customer who is not Catalyst's",
      { repairReasonId: 48 },
      '/repairReasonId',
      'unknown-reference',
    ],
    ['a reason not used for creation', { repairReasonId: 51 }, '/repairReasonId', 'unknown-reference'],
    [
      'a reason description of another reason than the id',
      { ...KITCHEN_TAP, repairReason: 'Kitchen sink blocked' },
      '/repairReason',
      'reference-mismatch',
    ],
    [
      'a reason of another location',
      { ...KITCHEN_TAP, repairReasonId: 5, repairReason: 'Toilet not flushing' },
      '/repairReasonId',
      'reference-mismatch',
    ],
    ['a trade no reason has', { trade: 'Astrology' }, '/trade', 'unknown-reference'],
    ['a SOR code no reason has', { sorCode: 'NOSUCH01' }, '/sorCode', 'unknown-reference'],
    [
      "a recalled repair's SOR code no reason has",
      { originalWorkOrderSorCode: 'NOSUCH01' },
      '/originalWorkOrderSorCode',
      'unknown-reference',
    ],
    [
      'a damp and mould question that does not exist',
      { assessmentInformation: { supplementaryQuestionResponses: [{ questionId: 'q9_9', responseId: [1] }] } },
      '/assessmentInformation/supplementaryQuestionResponses/0/questionId',
      'unknown-reference',
    ],
    [
      'an answer the question does not offer',
      { assessmentInformation: { supplementaryQuestionResponses: [{ questionId: 'q1_2', responseId: [9] }] } },
      '/assessmentInformation/supplementaryQuestionResponses/0/responseId/0',
      'unknown-reference',
    ],
  ])('refuses %s (400), creating nothing', async (_name, fields, field, code) => {
    const before = workOrders(gateway);
    const res = await create(fields);
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors).toContainEqual(expect.objectContaining({ field, code }));
    expect(workOrders(gateway)).toBe(before);
  });

  it('takes the values the portal sends, the SOR the determination gives, and a catalyst reason for a Catalyst customer', async () => {
    expect((await create(KITCHEN_TAP)).status).toBe(201);
    expect(
      (
        await create({
          repairLocation: 'Heating and hot water',
          repairLocationId: 7,
          repairReason: 'No water at all (total loss of water)',
          repairReasonId: 25,
          sorCode: 'COMPUMP',
        })
      ).status,
    ).toBe(201);
    expect(
      (await create({ repairLocation: 'Hallway', repairReasonId: 28, sorCode: 'NA', trade: 'General' })).status,
    ).toBe(201);
    expect(
      (
        await create(
          { repairLocation: 'Bedroom', repairReasonId: 48, repairReason: 'New home defect: window seal failed' },
          'dana-token',
          PERSONAS.dana.propertyId,
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await create(
          { repairLocation: 'Communal stairs', repairLocationId: 11, repairReasonId: 30 },
          'alex-token',
          alex.blockId,
        )
      ).status,
    ).toBe(201);
  });
});

describe('PATCH /works-orders/{id}: the same reference data', () => {
  it('refuses an unknown location and reason on a draft and leaves it as it was', async () => {
    const gateway = seededGateway();
    const draft = await createDraft(gateway, 'alex-token', { assetIdentifier: alex.propertyId });
    const res = await patchWorkOrder(
      gateway,
      'alex-token',
      draft.id,
      { repairLocation: 'Roof terrace', repairReason: 'Hot tub cold' },
      draft.etag,
    );
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors.map((e) => [e.field, e.code])).toEqual([
      ['/repairLocation', 'unknown-reference'],
      ['/repairReason', 'unknown-reference'],
    ]);
    expect((await readWorkOrder(gateway, 'alex-token', draft.id)).etag).toBe(draft.etag);
  });
});

describe('POST …/servicerequest: referral reasons from the reference data', () => {
  const gateway = seededGateway();
  const post = (referralReason: string[]) =>
    gateway.call(`/customer/${alex.customerId}/account/${alex.rentAccountId}/servicerequest`, {
      method: 'POST',
      token: 'alex-token',
      body: {
        additionalDetails: 'My hours were cut and I am behind with the rent.',
        referralReason,
        referralFor: 'Myself',
        assetIdentifier: alex.propertyId,
        serviceRequestType: 'financialinclusionenquiry',
        preferredContact: {
          personName: 'Alex Morgan',
          relationship: 'Customer',
          phoneNumber: '07700900101',
          phoneNumberType: 'mobilePhone',
        },
      },
    });
  const stored = () => gateway.db.prepare('SELECT COUNT(*) FROM service_requests').pluck().get();

  it.each([
    [
      'a reason that does not exist',
      ['Help paying my rent', 'Win the lottery'],
      '/referralReason/1',
      'unknown-reference',
    ],
    [
      'a reason kept for staff referrals (displayOnMyPeabody 0)',
      ['Court action (staff referral only)'],
      '/referralReason/0',
      'not-offered',
    ],
  ])('refuses %s (400), storing nothing', async (_name, reasons, field, code) => {
    const before = stored();
    const res = await post(reasons);
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors).toEqual([expect.objectContaining({ field, code })]);
    expect(stored()).toBe(before);
  });
});
