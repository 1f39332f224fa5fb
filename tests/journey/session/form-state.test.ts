import { describe, expect, it } from 'vitest';
import { describeStep } from '../../../src/engine';
import {
  afterContinue,
  leaveField,
  noticeTyping,
  NO_FORM_MESSAGES,
  startForm,
  submittedValues,
  typeInto,
  typingErrors,
  typingMessages,
  typingWarnings,
} from '../../../src/journey/session';
import { sessionJourney } from './session-journey';

const journey = sessionJourney();
const state = { answers: {}, context: {}, effects: {} };
const view = describeStep(journey, state, 'name');

describe('the form state of a question page', () => {
  it('starts from what the page shows, with what was typed there before over it', () => {
    expect(startForm(view).values).toEqual({ name: undefined });
    expect(startForm(view, { name: 'Al' }).values).toEqual({ name: 'Al' });
  });

  it('removes characters a field strips as they are typed, and says so until Continue', () => {
    const typed = typeInto(journey, state, 'name', startForm(view), { name: 'Al<' });
    expect(typed.values.name).toBe('Al');
    expect(typingWarnings(typed).map((issue) => issue.code)).toEqual(['TEST_name_stripped']);
    // The notice stays while the resident types on: the removed character cannot come back.
    const more = typeInto(journey, state, 'name', typed, { name: 'Alex' });
    expect(typingMessages(more).map((issue) => issue.code)).toEqual(['TEST_name_stripped']);
    expect(afterContinue(more, []).typing).toEqual({});
  });

  it("notices a widget's own removal once, however often it reports it", () => {
    const once = noticeTyping(
      noticeTyping(NO_FORM_MESSAGES, 'name', 'TEST_name_stripped'),
      'name',
      'TEST_name_stripped',
    );
    expect(typingMessages(once)).toHaveLength(1);
  });

  it('tidies a field when the resident leaves it, and submits values through strip rules and normalisation', () => {
    const typed = { ...startForm(view), values: { name: '  Alex  ' } };
    expect(leaveField(view, typed, 'name').values.name).toBe('Alex');
    expect(submittedValues(view, { name: ' A<l>ex ' })).toEqual({ name: 'Alex' });
  });

  it('counts refused Continues, so the error summary takes focus again on each', () => {
    const issue = { code: 'TEST_name_required', field: 'name', severity: 'error' as const, rule: 'required' };
    const once = afterContinue(NO_FORM_MESSAGES, [issue]);
    expect(afterContinue(once, [issue]).attempt).toBe(2);
    expect(afterContinue(once, []).issues).toEqual([]);
  });
});

// portal.md §5 "Clearing a field removes its error" (decision 0026): the refusals of the last Continue go as the
// values put them right, and a notice that characters were removed goes once it has done its work.
const fixingDocument = {
  $schema: '../schemas/journey.schema.json',
  id: 'fixing-test',
  version: 1,
  title: 'TEST_title',
  steps: [
    {
      id: 'problem',
      route: '/t/problem',
      kind: 'question',
      title: 'TEST_problem_title',
      fields: [
        {
          id: 'location',
          schema: { type: 'string' },
          widget: 'select',
          label: 'TEST_location',
          options: [{ value: 'Kitchen', label: 'TEST_kitchen' }],
          validation: [{ rule: 'required', message: 'TEST_location_required' }],
        },
        {
          id: 'details',
          schema: { type: 'string' },
          widget: 'textarea',
          label: 'TEST_details',
          normalise: ['trim'],
          validation: [
            {
              rule: 'forbiddenCharacters',
              characters: '&<>',
              strip: true,
              on: 'typing',
              message: 'TEST_details_stripped',
            },
            { rule: 'required', message: 'TEST_details_required' },
            { rule: 'minLength', value: 5, message: 'TEST_details_short' },
          ],
        },
        {
          id: 'other',
          schema: { type: 'string' },
          widget: 'text',
          label: 'TEST_other',
          when: { '===': [{ var: 'answers.location' }, 'Other'] },
          validation: [{ rule: 'required', message: 'TEST_other_required' }],
        },
      ],
      validation: [
        { rule: 'logic', value: { '!==': [{ var: 'answers.details' }, 'same'] }, message: 'TEST_page_rule' },
      ],
      next: [{ to: '@exit' }],
    },
  ],
  exit: { to: '/home', clearDraft: true },
};
const fixing = sessionJourney(fixingDocument);
const fixingView = describeStep(fixing, state, 'problem');
const refused = (field: string | null, code: string, rule = 'required') => ({
  code,
  field,
  severity: 'error' as const,
  rule,
});
const codes = (issues: readonly { code: string }[]) => issues.map((issue) => issue.code);

