import { afterEach, describe, expect, it } from 'vitest';
import { createPositionFinder } from '../../tools/journeys/json-positions';
import { briefly, copyProject, lintCopy, type ProjectCopy } from './support/project-copy';

// Issue 27 §3: each typical mistake an analyst makes in a real journey, rule or locale file gives exactly one error,
// with its code, file, line:column and JSON pointer, as `npm run journeys -- lint` prints it.

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit journeys as plain JSON, as an analyst does */
type Json = any;
const stepOf = (journey: Json, id: string): Json => journey.steps.find((s: Json) => s.id === id);
const indexOf = (journey: Json, id: string): number => journey.steps.findIndex((s: Json) => s.id === id);
const fieldOf = (journey: Json, stepId: string, fieldId: string): Json =>
  stepOf(journey, stepId).fields.find((f: Json) => f.id === fieldId);

const copies: ProjectCopy[] = [];
afterEach(() => {
  for (const copy of copies.splice(0)) copy.remove();
});

function project(options: { readonly withCode?: boolean } = {}): ProjectCopy {
  const copy = copyProject(options);
  copies.push(copy);
  return copy;
}

/**
 * Lints the copy and expects exactly one problem, an error: at `pointer` of `file`, with `code`, at its line and
 * column.
 */
async function expectOneError(copy: ProjectCopy, file: string, pointer: string, code: string): Promise<string> {
  const report = await lintCopy(copy);
  const at = createPositionFinder(copy.read(file))(pointer);
  expect(report.problems.map(briefly)).toEqual([`${file}:${at.line}:${at.column} ${pointer} ${code}`]);
  expect(report.errors).toBe(1);
  expect(report.code).toBe(1);
  return report.problems[0]?.message ?? '';
}

