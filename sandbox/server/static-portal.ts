import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chooseEncoding, PRECOMPRESSED, type ContentEncoding } from './precompressed';
import { matchesPattern, readRoutePreloads, withPreloads } from './route-preloads';

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

/** An index.html made for one route, with its compressed copies (made once, when the server starts). */
interface RoutePage {
  readonly pattern: string;
  readonly html: Buffer;
  readonly copies: ReadonlyMap<ContentEncoding, Buffer>;
}

/** index.html with each journey route's preloads, compressed as the build compresses its files. */
function routePages(root: string): RoutePage[] {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  return readRoutePreloads(root).map((preload) => {
    const page = Buffer.from(withPreloads(html, preload));
    const copies = new Map<ContentEncoding, Buffer>([['br', brotliCompressSync(page)], ['gzip', gzipSync(page)]]);
    return { pattern: preload.pattern, html: page, copies };
  });
}

/**
 * Serves the built portal from `distDir`. Any path without a file extension is a portal route and gets
 * index.html (the router decides what to show); hashed assets are cached for a year, index.html never.
 * A file is sent as the build's brotli or gzip copy when the browser accepts one (`Vary: Accept-Encoding` tells
 * caches), so a resident on a phone downloads about a quarter of the bytes. A journey step's address gets index.html
 * naming the step's code to preload (route-preloads.ts).
 */
export function createStaticPortal(distDir: string, headers: Record<string, string>) {
  const root = normalize(distDir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new PortalNotBuiltError(`${join(root, 'index.html')} is missing: run npm run build first`);
  }
  const pages = routePages(root);
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
    const routePage = isFile ? undefined : pages.find((page) => matchesPattern(page.pattern, pathname));
    if (routePage) {
      sendRoutePage(req, res, routePage, headers);
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

function sendRoutePage(req: IncomingMessage, res: ServerResponse, page: RoutePage, headers: Record<string, string>): void {
  const encoding = chooseEncoding(req.headers['accept-encoding'], [...page.copies.keys()]);
  const body = (encoding ? page.copies.get(encoding) : undefined) ?? page.html;
  res.writeHead(200, {
    'Content-Type': contentTypes['.html'],
    'Cache-Control': 'no-cache',
    'Content-Length': String(body.length),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    Vary: 'Accept-Encoding',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