describe("the last Continue's errors as the resident puts them right", () => {
  const continued = (values: Record<string, unknown>, issues: ReturnType<typeof refused>[]) => ({
    ...startForm(fixingView),
    values,
    ...afterContinue(NO_FORM_MESSAGES, issues),
  });

  it("takes a field's error away as soon as the field holds a value its rules accept, and leaves the others", () => {
    const form = continued({ location: undefined, details: undefined }, [
      refused('location', 'TEST_location_required'),
      refused('details', 'TEST_details_required'),
    ]);
    const chosen = typeInto(fixing, state, 'problem', form, { location: 'Kitchen' });
    expect(codes(chosen.issues)).toEqual(['TEST_details_required']);
    // The summary keeps its place in the count of refused Continues.
    expect(chosen.attempt).toBe(1);
    const typed = typeInto(fixing, state, 'problem', chosen, { details: 'The tap drips' });
    expect(typed.issues).toEqual([]);
  });

  it('adds nothing new: a value that now breaks another rule waits for Continue to say so', () => {
    const form = continued({ details: undefined }, [refused('details', 'TEST_details_required')]);
    const typed = typeInto(fixing, state, 'problem', form, { details: 'Tap' });
    expect(typed.issues).toEqual([]);
    expect(typingErrors(typed)).toEqual({});
  });

  it('keeps an error while the value still breaks its rule, judged on what Continue would send', () => {
    const form = continued({ details: 'Tap' }, [refused('details', 'TEST_details_short', 'minLength')]);
    expect(codes(typeInto(fixing, state, 'problem', form, { details: 'Taps ' }).issues)).toEqual([
      'TEST_details_short',
    ]);
    expect(typeInto(fixing, state, 'problem', form, { details: 'Tap drips' }).issues).toEqual([]);
  });

  it("takes a page rule's error away when the page passes it, and the error of a field the page no longer shows", () => {
    const form = continued({ location: 'Other', details: 'same', other: undefined }, [
      refused(null, 'TEST_page_rule', 'logic'),
      refused('other', 'TEST_other_required'),
    ]);
    const fixed = typeInto(fixing, state, 'problem', form, { details: 'different' });
    expect(codes(fixed.issues)).toEqual(['TEST_other_required']);
    expect(typeInto(fixing, state, 'problem', fixed, { location: 'Kitchen' }).issues).toEqual([]);
  });

  it("takes the schema backstop's refusal away when its field changes (it cannot be checked again here)", () => {
    const form = continued({ location: 'Kitchen', details: 'x' }, [
      refused('details', 'journey_answer_invalid', 'schema'),
    ]);
    expect(codes(typeInto(fixing, state, 'problem', form, { location: 'Kitchen', details: 'x' }).issues)).toEqual([
      'journey_answer_invalid',
    ]);
    expect(typeInto(fixing, state, 'problem', form, { details: 'xy' }).issues).toEqual([]);
  });
});

describe('a notice that typed characters were removed', () => {
  const notices = (form: Parameters<typeof typingWarnings>[0]) => codes(typingWarnings(form));
  const stripped = () => typeInto(fixing, state, 'problem', startForm(fixingView), { details: 'Taps & pipes' });

  it('stays while the resident types on in the field, so it cannot flash by with the next key', () => {
    const form = stripped();
    expect(form.values.details).toBe('Taps  pipes');
    expect(notices(typeInto(fixing, state, 'problem', form, { details: 'Taps  pipes drip' }))).toEqual([
      'TEST_details_stripped',
    ]);
  });

  it('goes when the field is emptied: nothing is left that was changed', () => {
    expect(notices(typeInto(fixing, state, 'problem', stripped(), { details: '' }))).toEqual([]);
  });

  it("goes at the page's first change after the resident left the field, not on leaving (Continue must not move under the pointer)", () => {
    const left = leaveField(fixingView, stripped(), 'details');
    expect(notices(left)).toEqual(['TEST_details_stripped']);
    expect(notices(typeInto(fixing, state, 'problem', left, { location: 'Kitchen' }))).toEqual([]);
    expect(notices(typeInto(fixing, state, 'problem', left, { details: 'Taps and pipes' }))).toEqual([]);
    // Nothing changed (a repeated change event): the notice stays.
    expect(notices(typeInto(fixing, state, 'problem', left, { details: 'Taps  pipes' }))).toEqual([
      'TEST_details_stripped',
    ]);
  });

  it('shows again when the resident, back in the field, types a removed character again', () => {
    const left = leaveField(fixingView, stripped(), 'details');
    const again = typeInto(fixing, state, 'problem', left, { details: 'Taps  pipes <' });
    expect(notices(again)).toEqual(['TEST_details_stripped']);
    expect(again.left).toEqual([]);
    expect(notices(typeInto(fixing, state, 'problem', again, { details: 'Taps  pipes x' }))).toEqual([
      'TEST_details_stripped',
    ]);
  });

  it('from a widget that filters as the resident types is kept until the field is left and the page changes', () => {
    const noticed = { ...startForm(fixingView), ...noticeTyping(NO_FORM_MESSAGES, 'details', 'TEST_details_stripped') };
    const left = leaveField(fixingView, noticed, 'details');
    expect(left.left).toEqual(['details']);
    expect(notices(typeInto(fixing, state, 'problem', left, { details: 'More' }))).toEqual([]);
  });
});
