import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en as locale } from '../../locales/generated/en';
import { effectRegistry, runEffect } from '../../src/effects';
import {
  applyAnswers,
  canVisit,
  changeTarget,
  completeStep,
  computePath,
  describeStep,
  effectsOnEnter,
  effectsOnExit,
  exitPlan,
  loadJourney,
  nextStep,
  previousStep,
  recordEffectResult,
  sanitiseValue,
  summariseAnswers,
  validateStep,
  type Answers,
  type Destination,
  type EffectRequest,
  type JourneyState,
  type LoadedJourney,
  type ValidationIssue,
} from '../../src/engine';
import type { GatewayClient } from '../../src/gateway';
import { GatewayHttpError } from '../../src/gateway';
import { unavailableContext } from '../../src/journey/session/build-context';
import { WIDGET_NAMES } from '../../widgets/registry';
import { createSchemaValidator } from '../engine/support/schema-validator';
import { environment, fakeReferralClient } from './support/fake-client';

// journeys/referral.json driven through the pure engine and the real effects against a fake gateway client, the
// way the runtime does it (docs/journeys.md "Continue"): what a resident meets on each page, and what is sent.

const journeyJson: unknown = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'journeys', 'referral.json'), 'utf8'),
);

function load(): LoadedJourney {
  const result = loadJourney(journeyJson, {
    validateSchema: createSchemaValidator(),
    widgets: WIDGET_NAMES,
    messageKeys: Object.keys(locale),
  });
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.journey;
}

const journey = load();
const CONTEXT = {
  customer: { name: 'Alex Morgan', phoneNumber: '07700900101' },
  property: { id: 'P1', tenancyId: 'T1' },
};
const start = (context: Record<string, unknown> = CONTEXT): JourneyState => ({ answers: {}, context, effects: {} });

const codes = (issues: readonly ValidationIssue[]) =>
  issues.map((issue) => `${issue.field}:${issue.code}:${issue.severity}`);

/** The page is shown: its enter effects run and their results are kept. */
async function show(state: JourneyState, stepId: string, gateway: GatewayClient): Promise<JourneyState> {
  let current = state;
  for (const request of effectsOnEnter(journey, current, stepId)) {
    const outcome = await runEffect(request, environment(gateway));
    if (!outcome.ok) throw outcome.error;
    if (request.storeAs) current = recordEffectResult(current, request.storeAs, outcome.result);
  }
  return current;
}

type Pressed =
  | { kind: 'invalid'; state: JourneyState; issues: ValidationIssue[] }
  | { kind: 'failed'; state: JourneyState; request: EffectRequest }
  | { kind: 'go'; state: JourneyState; destination: Destination };

/**
 * Continue, as the runtime presses it: answers → validation → exit effects → complete → next (or back to the summary).
 */
async function pressContinue(
  state: JourneyState,
  stepId: string,
  values: Answers,
  gateway: GatewayClient,
  returnTo?: string,
): Promise<Pressed> {
  let current = applyAnswers(journey, state, stepId, values);
  const issues = validateStep(journey, current, stepId, { phase: 'continue' }).filter(
    (issue) => issue.severity === 'error',
  );
  if (issues.length > 0) return { kind: 'invalid', state: current, issues };
  for (const request of effectsOnExit(journey, current, stepId)) {
    const outcome = await runEffect(request, environment(gateway), { sleep: async () => undefined });
    if (!outcome.ok) return { kind: 'failed', state: current, request };
    if (request.storeAs) current = recordEffectResult(current, request.storeAs, outcome.result);
  }
  current = completeStep(journey, current, stepId);
  return {
    kind: 'go',
    state: current,
    destination: returnTo ? changeTarget(journey, current, returnTo) : nextStep(journey, current, stepId),
  };
}

async function go(
  state: JourneyState,
  stepId: string,
  values: Answers,
  gateway: GatewayClient,
  returnTo?: string,
): Promise<{ state: JourneyState; destination: Destination }> {
  const pressed = await pressContinue(state, stepId, values, gateway, returnTo);
  if (pressed.kind !== 'go')
    throw new Error(
      `Continue on ${stepId} did not go on: ${JSON.stringify(pressed.kind === 'invalid' ? pressed.issues : pressed.request)}`,
    );
  return pressed;
}

