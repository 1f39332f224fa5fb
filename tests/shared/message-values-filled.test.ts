import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readEnglish } from '../../tools/locale-files.mjs';

// Issue 27 §1: "Description must be {max} characters or fewer" reached residents with its placeholder raw. The
// journeys' texts are the lint's (JOURNEY_TEXT_PARAM_MISSING) and their validation messages
// tests/journey/filled-placeholders.test.ts's; this walks every message code the portal's own code words with t() or
// tOptional() and that takes values, and fails where a value is not given: the resident would read a literal "{".

const root = join(import.meta.dirname, '..', '..');
const english = readEnglish(root) as Record<string, string>;
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Wording {
  readonly where: string;
  readonly code: string;
  /** The names of the values given; null when the test cannot tell (then it fails: give them where they are seen). */
  readonly given: readonly string[] | null;
}

/** The property names of an object literal, following spreads of consts of the same file. */
function namesOf(node: ts.Expression, consts: ReadonlyMap<string, ts.Expression>): string[] | null {
  if (ts.isIdentifier(node)) {
    const initial = consts.get(node.text);
    return initial === undefined ? null : namesOf(initial, consts);
  }
  if (!ts.isObjectLiteralExpression(node)) return null;
  const names: string[] = [];
  for (const property of node.properties) {
    if (ts.isSpreadAssignment(property)) {
      const spread = namesOf(property.expression, consts);
      if (spread === null) return null;
      names.push(...spread);
    } else if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
      names.push(property.name.text);
    else return null;
  }
  return names;
}

/** Every t('Code', values) and tOptional('Code', values) of src/ and widgets/ whose English text takes values. */
function wordings(): Wording[] {
  const found: Wording[] = [];
  for (const path of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'widgets'))]) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const consts = new Map<string, ts.Expression>();
    const collect = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
        consts.set(node.name.text, node.initializer);
      ts.forEachChild(node, collect);
    };
    collect(source);
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        (node.expression.text === 't' || node.expression.text === 'tOptional') &&
        node.arguments[0] !== undefined &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        const code = node.arguments[0].text;
        if (placeholders(english[code] ?? '').length > 0) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          const values = node.arguments[1];
          found.push({
            where: `${relative(root, path)}:${line + 1}`,
            code,
            given: values === undefined ? [] : namesOf(values, consts),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe("every message with values the portal's code shows has them all given", () => {
  const all = wordings();

  it('finds the wordings that take values (the payment limits, the idle countdown, the job number)', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.map((w) => w.code)).toEqual(expect.arrayContaining(['SSC008', 'EMID024', 'media_upload_limits']));
  });

  it.each(all.map((w) => [`${w.where} ${w.code}`, w] as const))('%s', (_, { code, given }) => {
    expect(given, 'the values are not an object literal or a const of the file: cannot tell').not.toBeNull();
    const missing = placeholders(english[code] ?? '').filter((name) => !given!.includes(name));
    expect(missing, `"${english[code]}" would show {${missing.join('}, {')}} raw`).toEqual([]);
  });
});
