import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';

const contentTypes: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/**
 * Serves a fixed set of files (served name → file path, or the paths of the parts it is joined from, in order), read
 * once at start: the stylesheet and script of the sandbox pages. Returns false when `name` is not one of them, so the
 * caller answers 404 its own way.
 */
export function createStaticAssets(files: Readonly<Record<string, string | readonly string[]>>) {
  const read = (paths: string | readonly string[]) =>
    Buffer.concat((typeof paths === 'string' ? [paths] : paths).map((path) => readFileSync(path)));
  const bodies = new Map(Object.entries(files).map(([name, paths]) => [name, read(paths)]));
  return function serveAsset(req: IncomingMessage, res: ServerResponse, name: string): boolean {
    const body = bodies.get(name);
    if (!body || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    res.writeHead(200, {
      'Content-Type': contentTypes[extname(name)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
