import type { IncomingMessage, ServerResponse } from 'node:http';
import { createOtlpValidator } from './otlp-validator';
import { eventPage, type TelemetryStore } from './telemetry-store';
import { eventsPage } from './events-page';

export interface CollectorOptions {
  /** The path of the OTLP/HTTP logs endpoint (TELEMETRY_URL's), e.g. /otlp/v1/logs. */
  logsPath: string;
  /** The portal's origin: the only one whose pages may post events (CORS). */
  portalOrigin: string;
  store: TelemetryStore;
  testMode: boolean;
}

/** The largest export request taken (the portal sends at most 60 KB; OpenTelemetry Collectors take far more). */
const MAX_BODY_BYTES = 256 * 1024;

export const EVENTS_PAGE_PATH = '/__sandbox/telemetry';

export type Route = { prefix: string; handle: (req: IncomingMessage, res: ServerResponse) => void };

export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * The sandbox's OpenTelemetry collector (decision 0060): takes OTLP/HTTP JSON log exports at the collector address,
 * checks them against schemas/telemetry/otlp-logs.schema.json, answers as an OTLP receiver does (200 with an export
 * response, 400 with a status message, 413, 415) and keeps every record in SQLite. In test mode it shows them at
 * /__sandbox/telemetry (and .json), filtered by kind, customer and correlation id.
 */
export function createCollector(options: CollectorOptions): Route[] {
  const { store } = options;
  const validate = createOtlpValidator();
  const cors = {
    'Access-Control-Allow-Origin': options.portalOrigin,
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };

  const receive = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    if (req.method !== 'POST') return json(res, 405, { code: 12, message: 'POST only' }, { ...cors, Allow: 'POST' });
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      return json(res, 415, { code: 3, message: 'OTLP/HTTP JSON only: Content-Type application/json' }, cors);
    }
    const body = await readBody(req, MAX_BODY_BYTES);
    if (body === null) return json(res, 413, { code: 8, message: `at most ${MAX_BODY_BYTES} bytes` }, cors);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return json(res, 400, { code: 3, message: 'the body is not JSON' }, cors);
    }
    const check = validate(parsed);
    if (!check.ok) return json(res, 400, { code: 3, message: check.problems.join('; ') }, cors);
    store.addRequest(check.request);
    // ExportLogsServiceResponse: everything accepted.
    return json(res, 200, { partialSuccess: {} }, cors);
  };

  const routes: Route[] = [
    {
      prefix: options.logsPath,
      handle: (req, res) => {
        receive(req, res).catch(() => json(res, 500, { code: 13, message: 'the collector failed' }, cors));
      },
    },
  ];
  if (!options.testMode) return routes;

  routes.push({
    prefix: EVENTS_PAGE_PATH,
    handle: (req, res) => {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      const filter = {
        kind: url.searchParams.get('kind') ?? '',
        customer: url.searchParams.get('customer') ?? '',
        correlation: url.searchParams.get('correlation') ?? '',
      };
      const after = Number(url.searchParams.get('after') ?? 0);
      const page = eventPage(store, filter, Number.isSafeInteger(after) && after > 0 ? after : 0);
      if (url.pathname === `${EVENTS_PAGE_PATH}/events.json`) return json(res, 200, page);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(eventsPage(filter, page));
    },
  });
  return routes;
}
