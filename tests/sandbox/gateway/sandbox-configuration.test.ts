import { describe, expect, it } from 'vitest';
import { ALICE, insertGatewayFixtures, TOKENS } from './fixtures';
import { createTestGateway } from './test-gateway';

// Issue 27 §2: a toggle is switched in a running sandbox, and GET /configuration/{name} answers the new value.
const json = { 'Content-Type': 'application/json' };

describe('/__sandbox/configuration', () => {
  it('switches a toggle, lists it, and puts the seeded value back', async () => {
    const gateway = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
    const read = async (name: string) =>
      ((await (await gateway.call(`/configuration/${name}`, { token: ALICE.token })).json()) as { value: string })
        .value;
    await gateway.app.request('/__sandbox/configuration/IsMediaEnabledSS', {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ value: 'true' }),
    });
    expect(await read('IsMediaEnabledSS')).toBe('true');
    const put = await gateway.app.request('/__sandbox/configuration/IsMediaEnabledSS', {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ value: 'false' }),
    });
    expect(put.status).toBe(200);
    expect(await read('IsMediaEnabledSS')).toBe('false');
    expect(await (await gateway.app.request('/__sandbox/configuration')).json()).toMatchObject({
      IsMediaEnabledSS: 'false',
    });
    expect((await gateway.app.request('/__sandbox/configuration/IsMediaEnabledSS', { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await read('IsMediaEnabledSS')).toBe('true');
  });

  it('refuses a value that is not a string, and does not exist outside test mode', async () => {
    const gateway = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
    const bad = await gateway.app.request('/__sandbox/configuration/IsMediaEnabledSS', {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ value: false }),
    });
    expect(bad.status).toBe(400);
    const live = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS, testMode: false });
    expect((await live.app.request('/__sandbox/configuration')).status).toBe(404);
  });

  it('is there in npm run dev without test mode, where the test controls (faults) are not', async () => {
    const dev = createTestGateway({
      seed: insertGatewayFixtures,
      tokens: TOKENS,
      testMode: false,
      analystControls: true,
    });
    const put = await dev.app.request('/__sandbox/configuration/isReferralIncomeQuestionAsked', {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ value: 'true' }),
    });
    expect(put.status).toBe(200);
    const read = await dev.call('/configuration/isReferralIncomeQuestionAsked', { token: ALICE.token });
    expect(((await read.json()) as { value: string }).value).toBe('true');
    expect((await dev.app.request('/__sandbox/faults')).status).toBe(404);
    expect((await dev.app.request('/__sandbox/faults', { method: 'POST', headers: json, body: '{}' })).status).toBe(
      404,
    );
  });
});

describe('/__sandbox/toggles, the page an analyst switches a toggle on', () => {
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
  it('lists the settings, switches one by a form post, and refuses a post from another site', async () => {
    const dev = createTestGateway({
      seed: insertGatewayFixtures,
      tokens: TOKENS,
      testMode: false,
      analystControls: true,
    });
    const opened = await dev.app.request('/__sandbox/toggles');
    expect(opened.status).toBe(200);
    // Its form posts to the page itself, and nothing else: the gateway's "no form" policy is the page's own here.
    expect(opened.headers.get('Content-Security-Policy')).toContain("form-action 'self'");
    const posted = await dev.app.request('/__sandbox/toggles', {
      method: 'POST',
      headers: form,
      body: 'name=isReferralIncomeQuestionAsked&value=true',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe('/__sandbox/toggles?saved=isReferralIncomeQuestionAsked%20%3D%20true');
    const read = await dev.call('/configuration/isReferralIncomeQuestionAsked', { token: ALICE.token });
    expect(((await read.json()) as { value: string }).value).toBe('true');
    const shown = await (await dev.app.request(posted.headers.get('Location')!)).text();
    expect(shown).toContain('<th scope="row">isReferralIncomeQuestionAsked</th><td>true</td>');
    expect(shown).toContain('Switch isReferralIncomeQuestionAsked to false');
    expect(shown).toContain('isReferralIncomeQuestionAsked = true saved.');
    const elsewhere = await dev.app.request('/__sandbox/toggles', {
      method: 'POST',
      headers: { ...form, Origin: 'https://elsewhere.example' },
      body: 'name=isReferralIncomeQuestionAsked&value=false',
    });
    expect(elsewhere.status).toBe(403);
    const fromAnotherSite = await dev.app.request('/__sandbox/toggles', {
      method: 'POST',
      headers: { ...form, Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
      body: 'name=isReferralIncomeQuestionAsked&value=false',
    });
    expect(fromAnotherSite.status).toBe(403);
    const nameless = await dev.app.request('/__sandbox/toggles', { method: 'POST', headers: form, body: 'value=true' });
    expect(nameless.status).toBe(400);
    const live = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS, testMode: false });
    expect((await live.app.request('/__sandbox/toggles')).status).toBe(404);
  });
});
