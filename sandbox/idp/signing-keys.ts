import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';

let processKey: JWK | undefined;

/**
 * A fresh RS256 signing key per process, made on the first start. Tokens do not outlive the in-memory store anyway,
 * and giving the key explicitly stops oidc-provider from using (and warning about) its published development keys.
 * One key per process rather than per start: a 2048-bit key takes a third of a second to make, and the browser tests
 * start a sandbox for every test.
 */
export function generateSigningKeys(): { keys: JWK[] } {
  if (!processKey) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    processKey = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' } as JWK;
  }
  return { keys: [{ ...processKey }] };
}
