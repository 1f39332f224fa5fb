import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { loadJourney } from '../../src/engine';
import { buildJourneyGraph, withoutErrorEdges } from './graph-model';
import { createProblemPlacer, journeyResolver } from './include-files';
import { formatProblem, formatSummary, type LintProblem } from './lint';
import { lintProject } from './lint-project';
import { toMermaid } from './mermaid';
import { readLocaleForLint } from './locale-lint';
import { readJourneyFiles, type EffectInputSource, type RegistryNames } from './project';
import { createSchemaValidator } from './schema-validator';
import { toSvg } from './svg-render';

/** What the command needs from the outside world; tests pass their own registries and output. */
export interface CliEnvironment {
  /** The project root (journeys/, schemas/, locales/). */
  readonly root: string;
  /** Where relative --dir and --out paths start. */
  readonly cwd: string;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly loadWidgets: () => Promise<RegistryNames>;
  readonly loadEffects: () => Promise<RegistryNames>;
  /** Each effect's declared input; by default schemas/effects/ of the root (tools/journeys/lint.ts). */
  readonly loadEffectInputs?: () => EffectInputSource;
}

const usage = `Usage:
  npm run journeys -- lint [ids…] [rules/<name>…] [--json] [--dir <journeys folder>] [--rules-dir <rules folder>]
      Checks every journey and every rule of rules/ (or the given ones): schema, routes, conditions, widgets,
      effects, locale keys, a rule's inputs and table rows.
      One line per problem, a summary, exit code 1 when there is an error. Codes: docs/journeys.md#lint-codes.
  npm run journeys -- graph <id> [--no-errors] [--out <folder>] [--dir <journeys folder>]
      Writes the journey graph as Mermaid (<id>.mmd) and SVG (<id>.svg) to docs/graphs/ and prints the Mermaid.
      --no-errors leaves out the arrows to error pages when an effect fails, and those pages.`;

interface Arguments {
  readonly command: string | undefined;
  readonly ids: string[];
  readonly flags: Map<string, string | true>;
}

function parse(argv: readonly string[]): Arguments {
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--json' || arg === '--help' || arg === '--no-errors') flags.set(arg, true);
    else if (arg.startsWith('--')) {
      flags.set(arg, argv[i + 1] ?? '');
      i++;
    } else positional.push(arg);
  }
  return { command: positional[0], ids: positional.slice(1), flags };
}

async function lint(args: Arguments, env: CliEnvironment, dir: string): Promise<number> {
  const [widgets, effects] = await Promise.all([env.loadWidgets(), env.loadEffects()]);
  // `lint` alone checks every journey and every rule; `lint referral rules/menu-balance` only those named.
  const ruleNames = args.ids.filter((id) => id.startsWith('rules/')).map((id) => id.slice('rules/'.length));
  const journeyIds = args.ids.filter((id) => !id.startsWith('rules/'));
  const rulesFlag = args.flags.get('--rules-dir');
  const report = lintProject({
    root: env.root,
    journeysDir: dir,
    ...(typeof rulesFlag === 'string' && rulesFlag !== '' ? { rulesDir: resolve(env.cwd, rulesFlag) } : {}),
    ...(args.ids.length > 0 ? { journeys: journeyIds, rules: ruleNames } : {}),
    widgets,
    effects,
    ...(env.loadEffectInputs ? { effectInputs: env.loadEffectInputs() } : {}),
  });
  if (args.flags.has('--json')) env.out(JSON.stringify(report, null, 2));
  else {
    for (const problem of report.problems) env.out(formatProblem(problem));
    env.out(formatSummary(report));
  }
  return report.errors > 0 ? 1 : 0;
}

function graph(args: Arguments, env: CliEnvironment, dir: string): number {
  const [id] = args.ids;
  if (id === undefined || args.ids.length > 1) {
    env.err(usage);
    return 2;
  }
  const [file] = readJourneyFiles(env.root, dir, [id]);
  if (!file || file.text === null) {
    env.err(`There is no journey file ${file?.file ?? id}.`);
    return 1;
  }
  let json: unknown;
  try {
    json = JSON.parse(file.text);
  } catch (error) {
    env.err(
      `${file.file} is not valid JSON (${error instanceof Error ? error.message : String(error)}); run npm run journeys -- lint ${id}`,
    );
    return 1;
  }
  // The graph shows the journey the resident walks: included journeys' steps spliced in.
  const result = loadJourney(json, {
    validateSchema: createSchemaValidator(env.root),
    resolveInclude: journeyResolver(dirname(file.path)),
  });
  if (!result.ok) {
    // A graph of a journey whose routes do not hold together would mislead; show why instead.
    const place = createProblemPlacer(env.root, file, () => ({ line: 1, column: 1 }));
    for (const p of result.problems)
      env.err(
        formatProblem({
          ...p,
          severity: 'error',
          ...place(p.pointer),
          line: 1,
          column: 1,
        } satisfies LintProblem).replace(':1:1 ', ' '),
      );
    env.err(
      `${file.file} has problems; the graph is drawn only for a journey that loads (npm run journeys -- lint ${id}).`,
    );
    return 1;
  }
  const fullGraph = buildJourneyGraph(result.journey.definition, readLocaleForLint(env.root).texts ?? {});
  const journeyGraph = args.flags.get('--no-errors') === true ? withoutErrorEdges(fullGraph) : fullGraph;
  const mermaid = toMermaid(journeyGraph);
  const outFlag = args.flags.get('--out');
  const outDir =
    typeof outFlag === 'string' && outFlag !== '' ? resolve(env.cwd, outFlag) : join(env.root, 'docs', 'graphs');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, `${id}.mmd`), mermaid);
  writeFileSync(join(outDir, `${id}.svg`), toSvg(journeyGraph));
  env.out(mermaid.trimEnd());
  env.err(`wrote ${relative(env.cwd, join(outDir, `${id}.mmd`))} and ${relative(env.cwd, join(outDir, `${id}.svg`))}`);
  return 0;
}

/**
 * Runs `journeys lint|graph …` and returns the exit code: 0 clean, 1 problems, 2 wrong usage.
 * Invariant: reads journeys and writes only the graph files; never changes a journey.
 */
export async function runJourneysCli(argv: readonly string[], env: CliEnvironment): Promise<number> {
  const args = parse(argv);
  const dirFlag = args.flags.get('--dir');
  const dir = typeof dirFlag === 'string' && dirFlag !== '' ? resolve(env.cwd, dirFlag) : join(env.root, 'journeys');
  if (args.command === 'lint') return lint(args, env, dir);
  if (args.command === 'graph') return graph(args, env, dir);
  (args.flags.has('--help') || args.command === 'help' ? env.out : env.err)(usage);
  return args.flags.has('--help') || args.command === 'help' ? 0 : 2;
}
