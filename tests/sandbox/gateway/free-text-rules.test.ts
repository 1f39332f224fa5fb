import { describe, expect, it } from 'vitest';
import { alex, createDraft, patchWorkOrder, readWorkOrder, seededGateway } from '../work-orders/seeded-gateway';
import { readErrorBody, type TestGateway } from './test-gateway';

// The spec's text rules held by the gateway itself, through the schemas' textRule keyword and the control-character
// rule every string of a body follows (issue 12 item 20, decision 0029): a client that skips the browser's checks
// still cannot store them. Each refusal is a 400 naming the field, and nothing is stored.

const serviceRequests = (gateway: TestGateway) =>
  gateway.db.prepare('SELECT COUNT(*) FROM service_requests').pluck().get();
const workOrders = (gateway: TestGateway) => gateway.db.prepare('SELECT COUNT(*) FROM work_orders').pluck().get();

async function expectRefused(res: Response, field: string, code: string): Promise<void> {
  expect(res.status).toBe(400);
  expect((await readErrorBody(res)).errors).toContainEqual(expect.objectContaining({ field, code }));
}

describe('repairs.md §5 free-text check', () => {
  const gateway = seededGateway();
  const createWith = (fields: object) =>
    gateway.call('/works-orders', {
      method: 'POST',
      token: 'alex-token',
      body: { assetIdentifier: alex.propertyId, ...fields },
    });

  it.each([
    ['twice percent-encoded brackets', '%253Cimg src=x onerror=x%253E'],
    ['JavaScript escapes written out', '\\u003cimg src=x\\u003e'],
    ['full-width brackets', '＜img src=x＞'],
    ['small-form brackets', '﹤img src=x﹥'],
    ['the word javascript', 'javascript:void(0) in the tap'],
  ])('refuses encoded brackets and script words in a description: %s', async (_name, description) => {
    const before = workOrders(gateway);
    await expectRefused(await createWith({ description }), '/description', 'free-text');
    expect(workOrders(gateway)).toBe(before);
  });

  it('refuses angle brackets in the contact name and the word alert in the organisation of a draft, which stays as it was', async () => {
    const own = seededGateway();
    const draft = await createDraft(own, 'alex-token', { assetIdentifier: alex.propertyId });
    const brackets = await patchWorkOrder(
      own,
      'alex-token',
      draft.id,
      { reporterContactDetails: { name: { givenName: '<b>Sam</b>' }, contactNumber: '07700900999' } },
      draft.etag,
    );
    await expectRefused(brackets, '/reporterContactDetails/name/givenName', 'free-text');
    const alert = await patchWorkOrder(
      own,
      'alex-token',
      draft.id,
      { reporterContactDetails: { name: { givenName: 'Sam' }, organisation: 'Alert Care Ltd' } },
      draft.etag,
    );
    await expectRefused(alert, '/reporterContactDetails/organisation', 'free-text');
    expect((await readWorkOrder(own, 'alex-token', draft.id)).etag).toBe(draft.etag);
  });

  it('refuses a semicolon and the word script in the priority call’s description', async () => {
    const call = (description: string) =>
      gateway.call('/works-orders/repair-priority', {
        method: 'POST',
        token: 'alex-token',
        body: { isEmergency: false, description },
      });
    await expectRefused(await call('Tap drips; badly'), '/description', 'free-text');
    await expectRefused(await call('Script kiddies broke the door'), '/description', 'free-text');
    expect((await call('Kitchen tap dripping')).status).toBe(200);
  });

  it('refuses full-width brackets in a note and stores no note', async () => {
    const res = await gateway.call(`/workorders/${alex.workOrders.unappointed}/${alex.customerId}/notes`, {
      method: 'POST',
      token: 'alex-token',
      body: { noteTypeId: 4, text: '＜b＞No slots＜/b＞' },
    });
    await expectRefused(res, '/text', 'free-text');
    expect(gateway.db.prepare('SELECT COUNT(*) FROM work_order_notes').pluck().get()).toBe(0);
  });

  it("passes the portal's own kind of text, line breaks included", async () => {
    const res = await createWith({
      description: 'Kitchen tap drips (hot side).\nWorse at night, about 1 litre a day.',
    });
    expect(res.status).toBe(201);
  });
});

