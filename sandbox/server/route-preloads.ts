// The index.html a journey step address gets: the build's page with the step's lazy code named in its head
// (tools/vite-route-preload-plugin.ts writes which), so the browser fetches it alongside the first script.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the build writes the preloads, beside Vite's manifest (dist/.vite/). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** One address pattern (react-router's: `:name` stands for one segment) and what its first drawing loads. */
export interface RoutePreload {
  readonly pattern: string;
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

export class RoutePreloadsError extends Error {
  override name = 'RoutePreloadsError';
}

/** The router matches addresses without regard to case (React Router's default), so the preloads do too. */
function segments(path: string): string[] {
  return path.toLowerCase().split('/').filter((segment) => segment !== '');
}

/** Whether `pathname` is an address of `pattern`: the same segments, `:name` matching any one. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  return wanted.length === given.length && wanted.every((segment, i) => segment.startsWith(':') || segment === given[i]);
}

/** The head links for a route: module preloads for its scripts, preloads for its styles (applied by its code). */
export function preloadLinks(preload: RoutePreload): string {
  return [
    ...preload.scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}">`),
    ...preload.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('\n    ');
}

/** `html` with the route's links at the end of its head. */
export function withPreloads(html: string, preload: RoutePreload): string {
  if (!html.includes('</head>')) throw new RoutePreloadsError('index.html has no </head> to put the route preloads in');
  return html.replace('</head>', `  ${preloadLinks(preload)}\n  </head>`);
}

/** The build's route preloads, or none for a build without them (then every address gets index.html as it is). */
export function readRoutePreloads(distDir: string): RoutePreload[] {
  const file = join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new RoutePreloadsError(`${file} is not a list of route preloads`);
  return parsed as RoutePreload[];
}
