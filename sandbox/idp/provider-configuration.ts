import {
  errors,
  interactionPolicy,
  type Account,
  type AccountClaims,
  type AdapterFactory,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { UserRecord } from './accounts';
import { refreshTokenTtl, REFRESH_TOKEN_POLICY } from './refresh-token-lifetime';
import { generateSigningKeys } from './signing-keys';

export const CLIENT_ID = 'resident-portal';

/** The portal's login entry points, sent as the extra authorization parameter `policy`. */
export const LOGIN_POLICIES = ['login', 'registration', 'changepassword', 'changeusername'] as const;
export type LoginPolicy = (typeof LOGIN_POLICIES)[number];

export const LIFETIMES = {
  authorizationCodeSeconds: 60,
  interactionSeconds: 30 * 60,
  /** The login session and its grant: never longer than the refresh tokens' absolute lifetime. */
  sessionSeconds: REFRESH_TOKEN_POLICY.absoluteSeconds,
} as const;

export interface ProviderPages {
  logoutSource(ctx: KoaContextWithOIDC, form: { action: string; xsrf: string; autoSubmit: boolean }): void;
  postLogoutSuccessSource(ctx: KoaContextWithOIDC): void;
  renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }): void;
}

export interface ProviderConfigurationInput {
  portalOrigin: string;
  issuerPath: string;
  cookieKeys: string[];
  accessTokenTtlSeconds: number;
  adapter: AdapterFactory;
  findUser(id: string): UserRecord | null;
  pages: ProviderPages;
}

function claimsOf(user: UserRecord): AccountClaims {
  const name = `${user.givenName} ${user.familyName}`.trim();
  return {
    sub: user.id,
    email: user.email,
    ...(name ? { name } : {}),
    given_name: user.givenName,
    family_name: user.familyName,
    ...(user.customerId ? { customer_id: user.customerId } : {}),
  };
}

/** The policies whose page is always shown, even when the browser already has a login session. */
const POLICIES_WITH_A_PAGE: readonly string[] = ['registration', 'changepassword', 'changeusername'];

/**
 * Registration, change password and change username always show their page, even when the browser already has a
 * login session (which would otherwise answer the request at once).
 */
function policyPageCheck(): interactionPolicy.Check {
  return new interactionPolicy.Check(
    'policy_page',
    'the registration, change password and change username policies always show their page',
    (ctx) => {
      const policy = ctx.oidc.params?.policy;
      const needsPage = typeof policy === 'string' && POLICIES_WITH_A_PAGE.includes(policy);
      return needsPage && !ctx.oidc.result?.login
        ? interactionPolicy.Check.REQUEST_PROMPT
        : interactionPolicy.Check.NO_NEED_TO_PROMPT;
    },
  );
}

/** oidc-provider settings for the portal's one public client. Every value here is checked by tests/sandbox/idp. */
export function providerConfiguration(input: ProviderConfigurationInput): Configuration {
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(policyPageCheck());

  return {
    adapter: input.adapter,
    jwks: generateSigningKeys(),
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'My home portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${input.portalOrigin}/customer360View`],
        post_logout_redirect_uris: [`${input.portalOrigin}/startpage`],
        scope: 'openid profile email offline_access',
      },
    ],
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub', 'customer_id'],
      email: ['email'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The portal reads name and customer_id from the ID token; without this they would only be in userinfo.
    conformIdTokenClaims: false,
    extraParams: {
      policy(_ctx, value) {
        if (value !== undefined && !(LOGIN_POLICIES as readonly string[]).includes(value)) {
          throw new errors.InvalidRequest(`policy must be one of ${LOGIN_POLICIES.join(', ')}`);
        }
      },
    },
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    cookies: {
      keys: input.cookieKeys,
      // Distinct names: the portal and the gateway share this origin.
      names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_interaction_resume' },
    },
    clientBasedCORS: (_ctx, origin, client) => client.clientId === CLIENT_ID && origin === input.portalOrigin,
    async findAccount(_ctx, id): Promise<Account | undefined> {
      const user = input.findUser(id);
      if (!user) return undefined;
      return { accountId: user.id, claims: () => claimsOf(user) };
    },
    // First-party client: the resident is never asked to consent; the requested scopes are granted on login.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client?.clientId ?? '');
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (oidc.client?.clientId !== CLIENT_ID || !oidc.account) return existing;
      const grant = existing ?? new oidc.provider.Grant({ clientId: CLIENT_ID, accountId: oidc.account.accountId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes]);
      await grant.save();
      return grant;
    },
    // The portal's refresh tokens without `offline_access` + `prompt=consent`, which a first-party SPA has no use for.
    issueRefreshToken: (_ctx, client) => client.clientId === CLIENT_ID && client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Tokens die with the login session, so logging out (end_session) kills the refresh token too.
    expiresWithSession: () => true,
    ttl: {
      AccessToken: input.accessTokenTtlSeconds,
      AuthorizationCode: LIFETIMES.authorizationCodeSeconds,
      IdToken: input.accessTokenTtlSeconds,
      // oidc-provider stamps iat/iiat with the system clock, so the lifetime is computed with it too.
      RefreshToken: (_ctx, token) =>
        refreshTokenTtl(Math.floor(Date.now() / 1000), token.iiat ?? Math.floor(Date.now() / 1000)),
      Interaction: LIFETIMES.interactionSeconds,
      Session: LIFETIMES.sessionSeconds,
      Grant: LIFETIMES.sessionSeconds,
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${input.issuerPath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx) {
          const state = ctx.oidc.session?.state as { secret?: string } | undefined;
          input.pages.logoutSource(ctx, {
            action: ctx.oidc.urlFor('end_session_confirm'),
            xsrf: state?.secret ?? '',
            autoSubmit: ctx.oidc.client?.clientId === CLIENT_ID,
          });
        },
        postLogoutSuccessSource: (ctx) => input.pages.postLogoutSuccessSource(ctx),
      },
    },
    renderError: (ctx, out) => input.pages.renderError(ctx, out),
  };
}
