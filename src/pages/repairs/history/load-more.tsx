import { useEffect, useRef } from 'react';
import { t } from '../../../shared/i18n';

export interface LoadMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  /** `byButton` is true when the resident pressed Show more (focus then goes to the first new repair). */
  onLoadMore(byButton: boolean): void;
}

// Start loading a little before the end of the list comes into view, so scrolling rarely waits.
const AHEAD = '0px 0px 400px 0px';

/**
 * Infinite scroll for the phone list (repairs.md §2, §9): the next 100 load when the end of the list comes into view.
 * Scrolling is not possible for everyone (keyboards, switch access, screen readers reading item by item), so a
 * visible Show more repairs button does the same.
 */
export function LoadMore({ hasMore, isLoading, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  // The observer is made once; it reads the latest props through this ref.
  const latest = useRef({ hasMore, isLoading, onLoadMore });
  useEffect(() => {
    latest.current = { hasMore, isLoading, onLoadMore };
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, isLoading: loading, onLoadMore: load } = latest.current;
        if (more && !loading && entries.some((entry) => entry.isIntersecting)) load(false);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="history-load-more">
      <div ref={sentinel} className="history-load-more__sentinel" />
      {hasMore && (
        // Never disabled: a disabled button drops the keyboard focus. Pressed while the next repairs are already on
        // their way (scrolling to it started them), it only asks for focus to go to the first of them.
        <button type="button" className="button button--secondary" onClick={() => onLoadMore(true)}>
          {isLoading ? t('repair_history_loading_more') : t('repair_history_show_more')}
        </button>
      )}
    </div>
  );
}
