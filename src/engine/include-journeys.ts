// Composition of journeys with include steps. Also imported by tools/vite-journeys-plugin.ts (through the Vite
// config), so relative imports name their .ts file.
import type { Journey, Step } from '../../schemas/generated/journey';
import {
  DECLARATION_SECTIONS,
  mergeDeclarations,
  ownDeclarations,
  withDeclarations,
  type DeclarationSection,
  type Declarations,
} from './include-declarations.ts';
import type { ExpandedJourney } from './expand-shorthands.ts';
import { isIncludeStep, misplacedReturns, retarget, returnAsExit, underInclude, type Piece } from './include-steps.ts';
import { toPointer } from './json-pointer.ts';
import type { ConfigProblem, SchemaValidator } from './types.ts';

/**
 * The journey document with this id (journeys/<id>.json, parsed), or undefined when there is none. May throw why it
 * cannot be read.
 */
export type ResolveJourney = (journeyId: string) => unknown;

export interface ComposeOptions {
  /**
   * Writes a document's shorthands out (expandShorthands), for the host and each included journey. The production
   * portal's journeys were written out by the build (tools/vite-journey-shorthands-plugin.ts), so it passes the
   * document on as it is and does not carry the expansion (issue 13).
   */
  readonly expand: (document: Journey) => ExpandedJourney;
  /** When given, every included document is checked against the journey schema before it is spliced in. */
  readonly validateSchema?: SchemaValidator;
}

/** A journey with its include steps replaced by the steps of the journeys they name. */
export interface ComposedJourney {
  /**
   * The composed document: the host's own steps and the included ones in order, declarations merged, "@return" as
   * "@exit".
   */
  readonly journey: Journey;
  /** Problems of the composition, each pointing into the file where it is ('damp-mould.json#/steps/1/next/0'). */
  readonly problems: readonly ConfigProblem[];
  /** Ids of every journey spliced in, nested ones too, in the order they were met. */
  readonly included: readonly string[];
  /** The file each composed step is written in: null for the host, '<id>.json' for an included journey. */
  readonly stepFiles: ReadonlyArray<string | null>;
  /** The pointer of a value of the composed document in the file it is written in (host pointers are unchanged). */
  sourcePointer(pointer: string): string;
}

/** A problem's pointer split into its file ('damp-mould.json', null for the journey itself) and the pointer in it. */
export function splitSourcePointer(pointer: string): { readonly file: string | null; readonly pointer: string } {
  const hash = pointer.indexOf('#');
  return hash < 0 ? { file: null, pointer } : { file: pointer.slice(0, hash), pointer: pointer.slice(hash + 1) };
}

const inFile = (file: string | null, pointer: string): string => (file === null ? pointer : `${file}#${pointer}`);
const fileOf = (journeyId: string): string => `${journeyId}.json`;

interface Environment {
  readonly resolve: ResolveJourney;
  readonly validateSchema: SchemaValidator | undefined;
  readonly expand: ComposeOptions['expand'];
  readonly included: string[];
  report(code: string, pointer: string, message: string): void;
}

/** An include step met while composing: its id may not name another step. */
interface IncludeMark {
  readonly id: string;
  readonly at: string;
  /** Id of the first step spliced in for it. */
  readonly first: string | undefined;
}

/** A document with its includes spliced in; "@return" routes are still there (the including part replaces them). */
interface Part {
  readonly pieces: readonly Piece[];
  readonly declarations: Declarations;
  readonly includes: readonly IncludeMark[];
}

