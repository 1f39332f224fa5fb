// Issue 27 §1: a rule file that nothing reads is an analyst's edit that changes nothing (the recall window edited in
// rules/repair-recall.json, whose reader no page called). Every rules/*.json must be imported by a module of the
// portal (src/, widgets/) whose exports another module uses, and every column of it named in that code.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** A module of the portal: its path from the root and its text. */
interface Module {
  readonly path: string;
  readonly text: string;
}

const SOURCE = /\.(ts|tsx)$/;

function modulesUnder(root: string, dir: string): Module[] {
  const at = join(root, dir);
  if (!existsSync(at)) return [];
  return readdirSync(at).flatMap((name): Module[] => {
    const path = join(at, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : modulesUnder(root, relative(root, path));
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name)
      ? [{ path: relative(root, path), text: readFileSync(path, 'utf8') }]
      : [];
  });
}

/** The names a module exports itself (functions, constants, classes); re-exports are a barrel's, not a use. */
function ownExports(text: string): string[] {
  return [...text.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/g)].map(
    (m) => m[1] ?? '',
  );
}

/** A barrel (index.ts) only passes names on: naming one there is not using it. */
const isBarrel = (module: Module): boolean => basename(module.path).startsWith('index.');

/** Where a rule file is read, by rule name: the modules importing it whose exports some other module uses. */
export interface RuleReading {
  /** Modules importing the file. */
  readonly importers: readonly string[];
  /** Of them, those whose exports are used (named by another module that is not a barrel). */
  readonly live: readonly string[];
  /** The text of the live importers and of the modules using them: where a column must be named. */
  readonly readingText: string;
}

/** How each rule file of rules/ is read by the portal's code. */
export function ruleReadings(root: string, ruleNames: readonly string[]): Record<string, RuleReading> {
  const modules = [...modulesUnder(root, 'src'), ...modulesUnder(root, 'widgets')];
  const readings: Record<string, RuleReading> = {};
  for (const name of ruleNames) {
    const target = resolve(root, 'rules', `${name}.json`);
    // Imported as JSON, or named for a loader that fetches rules by name (src/shared/use-rule.ts:
    // useRule('menu-messages')).
    const importers = modules.filter(
      (module) =>
        !isBarrel(module) &&
        ([...module.text.matchAll(/import\s+[\w$]+\s+from\s+'([^']+\.json)'/g)].some(
          (m) => resolve(root, dirname(module.path), m[1] ?? '') === target,
        ) ||
          module.text.includes(`'${name}'`)),
    );
    /** The modules a module imports by relative path: the helpers that work out a rule's inputs. */
    const importedBy = (module: Module): Module[] =>
      [...module.text.matchAll(/from\s+'(\.[^']+)'/g)].flatMap((m) => {
        const base = resolve(root, dirname(module.path), m[1] ?? '');
        return modules.filter((other) =>
          [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].includes(resolve(root, other.path)),
        );
      });
    const users = (module: Module): Module[] => {
      const names = ownExports(module.text);
      return modules.filter(
        (other) =>
          other !== module &&
          !isBarrel(other) &&
          names.some((n) => new RegExp(`\\b${n.replace(/\$/g, '\\$')}\\b`).test(other.text)),
      );
    };
    // A page module is used by the route table; any other reader must have a user.
    const live = importers
      .map((module) => ({ module, users: users(module) }))
      .filter((entry) => entry.users.length > 0);
    readings[name] = {
      importers: importers.map((module) => module.path),
      live: live.map((entry) => entry.module.path),
      readingText: live
        .flatMap((entry) => [entry.module, ...entry.users, ...importedBy(entry.module)].map((module) => module.text))
        .join('\n'),
    };
  }
  return readings;
}

/** An output column the rule declares as a note for analysts, which no code is meant to read. */
const isNote = (meaning: unknown): boolean =>
  typeof meaning === 'string' && meaning.includes('a note for analysts: no page reads it');

/**
 * RULE_UNREAD_FILE when no used module of the portal reads the file; RULE_UNREAD_COLUMN for each input or output
 * column that the code reading it never names (an output declared "a note for analysts: no page reads it" aside).
 */
export function unreadRuleProblems(
  json: unknown,
  reading: RuleReading | undefined,
  file: string,
): Array<{ code: string; severity: 'error'; pointer: string; message: string }> {
  if (reading === undefined || reading.live.length === 0) {
    const where =
      reading && reading.importers.length > 0
        ? ` It is imported by ${reading.importers.join(', ')}, but nothing uses what ${reading.importers.length === 1 ? 'that module exports' : 'those modules export'}.`
        : '';
    return [
      {
        code: 'RULE_UNREAD_FILE',
        severity: 'error',
        pointer: '',
        message: `${file} is read by no page, journey effect or widget, so changing it changes nothing.${where} Ask a developer to apply it where the resident meets the rule, or remove the file.`,
      },
    ];
  }
  const rule = (json ?? {}) as { inputs?: Record<string, unknown>; outputs?: Record<string, unknown> };
  return (['inputs', 'outputs'] as const).flatMap((part) =>
    Object.entries(rule[part] ?? {}).flatMap(([column, meaning]) => {
      if (
        (part === 'outputs' && isNote(meaning)) ||
        new RegExp(`\\b${column.replace(/[^\w]/g, '')}\\b`).test(reading.readingText)
      )
        return [];
      return [
        {
          code: 'RULE_UNREAD_COLUMN',
          severity: 'error' as const,
          pointer: `/${part}/${column.replaceAll('~', '~0').replaceAll('/', '~1')}`,
          message: `The column "${column}" is named by none of the code that reads ${file} (${reading.live.join(', ')}), so ${part === 'inputs' ? 'the page never gives it and it is always empty' : 'what it says is never used'}. Ask a developer to read it, or remove it.`,
        },
      ];
    }),
  );
}
