import { sep } from 'node:path';

/**
 * The file path of a module id when it is a JSON file inside `dir` (an absolute folder), else null: what the build
 * plugins that rewrite the analysts' JSON (journeys/, rules/) take, before Vite's JSON step. Ids may carry a query.
 */
export function jsonFileIn(dir: string, id: string): string | null {
  const path = id.split('?')[0] ?? id;
  return path.startsWith(dir + sep) && path.endsWith('.json') ? path : null;
}
