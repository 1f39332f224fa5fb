import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { DETAIL_SECTIONS, type DetailSection } from './detail-sections';

/**
 * Moves focus to a section's heading when the address names it (`#media`), so a keyboard or screen-reader user who
 * followed a link to the section starts there rather than at the top of the page. It waits for `ready` (the section
 * and what is shown above it have loaded), as content arriving later above the heading would push it out of view;
 * and it happens once per visit to the address, so the page reloading its data never takes focus back.
 */
export function useSectionFocus<E extends HTMLElement>(section: DetailSection, ready: boolean) {
  const { hash, key } = useLocation();
  const heading = useRef<E>(null);
  const focusedOn = useRef<string | null>(null);
  const named = hash === `#${DETAIL_SECTIONS[section]}`;
  useEffect(() => {
    const target = heading.current;
    if (!ready || !named || target === null || focusedOn.current === key) return;
    focusedOn.current = key;
    // Scrolled to the top of the view rather than wherever focusing would leave it, so the section reads from its
    // start.
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  }, [ready, named, key]);
  return heading;
}
