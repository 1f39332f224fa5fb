import { statusLabel, type GatewayProblem } from './errors';

export type ParsedBody = { ok: true; value: unknown } | { ok: false };

/** Parses a response text; an empty text is "no body" (204, or a 200 that only sets headers). */
export function parseBody(text: string): ParsedBody {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The spec reads the entity tag from the body of some calls (GET /works-orders/{id} has eTag) and asks that
 * "a response entity tag is added to a body-less result": an object body without eTag gets the header's.
 * Arrays and empty bodies are left alone; their tag still travels in GatewayResponse.etag.
 */
export function withEntityTag(data: unknown, etag: string | null): unknown {
  if (etag === null || !isRecord(data) || 'eTag' in data) return data;
  return { ...data, eTag: etag };
}

export interface ErrorBodyDetails {
  title: string;
  errors: GatewayProblem[];
  correlationId: string | null;
}

function toProblem(item: unknown): GatewayProblem | null {
  if (!isRecord(item)) return null;
  const problem: GatewayProblem = { message: typeof item.message === 'string' ? item.message : '' };
  if (typeof item.field === 'string') problem.field = item.field;
  if (typeof item.code === 'string') problem.code = item.code;
  return problem;
}

/**
 * Reads the gateway's error body `{status, title, errors, correlationId}`. Proxies in front of the gateway
 * answer with HTML or plain text, so anything else falls back to the status text or the catalogue label.
 */
export function readErrorBody(text: string, status: number, statusText: string): ErrorBodyDetails {
  const fallbackTitle = statusText.trim() || statusLabel(status);
  const parsed = parseBody(text);
  if (!parsed.ok || !isRecord(parsed.value)) return { title: fallbackTitle, errors: [], correlationId: null };
  const body = parsed.value;
  const errors = Array.isArray(body.errors)
    ? body.errors.map(toProblem).filter((problem): problem is GatewayProblem => problem !== null)
    : [];
  return {
    title: typeof body.title === 'string' && body.title !== '' ? body.title : fallbackTitle,
    errors,
    correlationId: typeof body.correlationId === 'string' ? body.correlationId : null,
  };
}
