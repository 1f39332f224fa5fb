import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding, PRECOMPRESSED, type ContentEncoding } from './precompressed';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export class PortalNotBuiltError extends Error {
  override name = 'PortalNotBuiltError';
}

/** The compressed copies the build made of `file` (tools/vite-compress-plugin.ts), by their coding. */
function copiesOf(file: string): Map<ContentEncoding, string> {
  const copies = new Map<ContentEncoding, string>();
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (existsSync(`${file}${suffix}`)) copies.set(encoding, `${file}${suffix}`);
  }
  return copies;
}

/**
 * Serves the built portal from `distDir`. Any path without a file extension is a portal route and gets
 * index.html (the router decides what to show); hashed assets are cached for a year, index.html never.
 * A file is sent as the build's brotli or gzip copy when the browser accepts one (`Vary: Accept-Encoding` tells
 * caches), so a resident on a phone downloads about a quarter of the bytes.
 */
export function createStaticPortal(distDir: string, headers: Record<string, string>) {
  const root = normalize(distDir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new PortalNotBuiltError(`${join(root, 'index.html')} is missing: run npm run build first`);
  }
  return function servePortal(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...headers }).end();
      return;
    }
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://portal').pathname);
    const candidate = normalize(join(root, pathname));
    const insideRoot = candidate === root || candidate.startsWith(root + sep);
    const isFile = insideRoot && existsSync(candidate) && statSync(candidate).isFile();
    if (!isFile && extname(pathname) !== '') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end('Not found');
      return;
    }
    const file = isFile ? candidate : join(root, 'index.html');
    const hashedAsset = isFile && pathname.startsWith('/assets/');
    const copies = copiesOf(file);
    const encoding = chooseEncoding(req.headers['accept-encoding'], [...copies.keys()]);
    const sent = encoding ? (copies.get(encoding) ?? file) : file;
    res.writeHead(200, {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Content-Length': String(statSync(sent).size),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...(copies.size > 0 ? { Vary: 'Accept-Encoding' } : {}),
      ...headers,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(sent).pipe(res);
  };
}