function includedPart(
  journeyId: string,
  includePointer: string,
  chain: readonly string[],
  env: Environment,
): Part | null {
  if (chain.includes(journeyId)) {
    env.report(
      'JOURNEY_INCLUDE_CYCLE',
      includePointer,
      `Including "${journeyId}" here makes a cycle: ${[...chain, journeyId].join(' → ')}.`,
    );
    return null;
  }
  let document: unknown;
  try {
    document = env.resolve(journeyId);
  } catch (error) {
    env.report(
      'JOURNEY_INCLUDE_NOT_FOUND',
      includePointer,
      `journeys/${fileOf(journeyId)} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
  if (document === undefined) {
    env.report(
      'JOURNEY_INCLUDE_NOT_FOUND',
      includePointer,
      `There is no journey "${journeyId}" to include (journeys/${fileOf(journeyId)}).`,
    );
    return null;
  }
  const file = fileOf(journeyId);
  const schemaProblems = env.validateSchema?.(document) ?? [];
  for (const p of schemaProblems) env.report('JOURNEY_SCHEMA', inFile(file, p.pointer), p.message);
  if (schemaProblems.length > 0) return null;
  if (!Array.isArray((document as { steps?: unknown } | null)?.steps)) {
    env.report('JOURNEY_SCHEMA', inFile(file, ''), `${file} has no steps to include.`);
    return null;
  }
  if (!env.included.includes(journeyId)) env.included.push(journeyId);
  // Each journey's shorthands are its own: written out before its steps and declarations join the host's.
  const expanded = env.expand(document as Journey);
  for (const p of expanded.problems) env.report(p.code, inFile(file, p.pointer), p.message);
  return composePart(expanded.journey, file, [...chain, journeyId], env, expanded.sourceOf);
}

/** `sourceOf` turns a pointer below a written-out step into the file's (expandShorthands' blocking tables). */
function composePart(
  document: Journey,
  file: string | null,
  chain: readonly string[],
  env: Environment,
  sourceOf: (stepIndex: number, pointer: string) => string,
): Part {
  const at = (pointer: string): string => inFile(file, pointer);
  const pieces: Piece[] = [];
  const includes: IncludeMark[] = [];
  const fromIncludes: Declarations[] = [];
  const targets = new Map<string, string>();
  (document.steps as readonly unknown[]).forEach((raw, i) => {
    const stepPointer = toPointer('steps', i);
    for (const pointer of misplacedReturns(raw)) {
      env.report(
        'JOURNEY_RETURN_NOT_DEFAULT',
        at(stepPointer + pointer),
        '"@return" may only be the default (last, unconditional) route of a step\'s "next".',
      );
    }
    if (!isIncludeStep(raw)) {
      pieces.push({ step: raw as Step, file, locate: (pointer) => at(stepPointer + sourceOf(i, pointer)) });
      return;
    }
    const sub = includedPart(raw.include, at(`${stepPointer}/include`), chain, env);
    if (!sub) return;
    const spliced = sub.pieces.map((piece) => underInclude(piece, raw, (pointer) => at(stepPointer + pointer)));
    const first = spliced[0]?.step.id;
    if (first !== undefined) targets.set(raw.id, first);
    includes.push({ id: raw.id, at: at(`${stepPointer}/id`), first }, ...sub.includes);
    pieces.push(...spliced);
    fromIncludes.push(sub.declarations);
  });
  const { merged, conflicts } = mergeDeclarations(ownDeclarations(document, at), fromIncludes);
  for (const { section, name, first, second } of conflicts) {
    env.report(
      'JOURNEY_INCLUDE_CONFLICT',
      second.at,
      `${section} "${name}" is declared differently at ${first.at}; an included journey must declare it the same way or not at all.`,
    );
  }
  // Routes to an include step go to its first spliced step.
  return {
    pieces: pieces.map((piece) => ({ ...piece, step: retarget(piece.step, targets) })),
    declarations: merged,
    includes,
  };
}

function reportDuplicates(pieces: readonly Piece[], includes: readonly IncludeMark[], env: Environment): void {
  const seen = new Map<string, Piece>();
  for (const piece of pieces) {
    const first = seen.get(piece.step.id);
    if (first === undefined) seen.set(piece.step.id, piece);
    // Duplicates inside one file are JOURNEY_DUPLICATE_STEP_ID, reported by the journey's own checks.
    else if (first.file !== piece.file) {
      env.report(
        'JOURNEY_INCLUDE_DUPLICATE_STEP_ID',
        piece.locate('/id'),
        `Step id "${piece.step.id}" is already used at ${first.locate('/id')}; included steps keep their ids, so they must differ from the including journey's.`,
      );
    }
  }
  for (const mark of includes) {
    if (seen.has(mark.id) && mark.first !== mark.id) {
      env.report(
        'JOURNEY_INCLUDE_DUPLICATE_STEP_ID',
        mark.at,
        `Step id "${mark.id}" is also the id of the step at ${seen.get(mark.id)?.locate('/id') ?? '?'}; routes to the include step would be ambiguous.`,
      );
    }
  }
}

function locateDeclaration(declarations: Declarations, pointer: string): string | null {
  const [, section, name] = pointer.split('/');
  if (name === undefined || !(DECLARATION_SECTIONS as readonly string[]).includes(section ?? '')) return null;
  const declared = declarations[section as DeclarationSection].get(name.replaceAll('~1', '/').replaceAll('~0', '~'));
  return declared ? declared.at + pointer.slice(`/${section}/${name}`.length) : null;
}

/**
 * Splices the steps of included journeys (`{ "id", "include": "<journey id>", "when"?, "next" }` steps) into a
 * journey: each included step keeps its id, its `when` is and-ed with the include step's, its "@return" route is
 * replaced by the include step's `next` routes, and its journey's context, effect, error page and ending
 * declarations join the host's. Routes to the include step go to the first included step. Includes may nest.
 * A journey's own "@return" (used on its own, not included) leaves it like "@exit".
 * Invariant: pure; never modifies its inputs; a journey without includes or "@return" comes back as the same object.
 */
export function composeJourney(written: Journey, resolve: ResolveJourney, options: ComposeOptions): ComposedJourney {
  const problems: ConfigProblem[] = [];
  // The shorthands (named error policies, derived values, declaration defaults) are written out first: every check and
  // the engine see the long form.
  const expanded = options.expand(written);
  problems.push(...expanded.problems);
  const document = expanded.journey;
  const env: Environment = {
    resolve,
    validateSchema: options.validateSchema,
    expand: options.expand,
    included: [],
    report: (code, pointer, message) => {
      problems.push({ code, pointer, message });
    },
  };
  const part = composePart(document, null, [document.id], env, expanded.sourceOf);
  const pieces = part.pieces.map(returnAsExit);
  reportDuplicates(pieces, part.includes, env);
  const unchanged =
    pieces.length === document.steps.length && pieces.every((piece, i) => piece.step === document.steps[i]);
  const journey = unchanged
    ? document
    : withDeclarations(
        { ...document, steps: pieces.map((piece) => piece.step) as Journey['steps'] },
        part.declarations,
      );
  return {
    journey,
    problems,
    included: env.included,
    stepFiles: pieces.map((piece) => piece.file),
    sourcePointer(pointer) {
      const steps = /^\/steps\/(\d+)(?=\/|$)/.exec(pointer);
      if (steps) {
        const piece = pieces[Number(steps[1])];
        return piece ? piece.locate(pointer.slice(steps[0].length)) : pointer;
      }
      return locateDeclaration(part.declarations, pointer) ?? pointer;
    },
  };
}
