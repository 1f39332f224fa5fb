// The one lint of the project's analyst files: the command line (`npm run journeys -- lint`) and the studio's lint
// panel (/__studio/lint) both call lintProject, so they check the same files against the same sources and cannot
// disagree (issue 27 §3: the studio once checked the answers ↔ work order table against the wrong schema).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SchemaValidator } from '../../src/engine';
import { lintJourneyFiles, type LintProblem, type LintReport } from './lint';
import { readLocaleForLint } from './locale-lint';
import { readJourneyFiles, type EffectInputSource, type RegistryNames } from './project';
import { lintRuleFiles, readRuleFiles } from './rules-lint';
import { createSchemaValidator } from './schema-validator';

/** What to lint and what against. */
export interface ProjectLintRequest {
  /** The project root: journeys/, rules/, locales/, schemas/. */
  readonly root: string;
  /** Where the journeys are; by default journeys/ of the root. */
  readonly journeysDir?: string;
  /** Where the rules are; by default rules/ of the root. */
  readonly rulesDir?: string;
  /** The journey ids to check; undefined: every journey of the folder. */
  readonly journeys?: readonly string[];
  /** The rule names to check; undefined: every rule of the folder. */
  readonly rules?: readonly string[];
  readonly widgets: RegistryNames;
  readonly effects: RegistryNames;
  /** Each effect's declared input; by default schemas/effects/ of the root. */
  readonly effectInputs?: EffectInputSource;
  /** The journey schema's validator, when the caller keeps one compiled (the studio). */
  readonly validateSchema?: SchemaValidator;
}

const count = (problems: readonly LintProblem[]): { errors: number; warnings: number } => {
  const errors = problems.filter((p) => p.severity === 'error').length;
  return { errors, warnings: problems.length - errors };
};

/**
 * Lints the locale, the journeys and the rules of a project, in that order of files: what `npm run journeys -- lint`
 * prints and the studio shows.
 * Invariant: reads files only; an analyst's mistake in any of them is a problem with its position, never a throw.
 */
export function lintProject(request: ProjectLintRequest): LintReport {
  const { root } = request;
  const locale = readLocaleForLint(root);
  const english = locale.texts;
  const journeysDir = request.journeysDir ?? join(root, 'journeys');
  const rulesDir = request.rulesDir ?? join(root, 'rules');
  // readJourneyFiles and readRuleFiles read every file for no names: none asked for is none read.
  const journeyFiles =
    request.journeys?.length === 0 ? [] : readJourneyFiles(root, journeysDir, request.journeys ?? []);
  const ruleFiles = request.rules?.length === 0 ? [] : readRuleFiles(root, rulesDir, request.rules ?? []);
  const journeyReport = lintJourneyFiles(journeyFiles, {
    root,
    validateSchema: request.validateSchema ?? createSchemaValidator(root),
    // A broken area file leaves the keys unknown: they are checked once it is fixed.
    ...(english ? { messageKeys: Object.keys(english), messageTexts: english } : {}),
    widgets: request.widgets,
    effects: request.effects,
    ...(request.effectInputs ? { effectInputs: request.effectInputs } : {}),
  });
  const ruleProblems = lintRuleFiles(ruleFiles, {
    validateSchema: createSchemaValidator(root, 'rule.schema.json', 'The rule'),
    ...(english ? { messageKeys: Object.keys(english) } : {}),
    root,
  });
  const problems = [...locale.problems, ...journeyReport.problems, ...ruleProblems];
  return {
    journeys: journeyReport.journeys,
    ...(ruleFiles.length > 0 ? { rules: ruleFiles.length } : {}),
    problems,
    ...count(problems),
  };
}

/** The journey files a journey is made of: its own and those it includes, at any depth (journeys/<id>.json). */
export function journeyFilesOf(root: string, journeysDir: string, id: string): Set<string> {
  const files = new Set<string>();
  const visit = (journeyId: string): void => {
    const [file] = readJourneyFiles(root, journeysDir, [journeyId]);
    if (!file || files.has(file.file)) return;
    files.add(file.file);
    if (file.text === null || !existsSync(file.path)) return;
    let json: { steps?: Array<{ include?: unknown }> };
    try {
      json = JSON.parse(readFileSync(file.path, 'utf8')) as typeof json;
    } catch {
      return;
    } // reported by the lint itself
    for (const step of Array.isArray(json.steps) ? json.steps : [])
      if (typeof step?.include === 'string') visit(step.include);
  };
  visit(id);
  return files;
}

/**
 * The report as one journey's lint panel shows it: the whole project's lint, less the problems of other journeys'
 * files (those the journey includes are its own). Rules, the locale and the registries concern every journey.
 */
export function reportForJourney(
  report: LintReport,
  journeyFiles: ReadonlySet<string>,
  allJourneyFiles: ReadonlySet<string>,
): LintReport {
  const problems = report.problems.filter((p) => journeyFiles.has(p.file) || !allJourneyFiles.has(p.file));
  return { ...report, journeys: 1, problems, ...count(problems) };
}
