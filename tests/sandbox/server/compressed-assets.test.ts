import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../sandbox/server/precompressed';
import { createStaticPortal } from '../../../sandbox/server/static-portal';
import { compressFolder } from '../../../tools/vite-compress-plugin';

// Issue 13, "compress": the build writes brotli and gzip copies of the portal's files, and the portal's server sends
// the best one the browser accepts, with a year's immutable cache for hashed assets and no-cache for the page.

const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_v, i) => `text number ${i} of the portal`))};\n`;
const page = `<!doctype html><html lang="en"><title>My home portal</title><script type="module" src="/assets/index-abc123.js"></script>${'<!-- padding -->'.repeat(40)}</html>`;
let dist: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'compressed-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'export {};\n');
  compressFolder(dist);
  server = http.createServer(createStaticPortal(dist, { 'X-Content-Type-Options': 'nosniff' }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dist, { recursive: true, force: true });
});

/** A GET with raw bytes (Node's http does not decode), so the test sees exactly what went over the wire. */
function get(
  path: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${origin}${path}`,
      { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
  });
}

describe('the portal sends compressed files', () => {
  it('sends brotli to a browser that accepts it, much smaller and the same script once decoded', async () => {
    const answer = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip to a browser that accepts only gzip, and the file as it is to one that accepts neither', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const refused = await get('/assets/index-abc123.js', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed assets for a year, immutable; the page itself is revalidated every time', async () => {
    expect((await get('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const home = await get('/customer360View', 'br');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(home.body).toString()).toBe(page);
    expect(home.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves a file too small to gain as it is', async () => {
    const tiny = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBeUndefined();
  });
});

describe('chooseEncoding reads Accept-Encoding as RFC 9110 says', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['x-gzip', 'gzip'],
    ['', null],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('offers only the copies that exist', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', [])).toBeNull();
  });
});
