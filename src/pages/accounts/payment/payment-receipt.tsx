import { accountTypeNameKey } from '../../../accounts/account-type-name';
import type { PaymentAttempt } from '../../../gateway';
import { parseDateTime, ukClockTime, ukLongDate } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { formatPence, parsePence } from '../../../shared/money';
import { NO_VALUE, SummaryList } from '../../../ui/summary-list';

/** "10 March 2026 at 14:02" on the UK clock. */
function paidAtText(text: string | undefined): string {
  const date = parseDateTime(text);
  if (!date) return NO_VALUE;
  return `${ukLongDate(text) ?? ''} at ${ukClockTime(date)}`;
}

/**
 * The receipt of a confirmed payment (decision 0037): the confirmation number, amount, date and time, account and card,
 * as the gateway confirmed them — the amount and reference the provider took, not what the page asked for.
 */
export function PaymentReceipt({ attempt, accountType }: { attempt: PaymentAttempt; accountType: string | undefined }) {
  return (
    <section className="payment-receipt" aria-labelledby="payment-receipt-heading">
      <h2 className="heading-m" id="payment-receipt-heading">
        {t('payments_receipt_heading')}
      </h2>
      <SummaryList
        rows={[
          { key: 'reference', label: t('payments_receipt_reference'), value: attempt.transactionReference ?? NO_VALUE },
          { key: 'amount', label: t('payments_receipt_amount'), value: formatPence(parsePence(attempt.amount) ?? 0) },
          { key: 'date', label: t('payments_receipt_date'), value: paidAtText(attempt.finishedAt) },
          ...(accountType
            ? [{ key: 'account', label: t('payments_receipt_account'), value: t(accountTypeNameKey(accountType)) }]
            : []),
          { key: 'account-reference', label: t('payments_receipt_account_reference'), value: attempt.paymentReference },
          ...(attempt.cardLast4
            ? [
                {
                  key: 'card',
                  label: t('payments_receipt_card'),
                  value: t('payments_receipt_card_ending', { last4: attempt.cardLast4 }),
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}
