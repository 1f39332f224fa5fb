import { useEffect, useRef } from 'react';
import { t } from '../../shared/i18n';
import './show-more.css';

export interface ShowMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  /** `byButton` is true when the resident pressed the button (focus may then go to the first new item). */
  onLoadMore(byButton: boolean): void;
  /** The button's words, e.g. "Show more repairs"; "Show more" unless the page says. */
  label?: string;
  /** The button's words while more are loading; "Loading more…" unless the page says. */
  loadingLabel?: string;
}

// Start loading a little before the end of the list comes into view, so scrolling rarely waits.
const AHEAD = '0px 0px 400px 0px';

/**
 * More of a phone list: the next items load when the end of the list comes into view. Scrolling is not possible for
 * everyone (keyboards, switch access, screen readers reading item by item), so a visible button does the same.
 */
export function ShowMore({ hasMore, isLoading, onLoadMore, label, loadingLabel }: ShowMoreProps) {
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
    <div className="show-more">
      <div ref={sentinel} className="show-more__sentinel" />
      {hasMore && (
        // Never disabled: a disabled button drops the keyboard focus. Pressed while the next items are already on
        // their way (scrolling to it started them), it only asks for focus to go to the first of them.
        <button type="button" className="button button--secondary" onClick={() => onLoadMore(true)}>
          {isLoading ? (loadingLabel ?? t('list_loading_more')) : (label ?? t('list_show_more'))}
        </button>
      )}
    </div>
  );
}
