import type { RuntimeConfig } from '../shared/runtime-config';
import type { GatewayError } from './errors';

/** Everything the gateway client needs from the rest of the portal, passed in so it can be tested with fakes. */
export interface GatewayContext {
  config: Pick<RuntimeConfig, 'gatewayBaseUrl' | 'subscriptionKey' | 'channel' | 'apiTimeoutMs'>;
  /** Bearer token for the Authorization header; null sends no header (the gateway then answers 401). */
  getAccessToken(): Promise<string | null>;
  /** Session id header. */
  getSessionId(): string;
  /** Agent (customer) id header; the gateway never trusts it for identity. */
  getCustomerId(): string | null;
  /** A fresh correlation id for each call (UUID). */
  newCorrelationId(): string;
  /** Called once on any 401, before the UnauthorisedError is thrown: clears storage and returns to the start. */
  onUnauthorised(): void;
  /** Told once of every call that failed, retries included, when it throws (decision 0060: the error reports). */
  onFailure?(error: GatewayError): void;
  fetch: typeof fetch;
  /**
   * Where feature toggles' answers are kept for this tab (sessionStorage in the portal), so a page does not ask again
   * what the previous one just asked (configuration.ts); without it every toggle is asked every time.
   */
  toggleStore?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Epoch milliseconds (default Date.now), for how old a kept toggle is. */
  now?(): number;
}
