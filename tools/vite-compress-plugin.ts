// Build-time compression (issue 13): beside every text asset of the built portal, a brotli (.br) and a gzip (.gz)
// copy, made once at build time at the highest levels, so the portal's server (sandbox/server/static-portal.ts) or
// any static host sends compressed bytes by the browser's Accept-Encoding without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { PRECOMPRESSED, type ContentEncoding } from '../sandbox/server/precompressed.ts';

/** The file types worth compressing (images other than SVG and fonts are compressed already). */
export const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);

/** How each copy the server knows (sandbox/server/precompressed.ts) is made: the highest levels, once per build. */
const COMPRESSORS: Record<ContentEncoding, (data: Buffer) => Buffer> = {
  br: (data) =>
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  gzip: (data) => gzipSync(data, { level: 9 }),
};

/** Files this small gain nothing worth a second request path (a header costs more than the saving). */
const MIN_BYTES = 512;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes the compressed copies of every compressible file under `outDir` (except the build's own reports in .vite/),
 * keeping a copy only when it is smaller than the file. Returns how many copies it wrote.
 */
export function compressFolder(outDir: string): number {
  let written = 0;
  for (const file of filesUnder(outDir)) {
    if (file.includes(`${join(outDir, '.vite')}`) || !COMPRESSIBLE.has(extname(file))) continue;
    if (statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    for (const { encoding, suffix } of PRECOMPRESSED) {
      const compressed = COMPRESSORS[encoding](data);
      if (compressed.length >= data.length) continue;
      writeFileSync(`${file}${suffix}`, compressed);
      written += 1;
    }
  }
  return written;
}

/** The plugin: build only, after every file is written. */
export function compressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-compress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      compressFolder(outDir);
    },
  };
}
