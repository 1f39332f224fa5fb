import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Browser, authorizeUrl, location, openInteraction, startTestIdp, type TestIdp } from './idp-harness';

let t: TestIdp;
beforeAll(async () => {
  t = await startTestIdp();
});
afterAll(async () => {
  await t.close();
});

describe('discovery', () => {
  test('advertises code flow with PKCE S256 only, every endpoint under /oidc', async () => {
    const response = await fetch(`${t.issuer}/.well-known/openid-configuration`, { headers: { origin: t.origin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(t.origin);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(t.issuer);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.response_types_supported).toEqual(['code']);
    for (const key of [
      'authorization_endpoint',
      'token_endpoint',
      'userinfo_endpoint',
      'jwks_uri',
      'revocation_endpoint',
      'end_session_endpoint',
    ]) {
      expect(String(doc[key])).toMatch(new RegExp(`^${t.issuer}/`));
    }
  });

  test('is not readable from another origin', async () => {
    const response = await fetch(`${t.issuer}/.well-known/openid-configuration`, {
      headers: { origin: 'http://evil.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('the signing keys are published', async () => {
    const response = await fetch(`${t.issuer}/jwks`);
    const jwks = (await response.json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('authorization request', () => {
  test('a valid request shows the login page of a new interaction', async () => {
    const page = await openInteraction(t, new Browser());
    expect(page.url.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1 class="heading-l">Log in to My home portal</h1>');
  });

  test('without PKCE the portal gets an error back', async () => {
    const response = await new Browser().get(authorizeUrl(t, { omitPkce: true }));
    const back = location(response, t.origin);
    expect(back.href.startsWith(t.redirectUri)).toBe(true);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(back.searchParams.get('state')).toBe('state-123');
  });

  test('PKCE method plain is refused', async () => {
    const response = await new Browser().get(authorizeUrl(t, { challenge: 'a'.repeat(43), method: 'plain' }));
    const back = location(response, t.origin);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/code_challenge_method/);
  });

  test.each([
    ['another host spelling', (t: TestIdp) => t.redirectUri.replace('127.0.0.1', 'localhost')],
    ['an extra path', (t: TestIdp) => `${t.redirectUri}/extra`],
    ['an extra query', (t: TestIdp) => `${t.redirectUri}?next=/evil`],
    ['a trailing slash', (t: TestIdp) => `${t.redirectUri}/`],
  ])('a redirect_uri with %s is refused on an error page, never redirected to', async (_name, uri) => {
    const response = await new Browser().get(authorizeUrl(t, { redirectUri: uri(t) }));
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('Sorry, there is a problem with the service');
    expect(html).toContain('redirect_uri did not match');
  });

  test('an unknown policy is refused', async () => {
    const response = await new Browser().get(authorizeUrl(t, { policy: 'admin' }));
    const back = location(response, t.origin);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/policy/);
  });

  test.each([
    ['registration', 'Create an account'],
    ['changepassword', 'Change your password'],
    ['changeusername', 'Change the email address you log in with'],
    ['login', 'Log in to My home portal'],
  ])('policy=%s opens its own page', async (policy, heading) => {
    const page = await openInteraction(t, new Browser(), { policy });
    expect(page.html).toContain(`<h1 class="heading-l">${heading}</h1>`);
  });
});
