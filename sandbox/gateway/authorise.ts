import type { Db } from '../db/open-database';
import { forbidden, unauthorised } from './errors';
import type { GatewayContext } from './gateway-env';

/** The IdP account behind the request's access token (set by the authenticate middleware). */
export function callerSubject(c: GatewayContext): string {
  const subject = c.get('subject');
  // Only reachable if a route was registered outside the authenticated prefix: fail closed.
  if (!subject) throw unauthorised('Sign in to use this service.');
  return subject;
}

/**
 * The customer id the caller may act for, resolved from the token's subject alone. An account with no
 * self-serve customer gets 403 on every customer route. X-Agent-Id is the client's claim of which customer it
 * shows; it never grants anything, but a value naming another customer is tampering and is refused (SEC-10).
 */
export function authorise(c: GatewayContext, db: Db): string {
  const row = db.prepare('SELECT customer_id FROM users WHERE id = ?').get(callerSubject(c)) as
    { customer_id: string | null } | undefined;
  if (!row) throw unauthorised('Your account no longer exists. Sign in again.');
  if (row.customer_id === null) throw forbidden();
  const claimed = c.req.header('X-Agent-Id')?.trim();
  if (claimed && claimed !== row.customer_id) throw forbidden();
  return row.customer_id;
}
