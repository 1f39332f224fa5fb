import { memo, useCallback } from 'react';
import { IdleWarningDialog } from '../auth/idle-warning-dialog';
import { useIdleLogout } from '../auth/use-idle-logout';
import { useServices } from '../shared/services';
import { useLogout } from '../shared/use-logout';

/**
 * The idle time-out while logged in (portal.md §4 Session): the warning dialog with its countdown, then the
 * forced logout, after which the start page shows the logged-out dialog (EMID025).
 */
export const IdleLogout = memo(function IdleLogout({ enabled }: { enabled: boolean }) {
  const { config } = useServices();
  const { logOut } = useLogout();
  const onTimeout = useCallback(() => void logOut('idle'), [logOut]);
  const { warning, remainingMs, stayLoggedIn } = useIdleLogout({
    enabled,
    idleTimeoutMs: config.idleTimeoutMs,
    countdownMs: config.idleCountdownMs,
    onTimeout,
  });
  if (!enabled || !warning) return null;
  return (
    <IdleWarningDialog
      remainingMs={remainingMs}
      idleTimeoutMs={config.idleTimeoutMs}
      onStayLoggedIn={stayLoggedIn}
      onLogOut={() => void logOut('user')}
    />
  );
});
