// What each chunk of the production build is made of: dist/.vite/modules.json lists, per chunk file, the modules in it
// with their rendered length and that code's gzipped size on its own (before minifying: a weight for sharing out the
// chunk's real gzipped size, not a size of its own). `npm run bench` reads it to print where a page's bytes come from
// (tools/bench/bundle.ts); nothing in the portal reads it.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const MODULES_REPORT = '.vite/modules.json';

export interface ModulesReport {
  /** Chunk file (as in the manifest) → the modules rendered into it, largest first. */
  readonly [file: string]: ReadonlyArray<{ readonly id: string; readonly length: number; readonly gz: number }>;
}

/** The plugin: build only; it only writes a report beside the manifest. */
export function moduleSizesPlugin(root: string): Plugin {
  const short = (id: string) =>
    id
      .replace(/\0/g, '')
      .replace(`${root}/`, '')
      .replace(/^.*node_modules\//, 'node_modules/');
  return {
    name: 'portal-module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, Array<{ id: string; length: number; gz: number }>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        report[output.fileName] = Object.entries(output.modules)
          .map(([id, module]) => ({
            id: short(id),
            length: module.renderedLength,
            gz: module.code ? gzipSync(module.code).length : 0,
          }))
          .filter((module) => module.length > 0)
          .sort((a, b) => b.gz - a.gz);
      }
      this.emitFile({ type: 'asset', fileName: MODULES_REPORT, source: `${JSON.stringify(report, null, 1)}\n` });
    },
  };
}
