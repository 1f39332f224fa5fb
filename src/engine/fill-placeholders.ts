import { readPath } from './read-path';

/** Values for the placeholders of a generated step. */
export interface PlaceholderValues {
  readonly key: string;
  /** 1-based page number among the template's pages. */
  readonly index: number;
  readonly item: unknown;
}

// Only {key}, {index} and {item.path} are placeholders, so literal braces (e.g. forbidden characters "{}") survive.
const placeholder = /\{(key|index|item(?:\.[A-Za-z0-9_]+)*)\}/g;

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Fills {key}, {index} and {item.path} in every string of a value, deeply.
 * Invariant: returns new objects and arrays; the input (a journey template) is never modified.
 */
export function fillPlaceholders<T>(value: T, values: PlaceholderValues): T {
  if (typeof value === 'string') {
    return value.replace(placeholder, (_, name: string) => {
      if (name === 'key') return values.key;
      if (name === 'index') return String(values.index);
      return asText(readPath(values.item, name.slice('item.'.length)));
    }) as T;
  }
  if (Array.isArray(value)) return value.map((v) => fillPlaceholders(v, values)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, values)])) as T;
  }
  return value;
}

/**
 * Makes a filled-in generated field id safe as an answers.<id> variable.
 * Invariant: the result contains only letters, digits and _.
 */
export function safeFieldId(id: string): string {
  return id.replace(/[^A-Za-z0-9_]/g, '_');
}

/**
 * A regular expression matching every id a field id template can produce ("case_{item.questionId}" → /^case_\w*$/).
 * Invariant: a template without placeholders matches only itself.
 */
export function fieldIdMatcher(template: string): RegExp {
  const parts = template.split(/\{[a-z]+(?:\.[A-Za-z0-9_]+)*\}/);
  return new RegExp(`^${parts.map((p) => p.replace(/[^A-Za-z0-9_]/g, '\\$&')).join('[A-Za-z0-9_]*')}$`);
}
