import type { LoginMode } from './types';

/**
 * A login answer the portal cannot turn into a session: the identity provider's own error (`access_denied`,
 * `server_error`, …) or a broken answer (unknown or replayed `state`). The app chooses the page from `error`,
 * `mode` and `description` (portal.md §4: some identity-provider codes in the description lead to the error page).
 */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  /** The OAuth `error` value, or 'invalid_response' when the answer could not be matched to a login we started. */
  readonly error: string;
  readonly description: string | null;
  /** The entry point the login started from; null when the answer carried no state we recognise. */
  readonly mode: LoginMode | null;

  constructor(error: string, description: string | null, mode: LoginMode | null) {
    super(description ? `${error}: ${description}` : error);
    this.error = error;
    this.description = description;
    this.mode = mode;
  }
}
