import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DISCARDED_BODY_BYTES, MAX_JSON_BODY_BYTES } from '../../../sandbox/gateway/middleware/request-size';
import { createPortalServer, type PortalServer } from '../../../sandbox/server/create-portal-server';
import { loadSettings } from '../../../sandbox/server/load-settings';

// A 413 is a keep-alive answer (issue 12 item 21): the portal server reads and drops the rest of the refused body,
// so the client's next request on the same connection is answered, whether the body declared its length or was
// chunked. Only a body declared larger than the server will drain is answered with Connection: close.

const GATEWAY = '/customerselfserve/api/v1';
let portal: PortalServer;
let port: number;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'keep-alive-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  portal = await createPortalServer(loadSettings({ PORT: '0', DATA_DIR: ':memory:' }, { dev: false }), {
    distDir: dist,
  });
  await new Promise<void>((resolve) => portal.server.listen(0, '127.0.0.1', resolve));
  port = (portal.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await portal.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  socket: Socket;
}

/** One request through `agent`; `body` is sent with Content-Length unless `chunked`. */
function send(
  agent: http.Agent,
  options: { method: string; path: string; body?: string; chunked?: boolean },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key',
    };
    if (options.body !== undefined && !options.chunked)
      headers['Content-Length'] = String(Buffer.byteLength(options.body));
    const req = http.request(
      { host: '127.0.0.1', port, agent, method: options.method, path: `${GATEWAY}${options.path}`, headers },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, socket: req.socket as Socket }),
        );
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) {
      // Written in pieces, as a browser's upload arrives.
      for (let at = 0; at < options.body.length; at += 256 * 1024) req.write(options.body.slice(at, at + 256 * 1024));
    }
    req.end();
  });
}

const oversized = JSON.stringify({ emailAddress: 'a'.repeat(3 * MAX_JSON_BODY_BYTES) });

describe('the connection after a 413', () => {
  it.each([
    ['with Content-Length', false],
    ['chunked', true],
  ])('carries the next request on the same socket (body sent %s)', async (_name, chunked) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, {
        method: 'PUT',
        path: '/customers/c0000000-0000-4000-8000-00000000a1e0',
        body: oversized,
        chunked,
      });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('keep-alive');
      const next = await send(agent, { method: 'GET', path: '/configuration/IsMyMessagesRequired' });
      expect(next.status).toBe(401);
      expect(next.socket).toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });

  it('says Connection: close when the body is declared larger than the server will drain', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `${GATEWAY}/works-orders/x/documents`,
          headers: { 'Content-Type': 'application/json', 'Content-Length': String(MAX_DISCARDED_BODY_BYTES + 1) },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, socket: req.socket as Socket });
          req.destroy();
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
      req.write('{');
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
  });
});
