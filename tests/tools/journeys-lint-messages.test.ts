import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LintReport } from '../../tools/journeys/lint';
import { root, runCli } from './support/run-cli';

// One mistake, one clear line (issue 16 §1): the typical mistakes of an analyst editing a journey, as the CLI shows
// them.
const clean = readFileSync(join(root, 'tests', 'tools', 'journeys', 'clean-journey.json'), 'utf8');
const temporary: string[] = [];
afterEach(() => {
  for (const d of temporary.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function lintText(text: string): Promise<LintReport> {
  const dir = mkdtempSync(join(tmpdir(), 'journeys-messages-'));
  temporary.push(dir);
  writeFileSync(join(dir, 'clean-journey.json'), text);
  const result = await runCli(['lint', 'clean-journey', '--json', '--dir', dir]);
  return JSON.parse(result.out) as LintReport;
}

const edited = (
  edit: (journey: {
    steps: Array<
      Record<string, unknown> & {
        fields?: Array<Record<string, unknown> & { validation?: Array<Record<string, unknown>> }>;
      }
    >;
  }) => void,
) => {
  const journey = JSON.parse(clean) as Parameters<typeof edit>[0];
  edit(journey);
  return JSON.stringify(journey, null, 2);
};

const lines = (report: LintReport) =>
  report.problems
    .filter((p) => p.code !== 'JOURNEY_SCHEMA_REFERENCE' && p.code !== 'JOURNEY_FILE_NAME')
    .map((p) => `${p.pointer} ${p.code} ${p.message}`);

describe("the journey lint's messages", () => {
  it('a validation rule without "message" is one line, not one per kind of rule', async () => {
    const report = await lintText(
      edited((j) => {
        delete j.steps[0]!.fields![0]!.validation![0]!.message;
      }),
    );
    expect(lines(report)).toEqual([
      '/steps/0/fields/0/validation/0 JOURNEY_SCHEMA Step "who", field "referralFor", its required rule (1) needs "message": Message code shown when the rule fails (e.g. "SSR051").',
    ]);
  });

  it('a misspelt property is said once, as the name it should have', async () => {
    const report = await lintText(
      edited((j) => {
        const rule = j.steps[0]!.fields![0]!.validation![0]!;
        rule.mesage = rule.message;
        delete rule.message;
      }),
    );
    expect(lines(report)).toEqual([
      '/steps/0/fields/0/validation/0/mesage JOURNEY_SCHEMA Step "who", field "referralFor", its required rule (1): "mesage" should be "message".',
    ]);
  });

  it('a text of the wrong form is said in the form meant (a text with values needs values), not as three forms', async () => {
    const report = await lintText(
      edited((j) => {
        j.steps[0]!.title = { key: 'start_title', params: {} };
      }),
    );
    expect(lines(report)).toEqual([
      '/steps/0/title/params JOURNEY_SCHEMA Step "who", "title", "params" needs at least 1 entry: it is empty.',
    ]);
  });

  it('a value not in the list names the one meant', async () => {
    const report = await lintText(
      edited((j) => {
        j.steps[0]!.kind = 'Question';
      }),
    );
    expect(lines(report)).toEqual([
      '/steps/0/kind JOURNEY_SCHEMA Step "who", "kind" must be one of "question", "check-answers", "outcome", not "Question". Did you mean "question"?',
    ]);
  });

  it('a missing comma names the line it is missing from', async () => {
    // Line 5 ends without its comma; the parser stops on line 6.
    const text = clean.replace('"title": "service_name",', '"title": "service_name"');
    const [problem] = (await lintText(text)).problems;
    expect(problem).toMatchObject({ code: 'JOURNEY_INVALID_JSON', line: 6, column: 3 });
    expect(problem?.message).toBe(
      "Not valid JSON (Expected ',' or '}' after property value). A comma is probably missing at the end of line 5.",
    );
  });

  it('a comma too many names the line to remove it from', async () => {
    const text = clean.replace('"storeAs": "submission" }', '"storeAs": "submission" },');
    const [problem] = (await lintText(text)).problems;
    expect(problem?.code).toBe('JOURNEY_INVALID_JSON');
    expect(problem?.message).toMatch(/Remove the comma at the end of line 12: nothing follows it\.$/);
  });

  it("an effect with no implementation names the one meant and its area's effects", async () => {
    const report = await lintText(clean.replaceAll('referral.submit', 'referral.submitt'));
    expect(lines(report)).toEqual([
      '/effects/referral.submitt JOURNEY_UNREGISTERED_EFFECT Effect "referral.submitt" has no implementation in src/effects/registry.ts. Did you mean "referral.submit"? The referral effects are "referral.loadReasons" and "referral.submit". A new effect needs a developer.',
    ]);
  });

  it('a literal that is not an option of the answer is found by the CLI, with the value meant', async () => {
    const report = await lintText(
      clean.replace('"answers.referralFor" }, "Other"]', '"answers.referralFor" }, "other"]'),
    );
    expect(lines(report)).toEqual([
      expect.stringMatching(
        /^\/steps\/0\/next\/0\/when\/===\/1 JOURNEY_UNKNOWN_OPTION_VALUE "other" is not a value "referralFor" can have.*did you mean "Other"\?/,
      ),
    ]);
  });

  it('a value a text never uses is a warning; a placeholder without a value an error', async () => {
    // "start_title" is "Start": it has no {name}.
    const report = await lintText(
      edited((j) => {
        j.steps[0]!.title = { key: 'start_title', params: { name: { var: 'context.customer.phoneNumber' } } };
      }),
    );
    expect(
      report.problems
        .filter((p) => p.code.startsWith('JOURNEY_TEXT_PARAM'))
        .map((p) => [p.pointer, p.code, p.severity]),
    ).toEqual([['/steps/0/title/params/name', 'JOURNEY_TEXT_PARAM_UNUSED', 'warning']]);
  });
});
