import type { ReactNode } from 'react';
import { t } from '../shared/i18n';

/**
 * A link to another site, opened in a new tab: it says so to screen readers, and the new page cannot reach back to
 * this one (noopener).
 */
export function NewTabLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('opens_in_new_tab')}</span>
    </a>
  );
}
