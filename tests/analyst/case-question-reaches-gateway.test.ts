import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import journeySchema from '../../schemas/journey.schema.json';
import { loadJourney, type LoadedJourney } from '../../src/engine';
import type { Fixture } from '../../src/journey-fixtures';
import { registerMessages } from '../../src/shared/i18n';
import { lintRuleFiles, readRuleFiles } from '../../tools/journeys/rules-lint';
import { createSchemaCheck } from '../../tools/fixtures/schema-check';
import { runFixture } from '../../tools/fixtures/run-fixture';
import { loadEffectInputs, loadEffectNames, loadWidgetNames } from '../../tools/journeys/project';
import { createSchemaValidator } from '../../tools/journeys/schema-validator';
import { readEnglish } from '../../tools/locale-files.mjs';
import { root, runCli } from '../tools/support/run-cli';

// Issue 27 §1: a yes/no question an analyst added to the case journey showed on its page and on the review, and its
// answer never reached POST /cases. Here the analyst's edit is made to scratch copies of the data alone — the
// question in journeys/case.json, its row in rules/case-journey-answers.json, its words in the locale — and the
// resident's answer is found in the body the sandbox receives, walked through the real session, effects and gateway.

const scratch = vi.hoisted(() => ({
  table: { description: 'scratch', journey: 'case', answers: [] } as {
    description: string;
    journey: string;
    answers: unknown[];
  },
}));
vi.mock('../../rules/case-journey-answers.json', () => ({ default: scratch.table }));

const QUESTION = 'Have you kept a diary of the noise?';
registerMessages({ case_journey_noise_diary: QUESTION });

interface Step {
  id: string;
  next?: Array<{ to: string }>;
  [key: string]: unknown;
}
const original = JSON.parse(readFileSync(join(root, 'journeys', 'case.json'), 'utf8')) as { steps: Step[] };

/** journeys/case.json with a yes/no question for noise cases only, between the type's questions and the contact. */
function withDiaryQuestion(): { steps: Step[] } {
  const journey = structuredClone(original);
  const at = journey.steps.findIndex((step) => step.id === 'question');
  journey.steps[at]!.next = [{ to: 'noise-diary' }];
  journey.steps.splice(at + 1, 0, {
    id: 'noise-diary',
    route: '/caseNoiseDiary',
    kind: 'question',
    title: 'case_journey_noise_diary',
    when: { '===': [{ var: 'answers.caseTypeId' }, 'CT002'] },
    fields: [
      {
        id: 'keepsDiary',
        schema: { type: 'boolean' },
        widget: 'radios',
        label: 'case_journey_noise_diary',
        options: [
          { value: true, label: 'widget_yes' },
          { value: false, label: 'widget_no' },
        ],
        validation: [{ rule: 'required', message: 'Case_Question_Error' }],
      },
    ],
    next: [{ to: 'contact' }],
  });
  return journey;
}

const diaryRow = {
  answer: 'keepsDiary',
  label: 'case_journey_noise_diary',
  values: { true: 'widget_yes', false: 'widget_no' },
};

function load(json: unknown): LoadedJourney {
  const result = loadJourney(json, { validateSchema: createSchemaCheck(journeySchema) });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.journey;
}

const fixture = (): Fixture =>
  ({
    journey: 'case',
    persona: 'alex',
    description: 'Alex reports noise and says he keeps a diary of it.',
    steps: [
      { at: 'type', answers: { caseTypeId: 'CT002' }, expect: { next: 'question/1' } },
      { at: 'question/1', answers: { case_covid_selfisolating: '2' }, expect: { next: 'question/2' } },
      { at: 'question/2', answers: { case_noise_when: '3' }, expect: { next: 'question/3' } },
      { at: 'question/3', answers: { case_noise_details: 'Loud music most nights' }, expect: { next: 'noise-diary' } },
      { at: 'noise-diary', answers: { keepsDiary: true }, expect: { next: 'contact' } },
      { at: 'contact', answers: { contactChoice: 'stored' }, expect: { next: 'review' } },
      { at: 'review', expect: { next: '@end:created' } },
    ],
    expectSubmission: {
      additionalInfo: [
        { questionId: 'covid_selfisolating' },
        { questionId: 'noise_when' },
        { questionId: 'noise_details' },
        { questionId: 'keepsDiary', questionLabel: QUESTION, responseId: null, responseText: 'Yes' },
      ],
    },
  }) as unknown as Fixture;