/** Walks to the review page with the number on file, returning the state there. */
async function toReview(gateway: GatewayClient, contact: Answers = { contactChoice: 'stored' }): Promise<JourneyState> {
  let state = (await go(start(), 'consent', { referralFor: 'Myself' }, gateway)).state;
  state = await show(state, 'reasons', gateway);
  state = (await go(state, 'reasons', { referralReasons: ['3', '1'] }, gateway)).state;
  state = (await go(state, 'details', { referralDetails: 'My hours were cut and I am behind with the rent.' }, gateway))
    .state;
  return (await go(state, 'contact', contact, gateway)).state;
}

describe('journeys/referral.json', () => {
  it('loads without a single lint problem, with known widgets and message keys', () => {
    expect(
      loadJourney(journeyJson, {
        validateSchema: createSchemaValidator(),
        widgets: WIDGET_NAMES,
        messageKeys: Object.keys(locale),
      }).problems,
    ).toEqual([]);
  });

  it('declares only effects the registry implements and only context the portal provides', () => {
    expect(
      Object.keys(journey.definition.effects ?? {}).filter((name) => !Object.hasOwn(effectRegistry, name)),
    ).toEqual([]);
    expect(unavailableContext(journey.definition)).toEqual([]);
    for (const declaration of Object.values(journey.definition.context ?? {}))
      expect(declaration.description.length).toBeGreaterThan(20);
  });

  it('walks consent → reasons → details → contact → review → confirmation and sends the spec payload', async () => {
    const gateway = fakeReferralClient();
    let state = start();
    expect(computePath(journey, state).current).toBe('consent');

    let pressed = await go(state, 'consent', { referralFor: 'Myself' }, gateway);
    expect(pressed.destination).toEqual({ kind: 'step', stepId: 'reasons', route: '/enquiryreason' });

    state = await show(pressed.state, 'reasons', gateway);
    const reasonLabels = describeStep(journey, state, 'reasons').fields[0]?.options?.map((option) => option.label);
    expect(reasonLabels).toEqual([
      { text: 'Help paying my rent' },
      { text: 'Benefits advice' },
      { text: 'Debt advice' },
    ]);

    pressed = await go(state, 'reasons', { referralReasons: ['3', '1'] }, gateway);
    expect(pressed.destination).toMatchObject({ stepId: 'details', route: '/additionalenquirydetails' });
    pressed = await go(pressed.state, 'details', { referralDetails: 'My hours were cut.' }, gateway);
    expect(pressed.destination).toMatchObject({ stepId: 'contact', route: '/ContactDetails' });
    pressed = await go(pressed.state, 'contact', { contactChoice: 'stored' }, gateway);
    expect(pressed.destination).toEqual({ kind: 'step', stepId: 'review', route: '/enquiryreview' });

    expect(gateway.createFinancialEnquiry).not.toHaveBeenCalled();
    pressed = await go(pressed.state, 'review', {}, gateway);
    expect(pressed.destination).toEqual({ kind: 'step', stepId: 'confirmation', route: '/enquiryconfirmation' });
    expect(gateway.createFinancialEnquiry).toHaveBeenCalledTimes(1);
    const [customerId, accountId, enquiry, operationKey] = gateway.createFinancialEnquiry.mock.calls[0] ?? [];
    expect([customerId, accountId]).toEqual(['C1', 'A-REN']);
    expect(enquiry).toEqual({
      additionalDetails: 'My hours were cut.',
      referralReason: ['Debt advice', 'Help paying my rent'],
      referralFor: 'Myself',
      assetIdentifier: 'P1',
      serviceRequestType: 'financialinclusionenquiry',
      preferredContact: {
        personName: 'Alex Morgan',
        relationship: 'Customer',
        phoneNumber: '07700900101',
        phoneNumberType: 'mobilePhone',
      },
    });
    expect(operationKey).toMatch(/^financial-enquiry-/);
    expect(pressed.state.effects.referral).toEqual({ serviceRequestIdentifier: 'SR-1', accountIdentifier: 'A-REN' });
  });

  it('Finish on the confirmation returns home and clears the referral', async () => {
    const gateway = fakeReferralClient();
    const { state } = await go(await toReview(gateway), 'review', {}, gateway);
    expect(computePath(journey, state)).toMatchObject({ current: 'confirmation', complete: true });
    expect(journey.definition.steps.find((step) => step.id === 'confirmation')?.actions).toMatchObject({
      back: false,
      continueLabel: 'Financial_finish',
    });
    expect(nextStep(journey, state, 'confirmation')).toEqual({ kind: 'exit', route: '/customer360View' });
    expect(exitPlan(journey, state, 'exit')).toMatchObject({ to: '/customer360View', clearDraft: true, effects: [] });
  });

  it('redirects a page whose earlier answers are missing to the first page still to answer', async () => {
    const gateway = fakeReferralClient();
    expect(canVisit(journey, start(), 'reasons')).toEqual({
      allowed: false,
      redirect: { kind: 'step', stepId: 'consent', route: '/enquiryconsent' },
    });
    const consented = await show(
      (await go(start(), 'consent', { referralFor: 'Other' }, gateway)).state,
      'reasons',
      gateway,
    );
    expect(canVisit(journey, consented, 'reasons')).toEqual({ allowed: true });
    expect(canVisit(journey, consented, 'details')).toEqual({
      allowed: false,
      redirect: { kind: 'step', stepId: 'reasons', route: '/enquiryreason' },
    });
    expect(canVisit(journey, consented, 'review')).toMatchObject({ allowed: false, redirect: { stepId: 'reasons' } });
    expect(canVisit(journey, consented, 'confirmation')).toMatchObject({
      allowed: false,
      redirect: { stepId: 'reasons' },
    });
  });

  it('goes back from contact details to the details page', async () => {
    const gateway = fakeReferralClient();
    const state = await toReview(gateway);
    expect(previousStep(journey, state, 'contact')).toEqual({
      kind: 'step',
      stepId: 'details',
      route: '/additionalenquirydetails',
    });
    expect(previousStep(journey, state, 'details')).toMatchObject({ stepId: 'reasons' });
  });

  it('lists the answers on the review page with a change link to each page, and a change returns to the review', async () => {
    const gateway = fakeReferralClient();
    const state = await toReview(gateway);
    const rows = summariseAnswers(journey, state, 'review');
    expect(rows.map((row) => [row.label, row.display, row.changeRoute])).toEqual([
      ['Financial_summary_for', ['Financial_for_myself'], '/enquiryconsent'],
      ['Financial_summary_reasons', [{ text: 'Debt advice' }, { text: 'Help paying my rent' }], '/enquiryreason'],
      [
        'Financial_summary_details',
        [{ text: 'My hours were cut and I am behind with the rent.' }],
        '/additionalenquirydetails',
      ],
      [
        'Financial_summary_contact',
        [{ key: 'Financial_contact_use_number_on_file', params: { phone: '07700 900101' } }],
        '/ContactDetails',
      ],
    ]);
    const changed = await go(state, 'reasons', { referralReasons: ['2'] }, gateway, 'review');
    expect(changed.destination).toEqual({ kind: 'step', stepId: 'review', route: '/enquiryreview' });
  });

  it('sends another person and number when chosen, and never an abandoned one', async () => {
    const gateway = fakeReferralClient();
    const other = {
      contactChoice: 'other',
      otherPhone: '02079460101',
      contactName: "Siobhán O'Neill",
      contactRelationship: 'Friend or Family',
    };
    let state = await toReview(gateway, other);
    expect(summariseAnswers(journey, state, 'review').map((row) => row.fieldId)).toEqual([
      'referralFor',
      'referralReasons',
      'referralDetails',
      'contactChoice',
      'otherPhone',
      'contactName',
      'contactRelationship',
    ]);
    // The review writes the number as the contact step and the confirmation do; what is sent stays as typed.
    expect(summariseAnswers(journey, state, 'review').find((row) => row.fieldId === 'otherPhone')).toMatchObject({
      label: 'Financial_summary_phone',
      value: '02079460101',
      display: [{ text: '020 7946 0101' }],
    });
    await go(state, 'review', {}, gateway);
    expect(gateway.createFinancialEnquiry.mock.calls[0]?.[2].preferredContact).toEqual({
      personName: "Siobhán O'Neill",
      relationship: 'Friend or Family',
      phoneNumber: '02079460101',
      phoneNumberType: 'homePhone',
    });

    // Back to contact details, switch to the number on file: the other person's details stay in the draft but are not
    // sent.
    state = (await go(state, 'contact', { ...other, contactChoice: 'stored' }, gateway, 'review')).state;
    await go(state, 'review', {}, gateway);
    expect(gateway.createFinancialEnquiry.mock.calls[1]?.[2].preferredContact).toEqual({
      personName: 'Alex Morgan',
      relationship: 'Customer',
      phoneNumber: '07700900101',
      phoneNumberType: 'mobilePhone',
    });
  });

  it('sends the resident to /repairJourneyErrorPage with Financial_API_Error when the enquiry cannot be sent, after one retry with the same key', async () => {
    const gateway = fakeReferralClient();
    gateway.createFinancialEnquiry.mockRejectedValue(
      new GatewayHttpError({
        status: 503,
        title: 'Server Error',
        errors: [],
        correlationId: 'c',
        method: 'POST',
        path: '/customer/C1/account/A-REN/servicerequest',
      }),
    );
    const pressed = await pressContinue(await toReview(gateway), 'review', {}, gateway);
    expect(pressed.kind).toBe('failed');
    const policy = pressed.kind === 'failed' ? pressed.request.onError : {};
    expect(policy.errorPage && journey.definition.errorPages?.[policy.errorPage]).toEqual({
      route: '/repairJourneyErrorPage',
      message: 'Financial_API_Error',
    });
    const keys = gateway.createFinancialEnquiry.mock.calls.map((call) => call[3]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(computePath(journey, pressed.state).current).toBe('review');
  });

  it('goes to the error page when the reasons cannot be loaded', async () => {
    const gateway = fakeReferralClient();
    gateway.getReferralReasons.mockRejectedValue(new Error('offline'));
    const state = (await go(start(), 'consent', { referralFor: 'Myself' }, gateway)).state;
    const [request] = effectsOnEnter(journey, state, 'reasons');
    expect(request && (await runEffect(request, environment(gateway))).ok).toBe(false);
    expect(journey.definition.errorPages?.[request?.onError.errorPage ?? '']).toEqual({
      route: '/repairJourneyErrorPage',
      message: 'Financial_reasons_Error',
    });
  });
});

describe('referral messages', () => {
  const gateway = fakeReferralClient();
  const fieldOf = (stepId: string, fieldId: string) => {
    const field = describeStep(journey, start(), stepId).fields.find((f) => f.definition.id === fieldId)?.definition;
    if (!field) throw new Error(`no field ${fieldId}`);
    return field;
  };
  const atContact = () => toReview(gateway);
  const contactIssues = async (values: Answers, phase: 'continue' | 'typing' = 'continue') =>
    codes(validateStep(journey, applyAnswers(journey, await atContact(), 'contact', values), 'contact', { phase }));

  it('Financial_FI017a: who the advice is for must be chosen', () => {
    expect(codes(validateStep(journey, start(), 'consent', { phase: 'continue' }))).toEqual([
      'referralFor:Financial_FI017a:error',
    ]);
  });

  it('Financial_FI008a: at least one reason must be chosen', async () => {
    const state = (await go(start(), 'consent', { referralFor: 'Myself' }, gateway)).state;
    const pressed = await pressContinue(state, 'reasons', { referralReasons: [] }, gateway);
    expect(pressed.kind === 'invalid' && codes(pressed.issues)).toEqual(['referralReasons:Financial_FI008a:error']);
  });

  it('Financial_FI005: the details are required, and spaces alone do not count', async () => {
    const state = (
      await go(
        (await go(start(), 'consent', { referralFor: 'Myself' }, gateway)).state,
        'reasons',
        { referralReasons: ['1'] },
        gateway,
      )
    ).state;
    for (const referralDetails of ['', '   ']) {
      const pressed = await pressContinue(state, 'details', { referralDetails }, gateway);
      expect(pressed.kind === 'invalid' && codes(pressed.issues)).toEqual(['referralDetails:Financial_FI005:error']);
    }
  });

  it('Financial_FI009: a warning at 1500 characters while typing, and longer text is cut to 1500', () => {
    const details = fieldOf('details', 'referralDetails');
    const state = start();
    const typing = (text: string) =>
      codes(validateStep(journey, state, 'details', { phase: 'typing', values: { referralDetails: text } }));
    expect(typing('a'.repeat(1499))).toEqual([]);
    expect(typing('a'.repeat(1500))).toEqual(['referralDetails:Financial_FI009:warning']);
    const pasted = sanitiseValue(details, 'b'.repeat(1600));
    expect(pasted.value).toBe('b'.repeat(1500));
    expect(codes(pasted.issues)).toEqual(['referralDetails:Financial_FI009:warning']);
    expect(details.uiOptions).toMatchObject({ characterCount: 1500 });
  });

  it('Financial_BC009: & * % ! < > are stripped while typing, but web addresses are left alone', () => {
    const details = fieldOf('details', 'referralDetails');
    const typed = sanitiseValue(
      details,
      'Rent & bills <late>! 50% more * see https://example.org/help?a=1&b=2 or www.example.org/x!',
    );
    expect(typed.value).toBe('Rent  bills late 50 more  see https://example.org/help?a=1&b=2 or www.example.org/x!');
    expect(codes(typed.issues)).toEqual(['referralDetails:Financial_BC009:warning']);
    expect(sanitiseValue(details, 'Nothing to strip here').issues).toEqual([]);
  });

  it('Financial_FI016c: another number must be given when chosen', async () => {
    expect(
      await contactIssues({ contactChoice: 'other', otherPhone: '', contactName: 'Sam', contactRelationship: 'Other' }),
    ).toEqual(['otherPhone:Financial_FI016c:error']);
  });

  it('SSR002: the number must be 11 digits starting with 0; other characters are dropped and the 12th digit cut while typing', async () => {
    for (const otherPhone of ['0770090010', '17700900101']) {
      expect(
        await contactIssues({ contactChoice: 'other', otherPhone, contactName: 'Sam', contactRelationship: 'Other' }),
      ).toEqual(['otherPhone:SSR002:error']);
    }
    const phone = fieldOf('contact', 'otherPhone');
    const typed = sanitiseValue(phone, '07700 900-1012345');
    expect(typed.value).toBe('07700900101');
    expect(codes(typed.issues)).toEqual(['otherPhone:SSR002:warning', 'otherPhone:SSR002:warning']);
    expect(sanitiseValue(phone, '07700900101').issues).toEqual([]);
  });

  it('Case_CC011: the name is required and may hold only letters, hyphens, apostrophes and spaces', async () => {
    const other = { contactChoice: 'other', otherPhone: '07700900999', contactRelationship: 'Friend or Family' };
    expect(await contactIssues({ ...other, contactName: '' })).toEqual(['contactName:Case_CC011:error']);
    expect(await contactIssues({ ...other, contactName: 'R2-D2' }, 'typing')).toEqual(['contactName:Case_CC011:error']);
    expect(await contactIssues({ ...other, contactName: "Siobhán O'Neill-Smith" })).toEqual([]);
  });

  it('with the number on file chosen, no name, relationship or number is asked for', async () => {
    expect(await contactIssues({ contactChoice: 'stored' })).toEqual([]);
    const visible = describeStep(
      journey,
      applyAnswers(journey, await atContact(), 'contact', { contactChoice: 'stored' }),
      'contact',
    ).fields.filter((f) => f.visible);
    expect(visible.map((f) => f.definition.id)).toEqual(['contactChoice']);
  });

  it('without a number on file, asks straight away for a number, a name and a relationship', () => {
    const noPhone = start({ ...CONTEXT, customer: { name: 'Chris Lambert', phoneNumber: '' } });
    const visible = describeStep(journey, noPhone, 'contact').fields.filter((f) => f.visible);
    expect(visible.map((f) => f.definition.id)).toEqual(['otherPhone', 'contactName', 'contactRelationship']);
    expect(codes(validateStep(journey, noPhone, 'contact', { phase: 'continue' }))).toEqual([
      'otherPhone:Financial_FI016c:error',
      'contactName:Case_CC011:error',
      'contactRelationship:Financial_relationship_required:error',
    ]);
  });
});
