import { describe, expect, it } from 'vitest';
import { blockingFor, normaliseValue, sanitiseValue, validateStep, type Field } from '../../src/engine';
import { answerAll } from './support/drive';
import { journey, state } from './support/journeys';

const repair = journey('branching');
const referral = journey('referral');
const context = {
  properties: [{ id: 'p1', address: 'a' }],
  toggles: { isDMCEnabledMyPb: 'true', isCovidQuestionRequired: 'true' },
  today: '2025-11-03',
};
const atDetails = answerAll(repair, state({ context }), [
  ['area', { area: 'Block' }],
  ['emergency', { emergency: 'appointment' }],
]);
const codes = (issues: ReturnType<typeof validateStep>) => issues.map((i) => `${i.severity}:${i.code}`);

describe('validateStep', () => {
  it.each([
    ['', ['error:SSR008a']],
    ['   ', ['error:SSR008a']],
    ['Leak <b>', ['error:invalid_characters']],
    ['x'.repeat(189), ['error:maximum_length']],
    ['Tap drips', []],
  ])('on Continue, the description %j gives %j (plus the standing warning)', (description, expected) => {
    const issues = validateStep(repair, atDetails, 'details', { phase: 'continue', values: { description } });
    expect(codes(issues)).toEqual([...expected, 'warning:Additional_Details_Warning']);
  });

  it('checks forbidden characters while typing, but not required or length', () => {
    expect(
      codes(validateStep(repair, atDetails, 'details', { phase: 'typing', values: { description: 'a;b' } })),
    ).toEqual(['error:invalid_characters', 'warning:Additional_Details_Warning']);
    expect(codes(validateStep(repair, atDetails, 'details', { phase: 'typing', values: { description: '' } }))).toEqual(
      ['warning:Additional_Details_Warning'],
    );
  });

  it('carries message parameters', () => {
    const [issue] = validateStep(repair, atDetails, 'details', {
      phase: 'continue',
      values: { description: 'x'.repeat(189) },
    });
    expect(issue).toEqual({
      code: 'maximum_length',
      field: 'description',
      severity: 'error',
      rule: 'maxLength',
      params: { max: 188 },
    });
  });

  it('does not validate hidden fields', () => {
    const s = answerAll(repair, state({ context }), [['area', { area: 'Property' }]]);
    expect(validateStep(repair, s, 'vulnerability', { phase: 'continue', values: { vulnerable: false } })).toEqual([]);
    expect(
      codes(validateStep(repair, s, 'vulnerability', { phase: 'continue', values: { vulnerable: true } })),
    ).toEqual(['error:SSR056']);
  });

  it.each([
    [{}, ['error:Case_CC010']],
    [{ contactChoice: 'other' }, ['error:Financial_FI016c', 'error:Case_CC011']],
    [{ contactChoice: 'other', otherPhone: '12345678901', contactName: "Ann-Marie O'Neil" }, ['error:SSR002']],
    [{ contactChoice: 'other', otherPhone: '02071234567', contactName: 'R2D2' }, ['error:Case_CC011']],
    [{ contactChoice: 'other', otherPhone: '02071234567', contactName: 'Zoë' }, []],
    [{ contactChoice: 'stored', otherPhone: 'ignored', contactName: '' }, []],
  ])('referral contact details %j give %j', (values, expected) => {
    expect(codes(validateStep(referral, state(), 'contact', { phase: 'continue', values }))).toEqual(expected);
  });

  it('checks the referral details length warning while typing', () => {
    const s = answerAll(referral, state({ effects: { referralReasons: [{ id: 'debt', text: 'Debt' }] } }), [
      ['consent', { referralFor: 'Myself' }],
      ['reasons', { referralReasons: ['debt'] }],
    ]);
    expect(
      codes(validateStep(referral, s, 'details', { phase: 'typing', values: { referralDetails: 'x'.repeat(1500) } })),
    ).toEqual(['warning:Financial_FI009']);
    expect(codes(validateStep(referral, s, 'details', { phase: 'continue', values: {} }))).toEqual([
      'error:Financial_FI005',
    ]);
  });
});

describe('sanitiseValue and normaliseValue', () => {
  const details = referral.definition.steps[2]?.fields?.[0] as Field;
  const phone = referral.definition.steps[3]?.fields?.[1] as Field;

  it('strips forbidden characters with a message, keeping web addresses whole', () => {
    expect(sanitiseValue(details, 'I owe 50% & <more>')).toEqual({
      value: 'I owe 50  more',
      issues: [{ code: 'Financial_BC009', field: 'referralDetails', severity: 'warning', rule: 'forbiddenCharacters' }],
    });
    expect(sanitiseValue(details, 'See https://example.org/a?b=1&c=2!').value).toBe(
      'See https://example.org/a?b=1&c=2!',
    );
    expect(sanitiseValue(details, 'Fine text')).toEqual({ value: 'Fine text', issues: [] });
  });

  it('keeps digits and plus only, cut at 11', () => {
    expect(sanitiseValue(phone, '020 7123 4567 89').value).toBe('02071234567');
  });

  it('cuts text at maxLength when the rule strips', () => {
    expect((sanitiseValue(details, 'é'.repeat(1600)).value as string).length).toBe(1500);
  });

  it('normalises line breaks to spaces on leaving a field', () => {
    const caseText: Field = {
      id: 't',
      schema: {},
      widget: 'textarea',
      label: 'l',
      normalise: ['line-breaks-to-spaces', 'trim'],
    };
    expect(normaliseValue(caseText, ' a\nb\r\nc ')).toBe('a b c');
  });
});

describe('blockingFor', () => {
  it.each([
    ['noAccess', { mode: 'disable-continue', message: 'SSR068', field: 'emergency', confirmed: false }],
    ['access', null],
  ])('emergency %s → %j', (emergency, expected) => {
    expect(blockingFor(repair, atDetails, 'emergency', { emergency })).toEqual(expected);
  });
});
