import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { t } from '../shared/i18n';

/** A path of this portal passed as `state.from` by the page that linked here; anything else is ignored. */
export function fromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  // Only a path on this site: '//host' would leave the portal.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

export interface BackLinkProps {
  /** Where Back goes when nothing says where the resident came from (the address was opened directly). */
  fallback: string;
  /** The link's words: "Back" unless the page says. */
  text?: string;
}

/**
 * A GOV.UK back link to the page that sent the resident here, as the repair detail page's Back works: a page that says
 * where it is (`state.from`, with its filters and page) is returned to; otherwise, when the resident came from another
 * page of the portal, it is the browser's Back, which keeps that page as it was; opened directly, it goes to
 * `fallback`.
 */
export function BackLink({ fallback, text }: BackLinkProps) {
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
    <Link className="back-link" to={from ?? fallback} onClick={onClick}>
      {text ?? t('back')}
    </Link>
  );
}
