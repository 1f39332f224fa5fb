import { useId, useState, type ReactNode } from 'react';
import { t } from '../../../shared/i18n';
import { SMALL_SCREEN } from '../../phone-number';
import { useMediaQuery } from '../../use-media-query';
import './phone-fold.css';

export interface PhoneFoldProps {
  /** Start unfolded: something in it is applied or wrong, and must be seen. */
  startOpen: boolean;
  /** The button's words; "Search and dates" by default. */
  label?: string;
  children: ReactNode;
}

/**
 * A list's dates and search, folded behind a button on a phone (≤ 820 px, as PhoneNumber) so the first result is
 * above the fold (issue 26); on a wider screen they are simply shown. The button is a disclosure (aria-expanded) and
 * the fold starts open when anything in it is applied or has a problem, so an error is never hidden.
 */
export function PhoneFold({ startOpen, label, children }: PhoneFoldProps) {
  const id = useId();
  const small = useMediaQuery(SMALL_SCREEN);
  const [open, setOpen] = useState(startOpen);
  if (!small) return <>{children}</>;
  return (
    <div className="phone-fold">
      <button
        type="button"
        className="button button--secondary phone-fold__toggle disclosure-arrow"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label ?? t('filter_fold_toggle')}
      </button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
