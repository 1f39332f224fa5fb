import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesPattern, ROUTE_PRELOADS_FILE, withPreloads, type RoutePreload } from '../../../sandbox/server/route-preloads';
import { createStaticPortal } from '../../../sandbox/server/static-portal';

// Issue 13: a journey step opened cold names its code in the page, so a phone downloads it alongside the first
// script instead of after the first script has run.

const page = '<!doctype html><html lang="en"><head><title>My home portal</title><script type="module" src="/assets/index-abc.js"></script></head><body></body></html>';
const repair: RoutePreload = { pattern: '/repairproperty', scripts: ['/assets/journey-page-abc.js', '/assets/repair-abc.js'], styles: ['/assets/journey-page-abc.css'] };
const assessment: RoutePreload = { pattern: '/DampAndMouldAssesment/:key', scripts: ['/assets/journey-page-abc.js'], styles: [] };
let dist: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'route-preloads-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify([repair, assessment]));
  server = http.createServer(createStaticPortal(dist, {}));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dist, { recursive: true, force: true });
});

function get(path: string, acceptEncoding?: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(`${origin}${path}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('route preloads', () => {
  it('matches addresses as the router does: without regard to case, a :name standing for one segment', () => {
    expect(matchesPattern('/repairproperty', '/RepairProperty')).toBe(true);
    expect(matchesPattern('/repairproperty', '/repairproperty/')).toBe(true);
    expect(matchesPattern('/DampAndMouldAssesment/:key', '/dampandmouldassesment/q3')).toBe(true);
    expect(matchesPattern('/DampAndMouldAssesment/:key', '/DampAndMouldAssesment')).toBe(false);
    expect(matchesPattern('/repairproperty', '/repairproperty/extra')).toBe(false);
  });

  it('names the route’s scripts as module preloads and its styles as style preloads, in the head', () => {
    const html = withPreloads(page, repair);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/journey-page-abc.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/repair-abc.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/journey-page-abc.css">');
  });

  it('sends a journey step address its page with the preloads, compressed and never cached', async () => {
    const answer = await get('/RepairProperty?x=1', 'gzip, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = brotliDecompressSync(answer.body).toString();
    expect(html).toContain('href="/assets/repair-abc.js"');
    expect((await get('/DampAndMouldAssesment/q1')).body.toString()).toContain('href="/assets/journey-page-abc.js"');
  });

  it('sends every other address the page as built, with nothing to preload', async () => {
    expect((await get('/startpage')).body.toString()).toBe(page);
    expect((await get('/customer360View')).body.toString()).not.toContain('modulepreload');
  });
});
