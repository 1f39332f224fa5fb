export interface RefreshTokenPolicy {
  /**
   * A refresh token unused for this long dies: the portal logs an idle resident out after 25 minutes plus a 5-minute
   * countdown.
   */
  idleSeconds: number;
  /** No refresh token of a login lives longer than this after the login, however often it is rotated. */
  absoluteSeconds: number;
}

export const REFRESH_TOKEN_POLICY: RefreshTokenPolicy = { idleSeconds: 30 * 60, absoluteSeconds: 12 * 60 * 60 };

/**
 * Lifetime of a newly issued refresh token: the idle window, cut short by what remains of the absolute lifetime
 * counted from the first token of the chain (`initialIssuedAt`, oidc-provider's `iiat`, carried over on rotation).
 * Never below 1 s, because oidc-provider requires a positive TTL.
 */
export function refreshTokenTtl(
  nowSeconds: number,
  initialIssuedAt: number,
  policy: RefreshTokenPolicy = REFRESH_TOKEN_POLICY,
): number {
  const remaining = initialIssuedAt + policy.absoluteSeconds - nowSeconds;
  return Math.max(1, Math.min(policy.idleSeconds, remaining));
}
