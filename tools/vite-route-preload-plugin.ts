// Route preloads (issue 13): for every journey step address, the lazy chunks and styles its first drawing needs —
// the journey page with what it imports, the journey's document and the documents it includes. The portal's server
// (sandbox/server/route-preloads.ts) names them in the index.html it sends for that address, so a phone opening a
// journey step cold downloads them alongside the first script instead of after it has run: one round trip and the
// first script's run time off the wait, without putting the journey code into the first download of other pages.
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { journeyManifest, readJourneys } from './vite-journeys-plugin.ts';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../sandbox/server/route-preloads.ts';

/** The module every journey route loads first (src/journey/journey-route-element.tsx). */
const JOURNEY_PAGE_MODULE = 'src/journey/journey-page.tsx';

export class RoutePreloadBuildError extends Error {
  override name = 'RoutePreloadBuildError';
}

interface ChunkFiles { scripts: Set<string>; styles: Set<string> }

/** The chunk whose own module (not one it merely contains) is `moduleSuffix`, by path ending. */
function chunkOf(chunks: readonly OutputChunk[], moduleSuffix: string): OutputChunk | undefined {
  return chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleSuffix));
}

/** `chunk` and every chunk it imports statically, but not the entry (index.html loads it already), with their CSS. */
function collect(chunk: OutputChunk, byFile: ReadonlyMap<string, OutputChunk>, into: ChunkFiles): void {
  if (chunk.isEntry || into.scripts.has(chunk.fileName)) return;
  into.scripts.add(chunk.fileName);
  const css = (chunk as OutputChunk & { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
  for (const file of css ?? []) into.styles.add(file);
  for (const imported of chunk.imports) {
    const next = byFile.get(imported);
    if (next) collect(next, byFile, into);
  }
}

/** Every journey route's preloads, from the bundle and the journeys' manifest. */
export function routePreloads(bundle: OutputBundle, journeys: readonly unknown[]): RoutePreload[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const journeyPage = chunkOf(chunks, JOURNEY_PAGE_MODULE);
  // A renamed or inlined journey page would silently end every preload: the build says so instead.
  if (!journeyPage) throw new RoutePreloadBuildError(`No chunk of its own for ${JOURNEY_PAGE_MODULE}: the journey routes' preloads cannot be named`);
  return journeyManifest(journeys).flatMap((entry) => {
    const files: ChunkFiles = { scripts: new Set(), styles: new Set() };
    collect(journeyPage, byFile, files);
    for (const id of [entry.id, ...(entry.includes ?? [])]) {
      const document = chunkOf(chunks, `journeys/${id}.json`);
      if (!document) throw new RoutePreloadBuildError(`No chunk for journeys/${id}.json: the journey's routes' preloads cannot be named`);
      collect(document, byFile, files);
    }
    const scripts = [...files.scripts].map((file) => `/${file}`);
    const styles = [...files.styles].map((file) => `/${file}`);
    return entry.routes.map((pattern): RoutePreload => ({ pattern, scripts, styles }));
  });
}

/** The plugin (build only): writes dist/.vite/route-preloads.json beside Vite's manifest. */
export function routePreloadPlugin(options: { journeysDir?: string } = {}): Plugin {
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const journeys = readJourneys(options.journeysDir ?? 'journeys');
      const preloads = routePreloads(bundle as unknown as OutputBundle, journeys);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}
