import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { t } from '../../../shared/i18n';
import { REPAIR_HISTORY_PATH } from '../../../shared/paths';

/** A path of this portal passed as `state.from` by the page that linked here; anything else is ignored. */
function fromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  // Only a path on this site: '//host' would leave the portal.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * Back (repairs.md §2 "back arrow"): to the page that sent the resident here. A page that says where it is
 * (`state.from`) is returned to; otherwise, when the resident came from another page of the portal, Back is the
 * browser's back, which keeps that page as it was (a filtered list, its page number); a resident who opened this
 * address directly goes to the repair history.
 */
export function BackLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = fromState(location.state);
  // 'default' is the key of the entry the portal was opened on: there is no page of ours behind it.
  const cameFromPortal = location.key !== 'default';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (from !== null || !cameFromPortal) return;
    // A click that opens a new tab or window keeps its link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link className="repair-detail__back" to={from ?? REPAIR_HISTORY_PATH} onClick={onClick}>
      {t('journey_back')}
    </Link>
  );
}
