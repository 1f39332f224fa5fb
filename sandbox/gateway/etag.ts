import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so that the same representation always hashes the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(v).sort()) sorted[key] = (v as Record<string, unknown>)[key];
    return sorted;
  });
}

/**
 * Strong ETag (quoted) of a representation. It is derived from the content itself, so any change to a stored
 * row, including one made by a sandbox job or another engineer's route, changes the ETag (SEC-15).
 */
export function etagOf(representation: unknown): string {
  return `"${createHash('sha256').update(canonicalJson(representation)).digest('base64url')}"`;
}
