import type { UserProfile } from 'oidc-client-ts';
import { portalPath } from '../shared/return-path';
import type { LoginMode, LogoutReason } from './types';

const MODES: readonly LoginMode[] = ['login', 'registration', 'changepassword', 'changeusername'];

/** The customer id; absent or empty means the login has no self-serve customer (the IDEM case). */
export function customerIdOf(profile: UserProfile): string | null {
  const value = profile['customer_id'];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}

export function displayNameOf(profile: UserProfile): string | null {
  if (profile.name) return profile.name;
  const parts = [profile.given_name, profile.family_name].filter((part) => typeof part === 'string' && part !== '');
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The mode we put in the signin state data; null when the data is not ours. */
export function loginModeOf(stateData: unknown): LoginMode | null {
  const mode = (stateData as { mode?: unknown } | null | undefined)?.mode;
  return MODES.find((known) => known === mode) ?? null;
}

/** The address to return to that we put in the signin state data, if it is still a path of the portal; else null. */
export function returnToOf(stateData: unknown): string | null {
  return portalPath((stateData as { returnTo?: unknown } | null | undefined)?.returnTo);
}

export function logoutReasonOf(stateData: unknown): LogoutReason {
  return (stateData as { reason?: unknown } | null | undefined)?.reason === 'idle' ? 'idle' : 'user';
}