describe('the journeys lint: one typical mistake, one error', () => {
  it('finds nothing wrong in the shipped journeys, rules and locale', async () => {
    const report = await lintCopy(project());
    expect(report.problems.map(briefly)).toEqual([]);
    expect(report.code).toBe(0);
  });

  describe('decision tables', () => {
    it('a catch-all row before more specific rows', async () => {
      const copy = project();
      copy.edit('rules/repair-status-colours.json', (rule: Json) => {
        rule.rows.unshift(rule.otherwise);
        delete rule.otherwise;
      });
      const message = await expectOneError(copy, 'rules/repair-status-colours.json', '/rows/0', 'RULE_ROW_ORDER');
      expect(message).toContain('/rows/1');
      expect(message).toContain('/rows/2');
    });

    it('two rows swapped, so the more specific one can never match', async () => {
      const copy = project();
      copy.edit('rules/repair-status-display.json', (rule: Json) => {
        rule.rows.splice(0, 2, rule.rows[1], rule.rows[0]);
      });
      const message = await expectOneError(copy, 'rules/repair-status-display.json', '/rows/0', 'RULE_ROW_ORDER');
      expect(message).toContain('/rows/1');
    });
  });

  describe('rule files the portal must read (issue 27 §1)', () => {
    it("finds nothing wrong with the portal's code in the copy", async () => {
      const report = await lintCopy(project({ withCode: true }));
      expect(report.problems.map(briefly)).toEqual([]);
    });

    it('a rule file that nothing reads: one error, with its path', async () => {
      const copy = project({ withCode: true });
      copy.write('rules/repair-recall-window.json', copy.read('rules/repair-recall.json'));
      const report = await lintCopy(copy);
      expect(report.problems.map((p) => `${p.file} ${p.pointer} ${p.code} ${p.severity}`)).toEqual([
        'rules/repair-recall-window.json  RULE_UNREAD_FILE error',
      ]);
      expect(report.code).toBe(1);
    });

    it('a column that no code reads: one error at the column', async () => {
      const copy = project({ withCode: true });
      copy.edit('rules/repair-recall.json', (rule: Json) => {
        rule.inputs.monthsSinceReported = 'whole calendar months from the report to now';
      });
      await expectOneError(copy, 'rules/repair-recall.json', '/inputs/monthsSinceReported', 'RULE_UNREAD_COLUMN');
    });
  });

  describe('endings (issue 27 §1)', () => {
    it('an ending that reads the result of an effect no step runs', async () => {
      const copy = project();
      let at = '';
      copy.edit('journeys/case.json', (j: Json) => {
        const review = stepOf(j, 'review');
        review.onExit = review.onExit.filter((call: Json) => call.effect !== 'case.create');
        at = '/endings/created/message/params/reference/var';
      });
      const message = await expectOneError(copy, 'journeys/case.json', at, 'JOURNEY_RESULT_NEVER_STORED');
      expect(message).toContain('"case.create"');
    });
  });

  describe('fields', () => {
    it('two options of a field with the same value', async () => {
      const copy = project();
      copy.edit('journeys/referral.json', (j: Json) => {
        fieldOf(j, 'consent', 'referralFor').options[1].value = 'Myself';
      });
      const message = await expectOneError(
        copy,
        'journeys/referral.json',
        `/steps/${0}/fields/0/options/1/value`,
        'JOURNEY_DUPLICATE_OPTION_VALUE',
      );
      expect(message).toContain('"Myself"');
    });

    it('a radios field with no options', async () => {
      const copy = project();
      copy.edit('journeys/referral.json', (j: Json) => {
        delete fieldOf(j, 'consent', 'referralFor').options;
      });
      await expectOneError(copy, 'journeys/referral.json', '/steps/0/fields/0/widget', 'JOURNEY_NO_OPTIONS');
    });

    it('a yes/no widget on a string schema', async () => {
      const copy = project();
      let at = '';
      copy.edit('journeys/repair.json', (j: Json) => {
        fieldOf(j, 'vandalism', 'isVandalism').schema = { type: 'string' };
        at = `/steps/${indexOf(j, 'vandalism')}/fields/0/schema/type`;
      });
      const message = await expectOneError(copy, 'journeys/repair.json', at, 'JOURNEY_WIDGET_SCHEMA');
      expect(message).toContain('"boolean"');
    });

    it('a checkbox answer compared with == to a single value', async () => {
      const copy = project();
      copy.edit('journeys/referral.json', (j: Json) => {
        stepOf(j, 'details').fields[0].when = { '==': [{ var: 'answers.referralReasons' }, 'Debt'] };
      });
      const message = await expectOneError(
        copy,
        'journeys/referral.json',
        '/steps/2/fields/0/when',
        'JOURNEY_FORBIDDEN_OPERATOR',
      );
      expect(message).toContain('"in"');
    });
  });

  describe('routes and conditions', () => {
    it('a back route that points to a later step', async () => {
      const copy = project();
      copy.edit('journeys/referral.json', (j: Json) => {
        stepOf(j, 'contact').back[0].to = 'review';
      });
      await expectOneError(copy, 'journeys/referral.json', '/steps/3/back/0/to', 'JOURNEY_FORWARD_BACK_ROUTE');
    });

    it('a field whose condition reads its own answer', async () => {
      const copy = project();
      copy.edit('journeys/referral.json', (j: Json) => {
        fieldOf(j, 'contact', 'contactName').when.or[0]['==='][0].var = 'answers.contactName';
      });
      await expectOneError(
        copy,
        'journeys/referral.json',
        '/steps/3/fields/2/when/or/0/===/0/var',
        'JOURNEY_FIELD_READS_ITSELF',
      );
    });

    it('a condition that can never be true: one answer equal to two values at once', async () => {
      const copy = project();
      let at = '';
      copy.edit('journeys/repair.json', (j: Json) => {
        const covid = stepOf(j, 'covid');
        covid.when.and[1] = { '===': [{ var: 'answers.repairAsset' }, 'Block'] };
        at = `/steps/${indexOf(j, 'covid')}/when`;
      });
      await expectOneError(copy, 'journeys/repair.json', at, 'JOURNEY_NEVER_TRUE');
    });

    it('a condition that can never be true: a list answer compared with === to one value', async () => {
      const copy = project();
      copy.edit('journeys/referral.json', (j: Json) => {
        stepOf(j, 'details').fields[0].when = { '===': [{ var: 'answers.referralReasons' }, 'Debt'] };
      });
      const message = await expectOneError(
        copy,
        'journeys/referral.json',
        '/steps/2/fields/0/when/===',
        'JOURNEY_NEVER_TRUE',
      );
      expect(message).toContain('"in"');
    });

    it('two routes that differ only by letter case', async () => {
      const copy = project();
      copy.edit('journeys/referral.json', (j: Json) => {
        stepOf(j, 'confirmation').route = '/EnquiryReview';
      });
      const message = await expectOneError(copy, 'journeys/referral.json', '/steps/5/route', 'JOURNEY_DUPLICATE_ROUTE');
      expect(message).toContain('/enquiryreview');
    });

    it('an effect input read from a step that a branch skips for some residents', async () => {
      const copy = project();
      let at = '';
      copy.edit('journeys/repair.json', (j: Json) => {
        const confirmation = stepOf(j, 'confirmation');
        const submit = confirmation.onExit.find((c: Json) => c.effect === 'repair.submit');
        submit.input.assetType = { var: 'answers.repairProperty' };
        at = `/steps/${indexOf(j, 'confirmation')}/onExit/${confirmation.onExit.indexOf(submit)}/input/assetType/var`;
      });
      await expectOneError(copy, 'journeys/repair.json', at, 'JOURNEY_INPUT_FROM_SKIPPED_STEP');
    });
  });

  describe('misspelt names (already caught): one error, with the name meant', () => {
    it('a step id that differs only by letter case', async () => {
      const copy = project();
      copy.edit('journeys/referral.json', (j: Json) => {
        stepOf(j, 'consent').next[0].to = 'Reasons';
      });
      const message = await expectOneError(copy, 'journeys/referral.json', '/steps/0/next/0/to', 'JOURNEY_SCHEMA');
      expect(message).toContain('Did you mean "reasons"?');
    });

    it('an answer misspelt in a condition', async () => {
      const copy = project();
      copy.edit('journeys/referral.json', (j: Json) => {
        fieldOf(j, 'contact', 'contactName').when.or[0]['==='][0].var = 'answers.ContactChoice';
      });
      const message = await expectOneError(
        copy,
        'journeys/referral.json',
        '/steps/3/fields/2/when/or/0/===/0/var',
        'JOURNEY_UNKNOWN_VARIABLE',
      );
      expect(message).toContain('Did you mean "contactChoice"?');
    });

    it('a widget name', async () => {
      const copy = project();
      copy.edit('journeys/referral.json', (j: Json) => {
        fieldOf(j, 'consent', 'referralFor').widget = 'Radios';
      });
      const message = await expectOneError(
        copy,
        'journeys/referral.json',
        '/steps/0/fields/0/widget',
        'JOURNEY_SCHEMA',
      );
      expect(message).toContain('Did you mean "radios"?');
    });
  });

  describe('moving one step', () => {
    it.each([
      ['media', 'damp-mould'],
      ['vandalism', 'media'],
      ['covid', 'vulnerability'],
      ['location', 'asset'],
      ['contact', 'details'],
      ['asset', 'property'],
      ['property', 'supplementary'],
    ])('moving "%s" before "%s" gives the backward route only, not the steps it cuts off', async (moved, before) => {
      const copy = project();
      copy.edit('journeys/repair.json', (j: Json) => {
        const [step] = j.steps.splice(indexOf(j, moved), 1);
        j.steps.splice(indexOf(j, before), 0, step);
      });
      const report = await lintCopy(copy);
      expect(report.problems.map((p) => p.code)).toEqual(['JOURNEY_BACKWARD_ROUTE']);
    });
  });

  describe('locale files', () => {
    it('a JSON syntax error: code, file, line:column, no stack trace', async () => {
      const copy = project();
      const text = copy.read('locales/en/referral.json');
      // The comma after the first text is missing.
      copy.write('locales/en/referral.json', text.replace(/",\n/, '"\n'));
      const report = await lintCopy(copy);
      expect(report.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.code}`)).toEqual([
        'locales/en/referral.json:3:3 LOCALE_INVALID_JSON',
      ]);
      expect(report.problems[0]?.message).toContain('A comma is probably missing at the end of line 2');
      expect(report.code).toBe(1);
    });
  });
});
