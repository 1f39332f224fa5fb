import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';

/**
 * A fresh RS256 signing key per start. Tokens do not outlive the in-memory store anyway, and giving the key
 * explicitly stops oidc-provider from using (and warning about) its published development keys.
 */
export function generateSigningKeys(): { keys: JWK[] } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' } as JWK] };
}
