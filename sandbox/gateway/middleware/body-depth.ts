import type { MiddlewareHandler } from 'hono';
import type { GatewayEnv } from '../gateway-env';
import { requireShallowJson } from '../json-depth';
import { isJsonMediaType } from '../schema-validator';

/** The methods whose bodies a route may read. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH with 400 `depth` before any route sees it. Schema validation
 * and the control-character check walk a body recursively, so `[[[…]]]` 20,000 deep overflowed the stack (500) on
 * every write route; bounding it here, on the raw text, holds for every route, those added later included, whatever a
 * handler checks before it reads its body. The body stays readable: Hono keeps the text it has read.
 */
export function bodyDepth(): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method) || !isJsonMediaType(c.req.header('Content-Type'))) return next();
    requireShallowJson(await c.req.text());
    return next();
  };
}
