import { describe, expect, it } from 'vitest';
import { readEnglish } from '../../tools/locale-files.mjs';
import { describeStep, loadJourney, messageParts, type Journey } from '../../src/engine';
import { placeMessages } from '../../src/journey/page-messages';
import { sessionJourney } from './session/session-journey';
import { validateSchema } from '../engine/support/journeys';

// A message's presentation (decision 0026): the journey says how a block or warning is shown; a list is its locale
// text split on question marks (repairs.md §8), which the lint checks the text is written for.
const english = readEnglish(process.cwd());

function journeyWith(presentation: unknown, message = 'E21'): Journey {
  return {
    $schema: '../schemas/journey.schema.json',
    id: 'presentation-test',
    version: 1,
    title: 'journey_continue',
    steps: [
      {
        id: 'reason',
        route: '/t/reason',
        kind: 'question',
        title: 'journey_continue',
        fields: [
          {
            id: 'reason',
            schema: { type: 'string' },
            widget: 'radios',
            label: 'journey_continue',
            options: [{ value: 'gas', label: 'journey_continue' }],
          },
        ],
        blocking: [
          {
            when: { '===': [{ var: 'answers.reason' }, 'gas'] },
            message,
            mode: 'disable-continue',
            field: 'reason',
            presentation,
          },
        ],
        warnings: [{ message, presentation }],
        next: [{ to: '@exit' }],
      },
    ],
    exit: { to: '/home', clearDraft: true },
  } as unknown as Journey;
}

const problems = (json: Journey) => {
  const result = loadJourney(json, { validateSchema, messageKeys: Object.keys(english), messageTexts: english });
  return result.problems.map((problem) => `${problem.code} ${problem.pointer}`);
};

describe('a message shown as a list', () => {
  it('is its text split on question marks: the lead, then the steps', () => {
    expect(messageParts('If you smell gas:? Call 0800 111 999.?Open windows. ?')).toEqual({
      lead: 'If you smell gas:',
      items: ['Call 0800 111 999.', 'Open windows.'],
    });
    expect(messageParts('No steps here.')).toEqual({ lead: 'No steps here.', items: [] });
  });

  it('has E21 and SSR037 written for the split, and the lint accepts them', () => {
    expect(messageParts(english.E21!).items.length).toBeGreaterThanOrEqual(3);
    expect(messageParts(english.SSR037!).items.length).toBeGreaterThanOrEqual(3);
    expect(problems(journeyWith({ as: 'warning', list: 'bulleted' }))).toEqual([]);
    expect(problems(journeyWith({ as: 'warning', list: 'numbered' }, 'SSR037'))).toEqual([]);
  });

  it('is refused by the lint when its text has no steps, and by the schema when the presentation is unknown', () => {
    expect(problems(journeyWith({ list: 'bulleted' }, 'SSR068'))).toEqual([
      'JOURNEY_MESSAGE_NOT_A_LIST /steps/0/blocking/0/presentation/list',
      'JOURNEY_MESSAGE_NOT_A_LIST /steps/0/warnings/0/presentation/list',
    ]);
    expect(problems(journeyWith({ as: 'inset' }, 'SSR068'))).toEqual([]);
    expect(problems(journeyWith({ as: 'banner' }))[0]).toMatch(/^JOURNEY_SCHEMA /);
  });
});

describe("where a step's messages go", () => {
  const journey = sessionJourney(journeyWith({ as: 'warning', list: 'bulleted' }));
  const state = { answers: {}, context: {}, effects: {} };

  it('carries the presentation the journey declares with the block and the warning', () => {
    const view = describeStep(journey, state, 'reason', { reason: 'gas' });
    expect(view.block?.presentation).toEqual({ as: 'warning', list: 'bulleted' });
    expect(view.warnings[0]?.presentation).toEqual({ as: 'warning', list: 'bulleted' });
  });

  it('puts a block beside its field, a page warning under the heading, or with the question when it is the heading', () => {
    const view = describeStep(journey, state, 'reason', { reason: 'gas' });
    const notice = { code: 'TEST_removed', field: 'reason', severity: 'warning' as const, rule: 'typing' };
    const pageError = { code: 'TEST_page', field: null, severity: 'error' as const, rule: 'logic' };
    const underTitle = placeMessages(view, { typing: { reason: [notice] }, pageIssues: [pageError] });
    expect(underTitle.page.map((m) => `${m.kind} ${m.code}`)).toEqual(['error TEST_page', 'warning E21']);
    expect(underTitle.fields.reason?.map((m) => `${m.kind} ${m.code}`)).toEqual(['block E21', 'warning TEST_removed']);
    const underQuestion = placeMessages(view, {
      typing: { reason: [notice] },
      pageIssues: [pageError],
      headingField: 'reason',
    });
    expect(underQuestion.page).toEqual([]);
    expect(underQuestion.fields.reason?.map((m) => `${m.kind} ${m.code}`)).toEqual([
      'block E21',
      'warning TEST_removed',
      'error TEST_page',
      'warning E21',
    ]);
  });

  it('shows a confirm-to-continue block only once confirmed, with "Press Continue again"', () => {
    const confirmJourney = sessionJourney({
      ...journeyWith(undefined),
      steps: [
        {
          ...journeyWith(undefined).steps[0]!,
          blocking: [
            {
              when: { '===': [{ var: 'answers.reason' }, 'gas'] },
              message: 'SSR045',
              mode: 'confirm-to-continue',
              field: 'reason',
            },
          ],
          warnings: [],
        },
      ],
    });
    const unconfirmed = describeStep(confirmJourney, state, 'reason', { reason: 'gas' });
    expect(placeMessages(unconfirmed).fields).toEqual({});
    const confirmed = describeStep(
      confirmJourney,
      { ...state, answers: { reason: 'gas' }, confirmations: { reason: true } },
      'reason',
      { reason: 'gas' },
    );
    expect(placeMessages(confirmed).fields.reason).toEqual([{ kind: 'block', code: 'SSR045', pressAgain: true }]);
  });

  it('puts a message about a field the page does not show with the page', () => {
    const view = describeStep(journey, state, 'reason', { reason: 'gas' });
    const hidden = { ...view, fields: view.fields.map((field) => ({ ...field, visible: false })) };
    expect(placeMessages(hidden).page.map((m) => m.code)).toEqual(['E21', 'E21']);
  });
});
