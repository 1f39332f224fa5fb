import { dirname, join } from 'node:path';
import {
  composeJourney,
  expandShorthands,
  loadJourney,
  splitSourcePointer,
  type Journey,
  type SchemaValidator,
} from '../../src/engine';
import { effectInputProblems } from '../../src/engine/lint/effect-inputs';
import { neverTrueProblems } from '../../src/engine/lint/never-true';
import { optionLiteralProblems } from '../../src/engine/lint/option-literals';
import { skippedInputProblems } from '../../src/engine/lint/skipped-inputs';
import { placeholderProblems } from '../../src/engine/lint/text-placeholders';
import { unrunResults } from '../../src/engine/lint/unrun-results';
import { unsentAnswerProblems } from '../../src/engine/lint/unsent-answers';
import { loadAnswerCarriers } from './answer-carriers';
import { checkEffects, checkFile, checkReadOrder, checkRouteConflicts, type CheckedProblem } from './extra-checks';
import { createProblemPlacer, journeyResolver } from './include-files';
import { withNameHints } from './schema-hints';
import { createPositionFinder, syntaxErrorHint, syntaxErrorPosition, type Position } from './json-positions';
import { loadEffectInputs, type EffectInputSource, type JourneyFile, type RegistryNames } from './project';

/** One problem as the lint reports it. */
export interface LintProblem extends CheckedProblem {
  /** Path relative to the project root, e.g. journeys/referral.json. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** What the lint checks journeys against. */
export interface LintSources {
  readonly root: string;
  readonly validateSchema: SchemaValidator;
  /**
   * Keys of the English locale (locales/en/*.json); without them (an area file that does not read) keys are not
   * checked.
   */
  readonly messageKeys?: readonly string[];
  /** The English texts by key (what a message shown as a list says); without them that check is left out. */
  readonly messageTexts?: Readonly<Record<string, string>>;
  readonly widgets: RegistryNames;
  readonly effects: RegistryNames;
  /**
   * Each effect's declared input; by default read from schemas/effects/ of the root, so every caller (the CLI, the
   * studio's /__studio/lint, the build) checks effect inputs without being told to.
   */
  readonly effectInputs?: EffectInputSource;
}

/** The lint's verdict on a set of journey files. */
export interface LintReport {
  readonly journeys: number;
  /** Rule files checked (rules/*.json), when the lint checked them. */
  readonly rules?: number;
  readonly problems: readonly LintProblem[];
  readonly errors: number;
  readonly warnings: number;
}

const start: Position = { line: 1, column: 1 };

/**
 * The parser's complaint, then (when it can tell) what to change: "A comma is probably missing at the end of line 2."
 */
export function invalidJsonMessage(text: string, error: unknown): string {
  const hint = syntaxErrorHint(text, error);
  const said = (error instanceof Error ? error.message : String(error)).replace(/ in JSON at position \d+.*$/, '');
  return `Not valid JSON (${said}).${hint ? ` ${hint}` : ''}`;
}

function registryProblem(registry: RegistryNames, code: string): LintProblem[] {
  return 'problem' in registry
    ? [{ file: registry.file, pointer: '', code, severity: 'error', message: registry.problem, ...start }]
    : [];
}

/**
 * Lints journey files: schema errors, then loadJourney's semantic problems (with the registered widgets and the
 * locale keys), then the project-level checks of extra-checks.ts, each with a stable code, JSON pointer and position.
 * Invariant: reports every problem of every file; semantic checks run only on a schema-valid document.
 */
export function lintJourneyFiles(files: readonly JourneyFile[], sources: LintSources): LintReport {
  const problems: LintProblem[] = [
    ...registryProblem(sources.widgets, 'LINT_WIDGET_REGISTRY_UNAVAILABLE'),
    ...registryProblem(sources.effects, 'LINT_EFFECT_REGISTRY_UNAVAILABLE'),
  ];
  const effectInputs = sources.effectInputs ?? loadEffectInputs(sources.root);
  if ('problem' in effectInputs) problems.push(...registryProblem(effectInputs, 'LINT_EFFECT_INPUTS_UNAVAILABLE'));
  const inputDeclarations = 'declarations' in effectInputs ? effectInputs.declarations : null;
  const carriers = loadAnswerCarriers(sources.root);
  const registered = 'names' in sources.effects ? new Set(sources.effects.names) : null;
  const loaded: Array<{ file: string; journey: Journey; locate: (pointer: string) => Position }> = [];
  for (const file of files) {
    if (file.text === null) {
      problems.push({
        file: file.file,
        pointer: '',
        code: 'JOURNEY_NOT_FOUND',
        severity: 'error',
        message: `There is no journey file ${file.file}.`,
        ...start,
      });
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(file.text);
    } catch (error) {
      problems.push({
        file: file.file,
        pointer: '',
        code: 'JOURNEY_INVALID_JSON',
        severity: 'error',
        message: invalidJsonMessage(file.text, error),
        ...syntaxErrorPosition(file.text, error),
      });
      continue;
    }
    const locate = createPositionFinder(file.text);
    // Include steps name journeys of the same folder; their problems are shown in their own file.
    const resolveInclude = journeyResolver(dirname(file.path));
    const place = createProblemPlacer(sources.root, file, locate);
    const result = loadJourney(json, {
      validateSchema: sources.validateSchema,
      ...(sources.messageKeys ? { messageKeys: sources.messageKeys } : {}),
      ...(sources.messageTexts ? { messageTexts: sources.messageTexts } : {}),
      resolveInclude,
      ...('names' in sources.widgets ? { widgets: sources.widgets.names } : {}),
    });
    const found: CheckedProblem[] = withNameHints(
      result.problems,
      json,
      'names' in sources.widgets ? sources.widgets.names : null,
    ).map((p) => ({ ...p, severity: 'error' }));
    if (!found.some((p) => p.code === 'JOURNEY_SCHEMA' && splitSourcePointer(p.pointer).file === null)) {
      const journey = json as Journey;
      found.push(...checkFile(journey, file, join(sources.root, 'schemas', 'journey.schema.json')));
      // Effects and read order are checked on the journey the resident walks: included steps spliced in.
      const composed = composeJourney(journey, resolveInclude, { expand: expandShorthands });
      if (composed.problems.length === 0) {
        const inSource = (p: CheckedProblem): CheckedProblem => ({ ...p, pointer: composed.sourcePointer(p.pointer) });
        // A call taken out while its result is still read is one mistake: reported where the result is read, not
        // also as a declaration nothing runs, nor as the answers that call sent going nowhere.
        const unrun = unrunResults(composed.journey);
        const unrunDeclaration = (p: CheckedProblem) =>
          p.code === 'JOURNEY_UNUSED_EFFECT' && [...unrun.effects].some((name) => p.pointer === `/effects/${name}`);
        found.push(
          ...checkEffects(composed.journey, registered)
            .filter((p) => !unrunDeclaration(p))
            .map(inSource),
          ...checkReadOrder(composed.journey).map(inSource),
        );
        found.push(
          ...[
            ...unrun.problems,
            ...(unrun.effects.size > 0 ? [] : unsentAnswerProblems(composed.journey, carriers)),
          ].map((p) => inSource({ ...p, severity: 'error' })),
        );
        found.push(...optionLiteralProblems(composed.journey).map((p) => inSource({ ...p, severity: 'error' })));
        found.push(...neverTrueProblems(composed.journey).map((p) => inSource({ ...p, severity: 'error' })));
        found.push(...skippedInputProblems(composed.journey).map((p) => inSource({ ...p, severity: 'error' })));
        if (inputDeclarations) found.push(...effectInputProblems(composed.journey, inputDeclarations).map(inSource));
        // Missing values are loadJourney's errors; a value the text never uses is a warning, found here.
        if (sources.messageTexts)
          found.push(
            ...placeholderProblems(composed.journey, sources.messageTexts)
              .filter((p) => p.severity === 'warning')
              .map(inSource),
          );
      }
      loaded.push({ file: file.file, journey, locate });
    }
    problems.push(...found.map((p) => ({ ...p, ...place(p.pointer) })));
  }
  for (const conflict of checkRouteConflicts(loaded)) {
    const locate = loaded.find((l) => l.file === conflict.file)?.locate;
    problems.push({ ...conflict, ...(locate ? locate(conflict.pointer) : start) });
  }
  // A problem of an included file is found again by every journey that includes it: shown once.
  const seen = new Set<string>();
  const unique = problems.filter((p) => {
    const key = JSON.stringify([p.file, p.pointer, p.code, p.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  problems.splice(0, problems.length, ...unique);
  // Read top to bottom, file by file, as in an editor; files in the order their first problem was found
  // (registries, then each journey followed by the files it includes).
  const firstSeen = new Map<string, number>();
  problems.forEach((p, i) => {
    if (!firstSeen.has(p.file)) firstSeen.set(p.file, i);
  });
  const fileOrder = (file: string): number => firstSeen.get(file) ?? 0;
  problems.sort((a, b) => fileOrder(a.file) - fileOrder(b.file) || a.line - b.line || a.column - b.column);
  const errors = problems.filter((p) => p.severity === 'error').length;
  return { journeys: files.length, problems, errors, warnings: problems.length - errors };
}

/**
 * One line per problem: `journeys/<file>.json:<line>:<column> <pointer> <CODE> <message>` (the file part opens in
 * editors).
 */
export function formatProblem(p: LintProblem): string {
  return `${p.file}:${p.line}:${p.column} ${p.pointer === '' ? '(root)' : p.pointer} ${p.code}${p.severity === 'warning' ? ' (warning)' : ''} ${p.message}`;
}

/** The summary line under the problems. */
export function formatSummary(report: LintReport): string {
  const counted = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  const verdict =
    report.problems.length === 0
      ? 'no problems'
      : `${counted(report.errors, 'error')}, ${counted(report.warnings, 'warning')}`;
  const checked = report.rules
    ? `${counted(report.journeys, 'journey')} and ${counted(report.rules, 'rule')}`
    : counted(report.journeys, 'journey');
  return `${checked} checked: ${verdict}.`;
}
