import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { PendingPayment } from '../../../accounts/payments/repeat-payment';
import { isoDay, ukClockTime } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { formatPence, parsePence } from '../../../shared/money';

/** "14:02 today" or "09:15 yesterday": when the earlier payment was made, on the UK clock. */
function whenPaid(
  paidAt: string,
  now: Date,
): { key: 'payments_repeat_today' | 'payments_repeat_yesterday'; time: string } {
  const at = new Date(paidAt);
  return {
    key: isoDay(at) === isoDay(now) ? 'payments_repeat_today' : 'payments_repeat_yesterday',
    time: ukClockTime(at),
  };
}

export interface RepeatQuestionProps {
  amountPence: number;
  earlier: PendingPayment;
  now: Date;
  noHref: string;
  onYes(): void;
}

/**
 * Asked before a second payment of the same amount into the same account within the window (decision 0037): "You paid
 * £50.00 at 14:02 today — pay again?". The heading takes focus, so it is read out at once.
 */
export function RepeatQuestion({ amountPence, earlier, now, noHref, onYes }: RepeatQuestionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const amount = formatPence(amountPence);
  const paid = formatPence(parsePence(earlier.amount) ?? amountPence);
  const { key, time } = whenPaid(earlier.paidAt, now);
  return (
    <section className="payment-repeat" aria-labelledby="payment-repeat-heading">
      <h2 className="heading-m" id="payment-repeat-heading" tabIndex={-1} ref={heading}>
        {t(key, { amount: paid, time })}
      </h2>
      <p className="body">{t('payments_repeat_hint')}</p>
      <div className="button-group">
        <button className="button" type="button" onClick={onYes}>
          {t('payments_repeat_yes', { amount })}
        </button>
        <Link className="button button--secondary" to={noHref}>
          {t('payments_repeat_no')}
        </Link>
      </div>
    </section>
  );
}
