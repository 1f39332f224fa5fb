import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../sandbox/db/password';

describe('hashPassword / verifyPassword', () => {
  it('stores scrypt$<salt>$<hash> and verifies only the right password', () => {
    const stored = hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(verifyPassword('correct horse', stored)).toBe(true);
    expect(verifyPassword('correct horse ', stored)).toBe(false);
    expect(verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash differently unless a salt is given', () => {
    expect(hashPassword('same')).not.toBe(hashPassword('same'));
    const salt = Buffer.alloc(16, 7);
    expect(hashPassword('same', salt)).toBe(hashPassword('same', salt));
  });

  it('rejects malformed or tampered hashes instead of throwing', () => {
    const stored = hashPassword('secret');
    const [, salt, hash] = stored.split('$');
    expect(verifyPassword('secret', 'plain-text')).toBe(false);
    expect(verifyPassword('secret', `bcrypt$${salt}$${hash}`)).toBe(false);
    expect(verifyPassword('secret', `scrypt$${salt}$`)).toBe(false);
    expect(verifyPassword('secret', `scrypt$${salt}$${Buffer.alloc(8).toString('base64')}`)).toBe(false);
    expect(verifyPassword('secret', `scrypt$${Buffer.alloc(16, 1).toString('base64')}$${hash}`)).toBe(false);
  });
});
