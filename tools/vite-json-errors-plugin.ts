// An analyst's JSON mistake in development, said where it is: Vite's own JSON step reports a syntax error by its
// position in the file ("at position 1234"), which no editor shows. This plugin runs first on the files analysts edit
// (journeys/, rules/, locales/en/) and reports file:line:column and what to change, with the lines around it, on the
// portal's development error page (Vite's overlay). Fixing the file is a normal hot update: the page recovers.
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { syntaxErrorHint, syntaxErrorPosition } from './journeys/json-positions.ts';

/** The folders whose JSON analysts edit by hand. */
export const ANALYST_FOLDERS = ['journeys', 'rules', join('locales', 'en')];

/** Two lines either side of the mistake, numbered, with a caret under its column: what a terminal would show. */
export function codeFrame(text: string, line: number, column: number): string {
  const lines = text.split('\n');
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 2);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

/** A JSON syntax error in a file, as an analyst reads it: where, what the parser said, and what to change. */
export interface JsonSyntaxProblem {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  readonly frame: string;
}

/**
 * The syntax problem of a JSON text, or null when it parses. `file` is the path the analyst knows (journeys/x.json).
 */
export function jsonSyntaxProblem(file: string, text: string): JsonSyntaxProblem | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const { line, column } = syntaxErrorPosition(text, error);
    const said = (error instanceof Error ? error.message : String(error)).replace(/ in JSON at position \d+.*$/, '');
    const hint = syntaxErrorHint(text, error);
    return {
      file,
      line,
      column,
      message: `${file}:${line}:${column}: ${said}.${hint ? ` ${hint}` : ''}`,
      frame: codeFrame(text, line, column),
    };
  }
}

export function jsonErrorsPlugin(options: { root: string }): Plugin {
  const root = resolve(options.root);
  const isAnalystFile = (id: string): boolean => {
    const path = relative(root, id.split('?')[0] ?? id);
    return path.endsWith('.json') && ANALYST_FOLDERS.some((folder) => path.startsWith(folder + sep));
  };
  return {
    name: 'portal-json-errors',
    // Before Vite's JSON step, which would fail first with only a position.
    enforce: 'pre',
    transform(code, id) {
      if (!isAnalystFile(id)) return null;
      const file = relative(root, id.split('?')[0] ?? id)
        .split(sep)
        .join('/');
      // Run before Vite's JSON step, this sees the file's text as it is on disk.
      const problem = jsonSyntaxProblem(file, code);
      if (!problem) return null;
      this.error({
        message: problem.message,
        id,
        loc: { file: id.split('?')[0] ?? id, line: problem.line, column: problem.column - 1 },
        frame: problem.frame,
      });
    },
  };
}
