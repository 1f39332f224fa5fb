import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

// Models whose entries carry a grantId and are revoked together when the grant is.
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);
const SWEEP_EVERY = 200;

/**
 * One store per identity provider. oidc-provider's built-in memory adapter is a single module-wide LRU capped at
 * 1000 entries, so parallel providers (tests) would share state and a busy dev server would evict live sessions.
 * Entries are kept `toleranceSeconds` past their expiry so that oidc-provider, not the store, decides expiry.
 */
export function createMemoryAdapter(options: { clock: { now(): Date }; toleranceSeconds: number }): AdapterFactory {
  const entries = new Map<string, Entry>();
  const grants = new Map<string, Set<string>>();
  const sessionsByUid = new Map<string, string>();
  const userCodes = new Map<string, string>();
  let writes = 0;
  const now = () => options.clock.now().getTime();

  function remove(key: string): void {
    const entry = entries.get(key);
    entries.delete(key);
    if (!entry) return;
    const { grantId, uid, userCode } = entry.payload;
    if (grantId) grants.get(grantId)?.delete(key);
    if (uid && sessionsByUid.get(uid) === key) sessionsByUid.delete(uid);
    if (userCode && userCodes.get(userCode) === key) userCodes.delete(userCode);
  }

  function read(key: string | undefined): AdapterPayload | undefined {
    if (key === undefined) return undefined;
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      remove(key);
      return undefined;
    }
    return entry.payload;
  }

  function sweep(): void {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) remove(key);
    for (const [grantId, members] of grants) if (members.size === 0) grants.delete(grantId);
  }

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        remove(key);
        const expiresAt =
          typeof expiresIn === 'number' ? now() + (expiresIn + options.toleranceSeconds) * 1000 : Infinity;
        entries.set(key, { payload, expiresAt });
        if (model === 'Session' && payload.uid) sessionsByUid.set(payload.uid, key);
        if (payload.userCode) userCodes.set(payload.userCode, key);
        if (grantable.has(model) && payload.grantId) {
          const members = grants.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          grants.set(payload.grantId, members);
        }
        writes += 1;
        if (writes % SWEEP_EVERY === 0) sweep();
      },
      async find(id) {
        return read(keyOf(id));
      },
      async findByUid(uid) {
        return read(sessionsByUid.get(uid));
      },
      async findByUserCode(userCode) {
        return read(userCodes.get(userCode));
      },
      async consume(id) {
        const payload = read(keyOf(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        remove(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        const members = grants.get(grantId);
        if (!members) return;
        for (const key of [...members]) if (key.startsWith(`${model}:`)) remove(key);
        if (members.size === 0) grants.delete(grantId);
      },
    };
  };
}
