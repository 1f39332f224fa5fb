import { Navigate, useLocation } from 'react-router';
import { REPAIR_HISTORY_PATH } from '../../../shared/paths';

/**
 * Replaces an address that only leads elsewhere, so Back never returns to it (and to the redirect again). Replacing
 * gives the entry a new key, which would hide from the detail page's Back that the resident opened the portal here
 * (from an email, a bookmark): that case is said as `state.from`, the repair history, where Back goes from a repair
 * opened directly. Otherwise whatever the linking page passed along is kept.
 */
export function ReplaceAddress({ to }: { to: string }) {
  const location = useLocation();
  const openedHere = location.key === 'default';
  return <Navigate to={to} replace state={openedHere ? { from: REPAIR_HISTORY_PATH } : location.state} />;
}
