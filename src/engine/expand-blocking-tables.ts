// Blocking tables (issue 16 §2, docs/decisions/0043): a step's blocks chosen by one value, written as rows, are
// written out as ordinary blocks in their place before anything else reads the journey. Imported by
// tools/vite-journeys-plugin.ts (through expand-shorthands.ts), so relative imports name their .ts file.

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isTable = (entry: Json): entry is JsonObject => isObject(entry) && Array.isArray(entry.rows);

/** Where each written-out block of a step came from: its source pointer below the step, by block index. */
type BlockSource =
  | { readonly kind: 'block'; readonly index: number }
  | { readonly kind: 'row'; readonly table: number; readonly row: number; readonly otherwise: boolean };

/** A table whose rows cannot all apply: a value given twice, or rows after the otherwise row. */
export interface TableProblem {
  readonly code: 'JOURNEY_TABLE_DUPLICATE_VALUE' | 'JOURNEY_TABLE_OTHERWISE_NOT_LAST';
  readonly pointer: string;
  readonly message: string;
}

/** The journey with its blocking tables written out, and a way back from a written-out pointer to the file's. */
export interface ExpandedTables {
  readonly journey: JsonObject;
  readonly problems: readonly TableProblem[];
  /**
   * The file's pointer (below the step) of a pointer below step `stepIndex` of the written-out journey, so a problem
   * in a row's block is reported at the row.
   */
  sourceOf(stepIndex: number, pointer: string): string;
}

const ROW_OWN = ['message', 'params', 'mode', 'field', 'presentation', 'description'] as const;

/** One row's block: the table's condition, its value and the row's own condition, and-ed in that order. */
function rowBlock(table: JsonObject, row: JsonObject): JsonObject {
  const parts: Json[] = [table.when];
  if (row.otherwise !== true) parts.push({ '===': [table.match, row.is] });
  if (row.when !== undefined) parts.push(row.when);
  const block: JsonObject = { when: { and: parts } };
  for (const key of ROW_OWN) {
    const value = row[key] ?? (key === 'message' || key === 'params' ? undefined : table[key]);
    if (value !== undefined) block[key] = value;
  }
  if (row.description === undefined && typeof table.description === 'string') {
    block.description = `${table.description} (${row.otherwise === true ? 'otherwise' : JSON.stringify(row.is)})`;
  }
  return block;
}

function locate(source: BlockSource, rest: string): string {
  if (source.kind === 'block') return `/blocking/${source.index}${rest}`;
  const table = `/blocking/${source.table}`;
  const row = `${table}/rows/${source.row}`;
  const part = /^\/when\/and\/(\d+)(.*)$/.exec(rest);
  if (part) {
    const [, index, inner = ''] = part;
    if (index === '0') return `${table}/when${inner}`;
    if (!source.otherwise && index === '1')
      return inner.startsWith('/===/0') ? `${table}/match${inner.slice('/===/0'.length)}` : `${row}/is`;
    return `${row}/when${inner}`;
  }
  if (rest === '/when' || rest === '') return row;
  return row + rest;
}

/**
 * Rows that can never apply, each said once: a row after the otherwise row, or a value an earlier row already takes
 * (unless either has a condition of its own, as the two E2 rows with and without a hint do).
 */
function rowProblems(rows: readonly Json[], rowsAt: string): TableProblem[] {
  const problems: TableProblem[] = [];
  const otherwise = rows.findIndex((row) => isObject(row) && row.otherwise === true);
  if (otherwise !== -1 && otherwise < rows.length - 1) {
    problems.push({
      code: 'JOURNEY_TABLE_OTHERWISE_NOT_LAST',
      pointer: `${rowsAt}/${otherwise + 1}`,
      message: `The rows after the otherwise row (row ${otherwise + 1}) can never apply: it takes every value. Move it to the end.`,
    });
  }
  const taken = new Map<string, number>();
  rows.forEach((row, index) => {
    if (!isObject(row) || row.otherwise === true || row.when !== undefined) return;
    const value = JSON.stringify(row.is);
    const first = taken.get(value);
    if (first === undefined) taken.set(value, index);
    else
      problems.push({
        code: 'JOURNEY_TABLE_DUPLICATE_VALUE',
        pointer: `${rowsAt}/${index}/is`,
        message: `Row ${first + 1} already takes ${value}, so this row can never apply. Give one of them a "when", or remove one.`,
      });
  });
  return problems;
}

/**
 * Writes out every step's blocking tables: each row becomes a block in the table's place, in row order. A journey
 * without tables comes back as the same object.
 */
export function expandBlockingTables(journey: JsonObject): ExpandedTables {
  const steps = Array.isArray(journey.steps) ? journey.steps : [];
  const sources = new Map<number, readonly BlockSource[]>();
  const problems: TableProblem[] = [];
  if (!steps.some((step) => isObject(step) && Array.isArray(step.blocking) && step.blocking.some(isTable))) {
    return { journey, problems: [], sourceOf: (_step, pointer) => pointer };
  }
  const expandedSteps = steps.map((step, stepIndex) => {
    if (!isObject(step) || !Array.isArray(step.blocking) || !step.blocking.some(isTable)) return step;
    const blocks: Json[] = [];
    const from: BlockSource[] = [];
    step.blocking.forEach((entry, index) => {
      if (!isTable(entry)) {
        blocks.push(entry);
        from.push({ kind: 'block', index });
        return;
      }
      const rowsAt = `/steps/${stepIndex}/blocking/${index}/rows`;
      problems.push(...rowProblems(entry.rows as Json[], rowsAt));
      (entry.rows as Json[]).forEach((row, rowIndex) => {
        if (!isObject(row)) return;
        blocks.push(rowBlock(entry, row));
        from.push({ kind: 'row', table: index, row: rowIndex, otherwise: row.otherwise === true });
      });
    });
    sources.set(stepIndex, from);
    return { ...step, blocking: blocks };
  });
  return {
    journey: { ...journey, steps: expandedSteps },
    problems,
    sourceOf(stepIndex, pointer) {
      const from = sources.get(stepIndex);
      const block = /^\/blocking\/(\d+)(.*)$/.exec(pointer);
      if (!from || !block) return pointer;
      const source = from[Number(block[1])];
      return source ? locate(source, block[2] ?? '') : pointer;
    },
  };
}
