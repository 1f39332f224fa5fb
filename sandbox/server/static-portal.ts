import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

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

/**
 * Serves the built portal from `distDir`. Any path without a file extension is a portal route and gets
 * index.html (the router decides what to show); hashed assets are cached for a year, index.html never.
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
    res.writeHead(200, {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...headers,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };
}
