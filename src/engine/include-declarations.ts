import type { Journey } from '../../schemas/generated/journey';
import { toPointer } from './json-pointer.ts';

/** The journey-level declarations an included journey brings with it. */
export const DECLARATION_SECTIONS = ['context', 'effects', 'errorPages', 'endings'] as const;
export type DeclarationSection = (typeof DECLARATION_SECTIONS)[number];

/** One declaration and where it is written (a pointer, prefixed with its file when it is not the host's). */
export interface Declared {
  readonly value: unknown;
  readonly at: string;
}

/** Every declaration of a composed part, by section and name. */
export type Declarations = Readonly<Record<DeclarationSection, ReadonlyMap<string, Declared>>>;

/** Deep equality of JSON values (objects compared key by key, whatever the key order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((k) => Object.hasOwn(right, k) && sameJson(left[k], right[k]))
  );
}

/**
 * The declarations a document writes itself, with their pointers in its file.
 * Invariant: reads `endings` too when the document has them, so a journey that ends in its own ending can be included.
 */
export function ownDeclarations(document: Journey, at: (pointer: string) => string): Declarations {
  const read = (section: DeclarationSection): ReadonlyMap<string, Declared> => {
    const entries = (document as unknown as Record<string, unknown>)[section];
    if (entries === null || typeof entries !== 'object') return new Map();
    return new Map(Object.entries(entries).map(([name, value]) => [name, { value, at: at(toPointer(section, name)) }]));
  };
  return {
    context: read('context'),
    effects: read('effects'),
    errorPages: read('errorPages'),
    endings: read('endings'),
  };
}

/** A declaration an included journey writes differently from the journey that includes it. */
export interface DeclarationConflict {
  readonly section: DeclarationSection;
  readonly name: string;
  readonly first: Declared;
  readonly second: Declared;
}

/**
 * Merges the declarations of included parts into the host's: the same name may be declared again only identically.
 * Invariant: the first declaration of a name wins (the host's, then the includes' in step order); a different one is
 * returned as a conflict, never silently dropped.
 */
export function mergeDeclarations(
  host: Declarations,
  included: readonly Declarations[],
): { merged: Declarations; conflicts: DeclarationConflict[] } {
  const conflicts: DeclarationConflict[] = [];
  const mergeSection = (section: DeclarationSection): ReadonlyMap<string, Declared> => {
    const merged = new Map(host[section]);
    for (const part of included) {
      for (const [name, declared] of part[section]) {
        const first = merged.get(name);
        if (first === undefined) merged.set(name, declared);
        else if (!sameJson(first.value, declared.value)) conflicts.push({ section, name, first, second: declared });
      }
    }
    return merged;
  };
  return {
    merged: {
      context: mergeSection('context'),
      effects: mergeSection('effects'),
      errorPages: mergeSection('errorPages'),
      endings: mergeSection('endings'),
    },
    conflicts,
  };
}

/** The merged declarations written back onto a document: a section is present only when something declares it. */
export function withDeclarations(document: Journey, declarations: Declarations): Journey {
  const sections: Record<string, unknown> = {};
  for (const section of DECLARATION_SECTIONS) {
    const entries = declarations[section];
    if (entries.size > 0)
      sections[section] = Object.fromEntries([...entries].map(([name, { value }]) => [name, value]));
  }
  return { ...document, ...sections };
}
