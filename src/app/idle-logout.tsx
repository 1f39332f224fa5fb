import { memo, useCallback } from 'react';
import { useIdleLogout } from '../auth/use-idle-logout';
import { useServices } from '../shared/services';
import { useLogout } from '../shared/use-logout';
import { usePartWhenIdle } from '../ui/use-part-when-idle';

// The warning's code (the dialog kit and its countdown words) is not in the first download: it comes when the browser
// is first idle after the login, minutes before any warning can open (decision 0080).
const loadWarning = async () => (await import('../auth/idle-warning-dialog')).IdleWarningDialog;

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
  const IdleWarningDialog = usePartWhenIdle(loadWarning, enabled, enabled && warning);
  if (!enabled || !warning || !IdleWarningDialog) return null;
  return (
    <IdleWarningDialog
      remainingMs={remainingMs}
      idleTimeoutMs={config.idleTimeoutMs}
      onStayLoggedIn={stayLoggedIn}
      onLogOut={() => void logOut('user')}
    />
  );
});