const dir = mkdtempSync(join(tmpdir(), 'case-question-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function lintJourney(journey: unknown) {
  writeFileSync(join(dir, 'case.json'), JSON.stringify(journey));
  const [widgets, effects] = await Promise.all([loadWidgetNames(root), loadEffectNames(root)]);
  const result = await runCli(['lint', 'case', '--json', '--dir', dir], {
    widgets,
    effects,
    effectInputs: loadEffectInputs(root),
  });
  return (JSON.parse(result.out) as { problems: Array<{ code: string; pointer: string }> }).problems;
}

describe('a question an analyst adds to the case journey', () => {
  it("reaches the POST /cases body as its words and the answer's, once its row is in the table", async () => {
    scratch.table.answers = [diaryRow];
    const result = await runFixture(fixture(), load(withDiaryQuestion()));
    expect(result.steps.flatMap((step) => step.differences)).toEqual([]);
    expect(result.submission).toEqual([]);
    expect(result.passed).toBe(true);
  });

  it('without its row, is not in the body, and the lint says the answer is sent nowhere', async () => {
    scratch.table.answers = [];
    const result = await runFixture(fixture(), load(withDiaryQuestion()));
    expect(result.submission.join('\n')).toContain('additionalInfo');
    // The live table has no row for it: the lint of the scratch journey reports the question.
    expect((await lintJourney(withDiaryQuestion())).filter((p) => p.code === 'JOURNEY_ANSWER_SENT_NOWHERE')).toEqual([
      expect.objectContaining({ pointer: '/steps/3/fields/0/id' }),
    ]);
    expect((await lintJourney(original)).filter((p) => p.code === 'JOURNEY_ANSWER_SENT_NOWHERE')).toEqual([]);
  });

  it('has its row checked against the journey and the locale', () => {
    const english = readEnglish(root);
    const lint = (answers: unknown[]) => {
      const file = join(dir, 'case-journey-answers.json');
      writeFileSync(
        file,
        JSON.stringify({
          $schema: '../schemas/rules/case-journey-answers.schema.json',
          description: 'x',
          journey: 'case',
          answers,
        }),
      );
      const [rule] = readRuleFiles(root, dir, ['case-journey-answers']);
      return lintRuleFiles([rule!], {
        validateSchema: createSchemaValidator(root, 'rule.schema.json', 'The rule'),
        messageKeys: Object.keys(english),
        root,
      }).map((p) => `${p.pointer} ${p.code}`);
    };
    expect(
      lint([
        {
          answer: 'contactRelation',
          label: 'case_journey_contact_relation',
          values: {
            1: 'case_journey_relation_customer',
            2: 'case_journey_relation_friend_family',
            3: 'case_journey_relation_other',
          },
        },
      ]),
    ).toEqual([]);
    expect(
      lint([
        { answer: 'contactRelaton', label: 'case_journey_contact_relation' },
        {
          answer: 'contactRelation',
          label: 'case_journey_no_such_key',
          values: { 1: 'case_journey_relation_customer', 4: 'case_journey_relation_other' },
        },
        { answer: 'contactName', label: 'case_journey_contact_name', values: { x: 'widget_yes' } },
        { answer: 'contactName', label: 'case_journey_contact_name' },
      ]),
    ).toEqual([
      '/answers/0/answer RULE_UNKNOWN_ANSWER',
      '/answers/1/label RULE_UNKNOWN_MESSAGE',
      '/answers/1/values RULE_MISSING_ANSWER_WORDS',
      '/answers/1/values/4 RULE_UNKNOWN_OPTION_VALUE',
      '/answers/2/values RULE_UNKNOWN_OPTION_VALUE',
      '/answers/3/answer RULE_DUPLICATE_ROW',
    ]);
  });
});
