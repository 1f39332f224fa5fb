import type { Journey } from '../engine';

/** A context value the analyst may change in the preview: a toggle or flag (true/false) or a text. */
export interface EditableValue {
  readonly path: string;
  readonly kind: 'boolean' | 'text';
  readonly value: boolean | string;
}

function read(context: Readonly<Record<string, unknown>>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      context,
    );
}

/** The declared context paths whose values are true/false (toggles, flags) or text (a phone number on file…). */
export function editableValues(journey: Journey, context: Readonly<Record<string, unknown>>): EditableValue[] {
  return Object.keys(journey.context ?? {}).flatMap((path): EditableValue[] => {
    const value = read(context, path);
    if (typeof value === 'boolean') return [{ path, kind: 'boolean', value }];
    // Toggles a journey declares as strings arrive as "true"/"false".
    if (value === 'true' || value === 'false') return [{ path, kind: 'boolean', value: value === 'true' }];
    if (typeof value === 'string') return [{ path, kind: 'text', value }];
    return [];
  });
}

/** The context with the analyst's changes (path → value), as a new object; strings stay strings for string toggles. */
export function withOverrides(
  context: Readonly<Record<string, unknown>>,
  overrides: Readonly<Record<string, boolean | string>>,
): Record<string, unknown> {
  const result = structuredClone(context) as Record<string, unknown>;
  for (const [path, value] of Object.entries(overrides)) {
    const parts = path.split('.');
    let node = result;
    for (const part of parts.slice(0, -1)) {
      const child = node[part];
      node = (typeof child === 'object' && child !== null ? child : (node[part] = {})) as Record<string, unknown>;
    }
    const key = parts[parts.length - 1] as string;
    node[key] = typeof value === 'boolean' && typeof node[key] === 'string' ? String(value) : value;
  }
  return result;
}