describe('portal.md §5 referral rule: & * % ! < > (web addresses aside)', () => {
  const gateway = seededGateway();
  const path = `/customer/${alex.customerId}/account/${alex.rentAccountId}/servicerequest`;
  const enquiry = (additionalDetails: string, personName = 'Alex Morgan') => ({
    additionalDetails,
    referralReason: ['Help paying my rent'],
    referralFor: 'Myself',
    assetIdentifier: alex.propertyId,
    serviceRequestType: 'financialinclusionenquiry',
    preferredContact: {
      personName,
      relationship: 'Customer',
      phoneNumber: '07700900101',
      phoneNumberType: 'mobilePhone',
    },
  });
  const post = (body: object) => gateway.call(path, { method: 'POST', token: 'alex-token', body });

  it.each([
    ['an HTML tag', '<img src=x onerror=alert(1)>'],
    ['an ampersand', 'Rent & bills are behind'],
    ['an asterisk', 'I am *really* stuck'],
    ['a percent sign', 'My hours were cut by 50%'],
    ['an exclamation mark', 'Please help!'],
    ['an angle bracket inside a web address', 'See https://example.org/<script>x</script>'],
  ])('refuses %s in the details, storing nothing', async (_name, details) => {
    const before = serviceRequests(gateway);
    await expectRefused(await post(enquiry(details)), '/additionalDetails', 'forbidden-characters');
    expect(serviceRequests(gateway)).toBe(before);
  });

  it('refuses an angle bracket in the contact name', async () => {
    await expectRefused(
      await post(enquiry('I need budgeting advice.', 'Alex <Morgan>')),
      '/preferredContact/personName',
      'forbidden-characters',
    );
  });

  it('accepts & % ! * inside a web address, as the portal leaves them', async () => {
    expect((await post(enquiry('My bank said see https://example.org/help?a=1&b=50%25!*'))).status).toBe(201);
  });
});

describe('control characters and text-direction overrides, in any string of any body', () => {
  const gateway = seededGateway();

  it.each([
    ['NUL', 'Tap\u0000drips'],
    ['a right-to-left override (U+202E)', 'Tap \u202Espird'],
    ['a right-to-left isolate (U+2067)', 'Tap \u2067drips\u2069'],
    ['a lone surrogate', 'Tap \ud800 drips'],
    ['an escape (U+001B)', 'Tap \u001b[31mdrips'],
  ])('refuses %s in a repair description, creating nothing', async (_name, description) => {
    const before = workOrders(gateway);
    const res = await gateway.call('/works-orders', {
      method: 'POST',
      token: 'alex-token',
      body: { assetIdentifier: alex.propertyId, description },
    });
    await expectRefused(res, '/description', 'control-character');
    expect(workOrders(gateway)).toBe(before);
  });

  it('refuses a right-to-left override in the referral details, storing nothing', async () => {
    const before = serviceRequests(gateway);
    const res = await gateway.call(`/customer/${alex.customerId}/account/${alex.rentAccountId}/servicerequest`, {
      method: 'POST',
      token: 'alex-token',
      body: {
        additionalDetails: 'I need help with \u202Etner ym',
        referralReason: ['Debt advice'],
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
    await expectRefused(res, '/additionalDetails', 'control-character');
    expect(serviceRequests(gateway)).toBe(before);
  });

  it('refuses NUL in a field no text rule names (the eligibility call’s informational text) and in a property name', async () => {
    const eligibility = await gateway.call('/works-orders/eligibilityoutcomes', {
      method: 'POST',
      token: 'alex-token',
      body: {
        premisesType: 'Property',
        uprn: '100023001201',
        repairType: 'PLTAP001',
        repairResponsibility: 'Landlord\u0000',
      },
    });
    await expectRefused(eligibility, '/repairResponsibility', 'control-character');
    const key = await gateway.call('/works-orders', {
      method: 'POST',
      token: 'alex-token',
      body: { assetIdentifier: alex.propertyId, eligibilityOutcomes: [{ 'note\u0000': 'x' }] },
    });
    await expectRefused(key, '/eligibilityOutcomes/0', 'control-character');
  });

  it('names an unknown field holding an override without echoing the character back', async () => {
    const res = await gateway.call('/works-orders', {
      method: 'POST',
      token: 'alex-token',
      body: { assetIdentifier: alex.propertyId, 'status\u202E': 'x' },
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toContain('\u202E');
    expect(JSON.parse(text).errors).toContainEqual(
      expect.objectContaining({ field: '/status\\u202e', code: 'additionalProperties' }),
    );
  });
});
