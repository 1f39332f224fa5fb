import { useEffect, useRef } from 'react';
import { recordEvent } from './telemetry';

/** Records a page view each time `path` changes; null records none (a redirect, not a page the resident sees). */
export function usePageView(path: string | null): void {
  useEffect(() => {
    if (path !== null) recordEvent({ kind: 'page_view', path });
  }, [path]);
}

/**
 * Reports the error page shown, once (a ref, so a re-render or React's development double effect reports nothing
 * again), with the tracking id the resident reads out when the page shows one (decision 0060).
 */
export function useErrorReport(page: string, trackingId: string | undefined, enabled = true): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const key = `${page} ${trackingId ?? ''}`;
    if (!enabled || reported.current === key) return;
    reported.current = key;
    recordEvent({ kind: 'error_page', page, ...(trackingId ? { trackingId } : {}) });
  }, [page, trackingId, enabled]);
}
