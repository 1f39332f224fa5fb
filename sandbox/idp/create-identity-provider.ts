import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Provider from 'oidc-provider';
import type { Db } from '../db/open-database';
import { hashPassword, verifyPassword } from '../db/password';
import { createAccounts } from './accounts';
import { createInteractionRoutes } from './interaction-routes';
import { createMemoryAdapter } from './memory-adapter';
import { errorPage, loggedOutPage, logoutPage } from './pages/provider-pages';
import { CLIENT_ID, providerConfiguration } from './provider-configuration';
import { pageSecurityHeaders } from './security-headers';
import { createStaticAssets } from './static-assets';

export interface IdentityProviderOptions {
  issuer: string; // e.g. 'http://127.0.0.1:8080/oidc'
  portalOrigin: string; // e.g. 'http://127.0.0.1:8080'
  db: Db;
  cookieKeys: string[];
  clock?: { now(): Date };
  accessTokenTtlSeconds?: number; // default 600 (≤ 10 minutes)
}

export interface IdentityProvider {
  /** Node handler for every request under the issuer path (req.url still includes the /oidc prefix). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** For the gateway: resolves an access token to its subject, or null when unknown/expired/revoked. */
  verifyAccessToken(token: string): Promise<{ subject: string } | null>;
}

const assetsDir = join(dirname(fileURLToPath(import.meta.url)), 'assets');
const MAX_TOKEN_LENGTH = 512;

/**
 * The development identity provider (oidc-provider) for the portal's public client: authorization code + PKCE
 * S256, rotating refresh tokens, our own login / registration / change-password pages, RP-initiated logout.
 * Binds nothing: the caller routes every request under the issuer path to `handle`.
 */
export function createIdentityProvider(options: IdentityProviderOptions): IdentityProvider {
  const clock = options.clock ?? { now: () => new Date() };
  const issuer = new URL(options.issuer);
  const issuerPath = issuer.pathname.replace(/\/$/, '');
  const assetsPath = `${issuerPath}/assets`;
  const startHref = `${options.portalOrigin}/startpage`;
  const pageContext = { assetsPath, homeHref: startHref, startHref };
  const pageHeaders = pageSecurityHeaders(options.portalOrigin);
  const accounts = createAccounts({ db: options.db, clock, newId: randomUUID, hashPassword, verifyPassword });

  const provider = new Provider(
    options.issuer,
    providerConfiguration({
      portalOrigin: options.portalOrigin,
      issuerPath,
      cookieKeys: options.cookieKeys,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 600,
      adapter: createMemoryAdapter({ clock, toleranceSeconds: 15 }),
      findUser: (id) => accounts.findById(id),
      pages: {
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(pageContext, form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = loggedOutPage(pageContext);
        },
        renderError(ctx, out) {
          ctx.type = 'html';
          ctx.body = errorPage(pageContext, out);
        },
      },
    }),
  );
  // Set before the route runs: oidc-provider's own auto-submitting pages add their inline script's hash to this CSP.
  provider.use(async (ctx, next) => {
    ctx.set(pageHeaders);
    await next();
    // oidc-provider answers discovery and jwks to any origin; only the portal's pages may read anything here.
    const origin = ctx.get('Origin');
    if (origin && origin !== options.portalOrigin) {
      for (const name of Object.keys(ctx.response.headers))
        if (name.toLowerCase().startsWith('access-control-')) ctx.remove(name);
    }
  });
  provider.on('server_error', (_ctx, error) => console.error('identity provider error', error));

  const callback = provider.callback();
  const serveAsset = createStaticAssets({
    'idp.css': [join(assetsDir, 'page.css'), join(assetsDir, 'forms.css')],
    'idp.js': join(assetsDir, 'idp.js'),
  });
  const interactions = createInteractionRoutes({
    provider,
    accounts,
    clock,
    issuerPath,
    issuerOrigin: issuer.origin,
    portalOrigin: options.portalOrigin,
    assetsPath,
    pageHeaders,
  });

  function failed(res: ServerResponse, error: unknown): void {
    console.error('identity provider error', error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...pageHeaders });
    res.end(errorPage(pageContext, { error: 'server_error' }));
  }

  return {
    handle(req, res) {
      const url = req.url ?? '/';
      const pathname = url.split('?')[0] ?? '/';
      if (pathname.startsWith(`${assetsPath}/`)) {
        if (!serveAsset(req, res, pathname.slice(assetsPath.length + 1))) res.writeHead(404).end();
        return;
      }
      if (interactions.matches(pathname)) {
        interactions.handle(req, res, pathname).catch((error: unknown) => failed(res, error));
        return;
      }
      // oidc-provider works out its mount path from originalUrl minus url (see its oidc_context urlFor).
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
      const rest = url.slice(issuerPath.length);
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      void callback(req, res);
    },

    async verifyAccessToken(token) {
      if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
      // Expiry is judged by the injected clock (no clock tolerance), so the gateway agrees with its own clock.
      const accessToken = await provider.AccessToken.find(token, { ignoreExpiration: true });
      if (!accessToken?.accountId || accessToken.clientId !== CLIENT_ID) return null;
      if (typeof accessToken.exp !== 'number' || accessToken.exp * 1000 <= clock.now().getTime()) return null;
      return { subject: accessToken.accountId };
    },
  };
}
