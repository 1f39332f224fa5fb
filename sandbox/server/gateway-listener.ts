import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { MAX_DISCARDED_BODY_BYTES } from '../gateway/middleware/request-size';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type FetchCallback = Parameters<typeof getRequestListener>[0];

/** How long the server keeps reading a body nobody wants before it gives the connection up. */
export const DISCARD_TIMEOUT_MS = 30_000;

/**
 * Reads and drops what is left of a request body once its answer has gone, so the keep-alive connection is ready
 * for the client's next request (a 413 is answered before the body is read). Any reader the handler left on the
 * stream (a web stream's, which pauses the request while nobody pulls it) is removed first, as Node's own
 * `_dump` does. A body past MAX_DISCARDED_BODY_BYTES, or one still arriving after DISCARD_TIMEOUT_MS, ends the
 * connection instead: draining is for honest mistakes, not a way to hold the server.
 */
function discardRest(req: IncomingMessage): void {
  if (req.readableEnded || req.destroyed) return;
  req.removeAllListeners('data');
  if (req.complete) {
    // Every byte has arrived: what is buffered goes, and there is nothing to wait for.
    req.resume();
    return;
  }
  let discarded = 0;
  const giveUp = () => {
    cleanup();
    req.socket.destroy();
  };
  const timer = setTimeout(giveUp, DISCARD_TIMEOUT_MS);
  timer.unref();
  const onData = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BODY_BYTES) giveUp();
  };
  const cleanup = () => {
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', cleanup);
    req.off('error', cleanup);
    req.off('close', cleanup);
  };
  req.on('data', onData);
  req.on('end', cleanup);
  req.on('error', cleanup);
  req.on('close', cleanup);
  req.resume();
}

/**
 * The Node request listener for the sandbox gateway app. @hono/node-server's own clean-up of unread bodies gives
 * up after 500 ms and never removes a paused web-stream reader, so after a 413 it closed a connection the answer
 * had offered to keep (the client's next request on it then failed); this listener drains the body itself.
 */
export function createGatewayListener(fetch: FetchCallback): Handler {
  const listener = getRequestListener(fetch, { autoCleanupIncoming: false });
  return (req, res) => {
    res.once('finish', () => discardRest(req));
    void listener(req, res);
  };
}
