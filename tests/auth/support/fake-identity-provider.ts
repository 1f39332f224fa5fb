import {
  ErrorResponse,
  SignoutResponse,
  User,
  type AccessTokenCallback,
  type SigninRedirectArgs,
  type SignoutRedirectArgs,
  type StateStore,
  type UserManagerSettings,
} from 'oidc-client-ts';
import type { UserManagerPort } from '../../../src/auth/oidc-settings';

const ACCESS_TOKEN_SECONDS = 600;

/** JWT-shaped, so a storage scan for `eyJ…` would find it wherever it leaks. */
function jwt(kind: string, n: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ kind, n })}.c2lnbmF0dXJl`;
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * One identity provider seen by every tab of a test, and the UserManager each tab builds on it. The fake keeps the
 * real storage layout (oidc-client-ts' WebStorageStateStore and User serialisation) and records what it was asked.
 */
export class FakeIdentityProvider {
  nowMs = Date.UTC(2026, 0, 5, 9, 0, 0);
  claims: Record<string, unknown> = { sub: 'resident-1', name: 'Ada Lovelace', customer_id: 'C1001' };
  unreachable = false;
  refreshError: Error | null = null;
  readonly authorizeRequests: SigninRedirectArgs[] = [];
  readonly tokenExchanges: string[] = [];
  readonly refreshes: string[] = [];
  readonly revoked: string[] = [];
  readonly endSessionRequests: { idTokenHint: string | undefined; state: unknown; returnUrl: string }[] = [];
  private issued = 0;
  private stateIds = 0;

  readonly factory = (settings: UserManagerSettings): FakeUserManager => new FakeUserManager(this, settings);

  /** The address the provider would send the browser back to after the last login request. */
  loginAnswer(query: Record<string, string> = { code: 'one-time-code' }): string {
    const url = new URL('http://127.0.0.1:8080/customer360View');
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    url.searchParams.set('state', `state-${this.stateIds}`);
    return url.toString();
  }

  newStateId(): string {
    this.stateIds += 1;
    return `state-${this.stateIds}`;
  }

  issueUser(userState: unknown, profile = this.claims): User {
    this.issued += 1;
    return new User({
      access_token: jwt('access', this.issued),
      refresh_token: jwt('refresh', this.issued),
      id_token: jwt('id', this.issued),
      token_type: 'Bearer',
      scope: 'openid profile email offline_access',
      profile: { ...profile } as User['profile'],
      expires_at: Math.floor(this.nowMs / 1000) + ACCESS_TOKEN_SECONDS,
      userState,
    });
  }

  reachable(): void {
    if (this.unreachable) throw new TypeError('Failed to fetch');
  }
}

export class FakeUserManager implements UserManagerPort {
  private readonly userStore: StateStore;
  private readonly stateStore: StateStore;
  private readonly userKey: string;
  private readonly expiring = new Set<AccessTokenCallback>();
  readonly events = {
    addAccessTokenExpiring: (callback: AccessTokenCallback) => {
      this.expiring.add(callback);
      return () => void this.expiring.delete(callback);
    },
  };

  constructor(
    private readonly idp: FakeIdentityProvider,
    readonly settings: UserManagerSettings,
  ) {
    if (!settings.userStore || !settings.stateStore) throw new Error('The portal must pass both stores');
    this.userStore = settings.userStore;
    this.stateStore = settings.stateStore;
    this.userKey = `user:${settings.authority}:${settings.client_id}`;
  }

  /** What oidc-client-ts' timer does 60 s before the access token expires. */
  async raiseAccessTokenExpiring(): Promise<void> {
    await Promise.all([...this.expiring].map((callback) => callback()));
  }

  async getUser(): Promise<User | null> {
    const stored = await this.userStore.get(this.userKey);
    return stored ? User.fromStorageString(stored) : null;
  }

  async removeUser(): Promise<void> {
    await this.userStore.remove(this.userKey);
  }

  async revokeTokens(): Promise<void> {
    this.idp.reachable();
    const user = await this.getUser();
    if (user?.access_token) this.idp.revoked.push(user.access_token);
    if (user?.refresh_token) this.idp.revoked.push(user.refresh_token);
  }

  async signinRedirect(args: SigninRedirectArgs = {}): Promise<void> {
    this.idp.reachable();
    const id = this.idp.newStateId();
    await this.stateStore.set(id, JSON.stringify({ data: args.state, request_type: 'si:r' }));
    this.idp.authorizeRequests.push(args);
  }

  async signinCallback(url: string): Promise<User | undefined> {
    const query = new URL(url).searchParams;
    const stored = await this.stateStore.get(query.get('state') ?? '');
    if (!stored) throw new Error('No matching state found in storage');
    await tick();
    await this.stateStore.remove(query.get('state') ?? '');
    const data: unknown = JSON.parse(stored).data;
    const error = query.get('error');
    if (error) throw new ErrorResponse({ error, error_description: query.get('error_description'), userState: data });
    this.idp.tokenExchanges.push(query.get('code') ?? '');
    const user = this.idp.issueUser(data);
    await this.userStore.set(this.userKey, user.toStorageString());
    return user;
  }

  async signinSilent(): Promise<User | null> {
    const current = await this.getUser();
    if (!current?.refresh_token) throw new Error('No refresh token');
    this.idp.refreshes.push(current.refresh_token);
    await tick();
    this.idp.reachable();
    if (this.idp.refreshError) throw this.idp.refreshError;
    const user = this.idp.issueUser(current.state, current.profile);
    await this.userStore.set(this.userKey, user.toStorageString());
    return user;
  }

  async signoutRedirect(args: SignoutRedirectArgs = {}): Promise<void> {
    this.idp.reachable();
    const id = this.idp.newStateId();
    await this.stateStore.set(id, JSON.stringify({ data: args.state, request_type: 'so:r' }));
    this.idp.endSessionRequests.push({
      idTokenHint: args.id_token_hint,
      state: args.state,
      returnUrl: `${this.settings.post_logout_redirect_uri}?state=${id}`,
    });
  }

  async signoutCallback(url: string): Promise<SignoutResponse | undefined> {
    const state = new URL(url).searchParams.get('state') ?? '';
    const stored = await this.stateStore.remove(state);
    if (!stored) throw new Error('No matching state found in storage');
    const response = new SignoutResponse(new URLSearchParams({ state }));
    response.userState = JSON.parse(stored).data;
    return response;
  }
}
