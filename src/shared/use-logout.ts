import { useCallback, useState } from 'react';
import type { LogoutReason } from '../auth/types';
import { useServices } from './services';

/**
 * Logs the resident out (by choice, or after the idle time-out): ends the gateway session, then lets auth revoke the
 * tokens, clear all storage and stored choices, and return through the identity provider to /startpage. A failed
 * gateway call must not keep the resident logged in, so it is ignored. A second press while logging out does nothing.
 */
export function useLogout(): { logOut: (reason?: LogoutReason) => Promise<void>; loggingOut: boolean } {
  const { auth, gateway } = useServices();
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = useCallback(
    async (reason: LogoutReason = 'user') => {
      if (loggingOut) return;
      setLoggingOut(true);
      try {
        await gateway.logout();
      } catch {
        // Ignored on purpose: see above.
      }
      await auth.logout(reason);
    },
    [auth, gateway, loggingOut],
  );
  return { logOut, loggingOut };
}
