import { describe, expect, it } from 'vitest';
import { loadJourney, type ConfigProblem } from '../../src/engine';
import { optionLiteralProblems } from '../../src/engine/lint/option-literals';
import { placeholderProblems } from '../../src/engine/lint/text-placeholders';
import type { Journey } from '../../schemas/generated/journey';
import { readJourney, validateSchema } from './support/journeys';

// Issue 16 §1: what an analyst writes is never silently wrong. Each mistake below passed the lint before and did
// the wrong thing for every resident; each now gives one problem, with a code, a pointer and what to do.

type Edit = (journey: Journey) => void;

function referral(edit: Edit): Journey {
  const journey = structuredClone(readJourney('referral')) as Journey;
  edit(journey);
  return journey;
}

function problemsOf(
  edit: Edit,
  options: { widgets?: string[]; messageTexts?: Record<string, string> } = {},
): ConfigProblem[] {
  const result = loadJourney(referral(edit), { validateSchema, ...options });
  return result.ok ? [] : [...result.problems];
}

const step = (journey: Journey, id: string) => {
  const found = journey.steps.find((s) => s.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('the lint of conditions (json-logic shape)', () => {
  it('refuses an object with two operators, which json-logic reads as a fixed true', () => {
    const problems = problemsOf((j) => {
      step(j, 'contact').blocking = [
        {
          when: { '===': [{ var: 'answers.contactChoice' }, 'other'], '!': [true] },
          message: 'Case_CC010',
          mode: 'stop',
        },
      ];
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'JOURNEY_LOGIC_SHAPE', pointer: '/steps/3/blocking/0/when' });
    expect(problems[0]?.message).toContain('exactly one operator');
    expect(problems[0]?.message).toContain('{"and": [{"===": …}, {"!": …}]}');
  });

  it('refuses a group of values with operations inside, which json-logic would pass on unworked', () => {
    const problems = problemsOf((j) => {
      step(j, 'review').onExit![0]!.input = {
        who: { name: { var: 'answers.contactName' }, phone: { var: 'answers.otherPhone' } },
      };
    });
    expect(problems.map((p) => [p.code, p.pointer])).toEqual([['JOURNEY_LOGIC_SHAPE', '/steps/4/onExit/0/input/who']]);
  });

  it('names the operator meant, and lists the operators, for a misspelt one', () => {
    const problems = problemsOf((j) => {
      step(j, 'contact').fields![1]!.when = { includes_any: [{ var: 'answers.contactChoice' }, ['other']] };
    });
    expect(problems.map((p) => p.code)).toEqual(['JOURNEY_UNKNOWN_OPERATOR']);
    expect(problems[0]?.message).toMatch(
      /^"includes_any" is not an operator\. Did you mean "includes-any"\? The operators are "var", .*"format-phone"/,
    );
    const equals = problemsOf((j) => {
      step(j, 'contact').fields![1]!.when = { '=': [{ var: 'answers.contactChoice' }, 'other'] };
    });
    expect(equals[0]?.message).toContain('Did you mean "==="?');
  });
});

describe('the lint of a literal compared with an answer that has fixed choices', () => {
  // A journey tools' check: the journey still loads (and runs as written), the lint and the studio say why it is wrong.
  const problemsOf = (edit: Edit): ConfigProblem[] => {
    const journey = referral(edit);
    expect(loadJourney(journey, { validateSchema }).ok).toBe(true);
    return optionLiteralProblems(journey);
  };

  it('reports a value that is not one of the options, with the one meant', () => {
    const problems = problemsOf((j) => {
      step(j, 'contact').fields![1]!.when = { '===': [{ var: 'answers.contactChoice' }, 'Other'] };
    });
    expect(problems).toEqual([
      {
        code: 'JOURNEY_UNKNOWN_OPTION_VALUE',
        pointer: '/steps/3/fields/1/when/===/1',
        message:
          '"Other" is not a value "contactChoice" can have, so this comparison is never true. Its values are "stored", "other"; did you mean "other"? Values must match exactly: the same capitals, and text ("true") is not the same as true.',
      },
    ]);
  });

  it('checks both sides, !==, "in" with a list of choices, a choice "in" a list answer, and includes-any', () => {
    const problems = problemsOf((j) => {
      const contact = step(j, 'contact');
      contact.fields![1]!.when = { '!==': ['stord', { var: 'answers.contactChoice' }] };
      contact.fields![2]!.when = { in: [{ var: 'answers.contactChoice' }, ['other', 'sotred']] };
      step(j, 'details').when = { 'includes-any': [{ var: 'answers.referralFor' }, ['Myself', 'myself']] };
    });
    expect(problems.map((p) => [p.code, p.pointer])).toEqual(
      [
        ['JOURNEY_UNKNOWN_OPTION_VALUE', '/steps/2/when/includes-any/1/1'],
        ['JOURNEY_UNKNOWN_OPTION_VALUE', '/steps/3/fields/1/when/!==/0'],
        ['JOURNEY_UNKNOWN_OPTION_VALUE', '/steps/3/fields/2/when/in/1/1'],
      ].sort((a, b) => (a[1]! < b[1]! ? -1 : 1)),
    );
    expect(problems.map((p) => /did you mean "(\w+)"/.exec(p.message)?.[1])).toEqual(
      expect.arrayContaining(['stored', 'Myself']),
    );
  });

  it('says text is not true: a yes/no answer compared with "true"', () => {
    const problems = problemsOf((j) => {
      step(j, 'details').fields!.push({
        id: 'urgent',
        schema: { type: 'boolean' },
        widget: 'yes-no',
        label: 'Financial_details_title',
      });
      step(j, 'contact').when = { '===': [{ var: 'answers.urgent' }, 'true'] };
    });
    expect(problems.map((p) => p.code)).toEqual(['JOURNEY_UNKNOWN_OPTION_VALUE']);
    expect(problems[0]?.message).toContain('Its values are true, false; did you mean true?');
  });

  it('leaves free answers alone, and passes values that are options', () => {
    expect(
      problemsOf((j) => {
        step(j, 'contact').fields![2]!.when = { '===': [{ var: 'answers.referralDetails' }, 'anything'] };
        step(j, 'contact').fields![1]!.when = { in: [{ var: 'answers.contactChoice' }, ['other', 'stored']] };
      }),
    ).toEqual([]);
  });
});

describe('the lint of {placeholders} against the values given', () => {
  const messageTexts = {
    Financial_consent_title: 'Who is it for, {name}?',
    Financial_FI017a: 'Select who the advice is for',
    Case_CC010: 'Select a number',
    Contact_title: 'How can we contact you?',
  };
  const keyed = (key: string, params: Record<string, unknown>) => ({ key, params });

  it('reports a placeholder with no value, which the resident would read as "{name}"', () => {
    const problems = problemsOf(() => undefined, { messageTexts });
    expect(problems).toEqual([
      expect.objectContaining({ code: 'JOURNEY_TEXT_PARAM_MISSING', pointer: '/steps/0/title' }),
    ]);
    expect(problems[0]?.message).toContain(
      'has the placeholder {name}, but no value is given for it, so the resident would read "{name}"',
    );
  });

  it('reports a misspelt value once, at the value, with the name the text uses', () => {
    const problems = problemsOf(
      (j) => {
        step(j, 'consent').title = keyed('Financial_consent_title', { nmae: { var: 'context.customer.phoneNumber' } });
      },
      { messageTexts },
    );
    expect(problems).toEqual([
      {
        code: 'JOURNEY_TEXT_PARAM_MISSING',
        pointer: '/steps/0/title/params/nmae',
        message:
          'The text "Financial_consent_title" has the placeholder {name}, but the value is named "nmae": rename it "name".',
      },
    ]);
  });

  it("counts a rule's own params for its message, and passes a text given all its values", () => {
    const texts = { ...messageTexts, Financial_FI017a: 'Select one of {count}' };
    expect(
      problemsOf(
        (j) => {
          step(j, 'consent').title = keyed('Financial_consent_title', {
            name: { var: 'context.customer.phoneNumber' },
          });
          step(j, 'consent').fields![0]!.validation = [
            { rule: 'required', message: 'Financial_FI017a', params: { count: 2 } },
          ];
        },
        { messageTexts: texts },
      ),
    ).toEqual([]);
  });

  it('warns (for the journey tools) about a value the text never uses', () => {
    const journey = referral((j) => {
      step(j, 'consent').title = keyed('Financial_consent_title', {
        name: { var: 'context.customer.phoneNumber' },
        phone: { var: 'context.customer.phoneNumber' },
      });
    });
    expect(placeholderProblems(journey, messageTexts)).toEqual([
      expect.objectContaining({
        code: 'JOURNEY_TEXT_PARAM_UNUSED',
        severity: 'warning',
        pointer: '/steps/0/title/params/phone',
      }),
    ]);
    // A warning does not stop the journey loading.
    expect(loadJourney(journey, { validateSchema, messageTexts }).ok).toBe(true);
  });
});

describe('one mistake, one problem', () => {
  it('an unknown target names the step meant, and the steps after it are not also unreachable', () => {
    const problems = problemsOf((j) => {
      step(j, 'consent').next = [{ to: 'reason' }];
    });
    expect(problems).toEqual([
      {
        code: 'JOURNEY_UNKNOWN_TARGET',
        pointer: '/steps/0/next/0/to',
        message: 'No step has the id "reason". Did you mean "reasons"?',
      },
    ]);
    const unlike = problemsOf((j) => {
      step(j, 'consent').next = [{ to: 'nowhere' }];
    });
    expect(unlike.map((p) => p.code)).toEqual(['JOURNEY_UNKNOWN_TARGET']);
    expect(unlike[0]?.message).toBe(
      'No step has the id "nowhere". The steps are "consent", "reasons", "details", "contact", "review" and "confirmation".',
    );
  });

  it('a misspelt target counts as the step it is near, so a step that really has no way in is still reported', () => {
    const problems = problemsOf((j) => {
      step(j, 'consent').next = [{ to: 'reasns' }];
      step(j, 'reasons').next = [{ to: 'contact' }];
    });
    expect(problems.map((p) => [p.code, p.pointer])).toEqual([
      ['JOURNEY_UNKNOWN_TARGET', '/steps/0/next/0/to'],
      ['JOURNEY_UNREACHABLE_STEP', '/steps/2'],
    ]);
  });

  it('a misspelt answer, context path or effect result names the one meant', () => {
    const problems = problemsOf((j) => {
      step(j, 'contact').fields![1]!.when = { '===': [{ var: 'answers.contactChioce' }, 'other'] };
      step(j, 'contact').fields![2]!.when = { '!': [{ var: 'context.customer.phoneNumbr' }] };
    });
    expect(problems.map((p) => p.message)).toEqual([
      '"answers.contactChioce" reads an answer no step asks for. Did you mean "contactChoice"?',
      '"context.customer.phoneNumbr" is not declared in the journey\'s "context". Did you mean "customer.phoneNumber"?',
    ]);
  });

  it('a misspelt field in clears or a block names the one meant', () => {
    const problems = problemsOf((j) => {
      step(j, 'consent').fields![0]!.clears = ['contactChioce'];
      step(j, 'contact').blocking = [
        {
          when: { '===': [{ var: 'answers.contactChoice' }, 'other'] },
          message: 'Case_CC010',
          mode: 'stop',
          field: 'otherPhon',
        },
      ];
    });
    expect(problems.map((p) => p.message)).toEqual([
      '"contactChioce" is not a field id, "@step:<id>" of a known step, "@later" or "@later-pages". Did you mean "contactChoice"?',
      'Step "contact" has no field "otherPhon". Did you mean "otherPhone"?',
    ]);
  });

  it('"@later-pages" only on a generated step, and the context\'s error page must exist', () => {
    const problems = problemsOf((j) => {
      step(j, 'consent').fields![0]!.clears = ['@later-pages'];
      j.contextErrorPage = 'genric';
    });
    expect(problems.map((p) => [p.code, p.pointer])).toEqual([
      ['JOURNEY_UNKNOWN_FIELD', '/steps/0/fields/0/clears/0'],
      ['JOURNEY_UNKNOWN_TARGET', '/contextErrorPage'],
    ]);
  });

  it('a step nothing leads to is still unreachable', () => {
    const problems = problemsOf((j) => {
      step(j, 'consent').next = [{ to: 'details' }];
    });
    expect(problems.map((p) => [p.code, p.pointer])).toEqual([['JOURNEY_UNREACHABLE_STEP', '/steps/1']]);
  });

  it('an unknown widget lists the widgets, and an undeclared effect the declared ones', () => {
    const widgets = problemsOf(
      (j) => {
        step(j, 'consent').fields![0]!.widget = 'radio';
      },
      { widgets: ['radios', 'checkboxes', 'text', 'textarea', 'tel'] },
    );
    expect(widgets.map((p) => p.message)).toEqual([
      'No widget is registered as "radio". Did you mean "radios"? The widgets are "checkboxes", "radios", "tel", "text" and "textarea".',
    ]);
    const effects = problemsOf((j) => {
      step(j, 'review').onExit![0]!.effect = 'referral.submitt';
    });
    expect(effects.map((p) => [p.code, p.message])).toEqual([
      [
        'JOURNEY_UNKNOWN_EFFECT',
        'Effect "referral.submitt" is not declared in the journey\'s "effects". Did you mean "referral.submit"? Declare it there, or use one that is: "referral.loadReasons" and "referral.submit".',
      ],
    ]);
  });
});
