import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { logIn, startTestIdp, tokenRequest, type TestIdp, type TokenSet } from './idp-harness';

// oidc-provider reads the system clock, so time is moved with vitest's fake Date (timers stay real for the sockets).
let t: TestIdp;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
  t = await startTestIdp();
});
afterEach(async () => {
  await t.close();
  vi.useRealTimers();
});

function advance(ms: number): void {
  vi.setSystemTime(new Date(Date.now() + ms));
}

async function refresh(
  refreshToken: string,
): Promise<{ status: number; body: Partial<TokenSet> & { error?: string } }> {
  const response = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: refreshToken });
  return { status: response.status, body: (await response.json()) as Partial<TokenSet> & { error?: string } };
}

const MINUTE = 60_000;

describe('refresh tokens', () => {
  test('each refresh gives a new refresh token and a new access token for the same resident', async () => {
    const { tokens } = await logIn(t);
    const next = await refresh(tokens.refresh_token);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).toEqual(expect.any(String));
    expect(next.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.body.access_token).not.toBe(tokens.access_token);
    expect(next.body.expires_in).toBeLessThanOrEqual(600);
    await expect(t.idp.verifyAccessToken(next.body.access_token ?? '')).resolves.toEqual({ subject: 'user-alex' });
  });

  test('reusing a used refresh token fails with invalid_grant and ends the whole login', async () => {
    const { tokens } = await logIn(t);
    const rotated = await refresh(tokens.refresh_token);
    expect(rotated.status).toBe(200);
    const reuse = await refresh(tokens.refresh_token);
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('invalid_grant');
    // The thief and the resident cannot tell who came first, so the rotated token dies too.
    const afterTheft = await refresh(rotated.body.refresh_token ?? '');
    expect(afterTheft.body.error).toBe('invalid_grant');
    await expect(t.idp.verifyAccessToken(rotated.body.access_token ?? '')).resolves.toBeNull();
  });

  test('a refresh token unused for 30 minutes (idle logout plus its countdown) has expired', async () => {
    const { tokens } = await logIn(t);
    advance(29 * MINUTE);
    const inTime = await refresh(tokens.refresh_token);
    expect(inTime.status).toBe(200);
    advance(30 * MINUTE + 1000);
    const late = await refresh(inTime.body.refresh_token ?? '');
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('invalid_grant');
  });

  test('rotation never carries a login past 12 hours', async () => {
    const { tokens } = await logIn(t);
    let current = tokens.refresh_token;
    for (let elapsed = 20; elapsed <= 11 * 60 + 40; elapsed += 20) {
      advance(20 * MINUTE);
      const next = await refresh(current);
      expect(next.status, `refresh after ${elapsed} minutes`).toBe(200);
      current = next.body.refresh_token ?? '';
    }
    // 11 h 40 min: the last token got only the 20 minutes left, not a full idle window.
    advance(20 * MINUTE + 1000);
    const late = await refresh(current);
    expect(late.body.error).toBe('invalid_grant');
  });
});
