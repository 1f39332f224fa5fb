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

  it('notices a widget\'s own removal once, however often it reports it', () => {
    const once = noticeTyping(noticeTyping(NO_FORM_MESSAGES, 'name', 'TEST_name_stripped'), 'name', 'TEST_name_stripped');
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
