import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
// The stored format carries no parameters, so they are fixed here: changing them invalidates every stored hash.
const SCRYPT_OPTIONS = { N: 16384, r: 8, p: 1 } as const;

/**
 * Hashes a password as "scrypt$<salt b64>$<hash b64>".
 * `salt` is only passed by the seed, which needs the same rows on every run; everything else gets a random one.
 */
export function hashPassword(plain: string, salt: Buffer = randomBytes(SALT_LENGTH)): string {
  const hash = scryptSync(plain, salt, KEY_LENGTH, SCRYPT_OPTIONS);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** True when `plain` matches a hash made by hashPassword; false for a wrong password or a malformed hash. */
export function verifyPassword(plain: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 3 || parts[0] !== 'scrypt' || !parts[1] || !parts[2]) return false;
  const salt = Buffer.from(parts[1], 'base64');
  const expected = Buffer.from(parts[2], 'base64');
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  const actual = scryptSync(plain, salt, KEY_LENGTH, SCRYPT_OPTIONS);
  return timingSafeEqual(actual, expected);
}
