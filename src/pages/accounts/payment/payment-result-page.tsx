import { Link, Navigate, useSearchParams } from 'react-router';
import type { PaymentAttempt } from '../../../gateway';
import { t } from '../../../shared/i18n';
import { formatPence, parsePence } from '../../../shared/money';
import { VIEW_ACCOUNT_PATH, paymentDetailsPath, paymentGatewayPath } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkParagraph } from '../../../ui/link-paragraph';
import { Loading } from '../../../ui/loading';
import { CallUs } from '../../../ui/phone-number';
import { useAccountView } from '../view/use-accounts-view';
import { ATTEMPT_PARAM } from './attempt-param';
import { accountPagePath } from './account-page-path';
import { outcomeKey } from './outcome-text';
import { PaymentReceipt } from './payment-receipt';
import { usePaymentOutcome, type OutcomeState } from './use-payment-outcome';
import '../../../ui/panel.css';
import './payment.css';

function titleOf(state: OutcomeState): string {
  if (state.kind !== 'known') return t('payments_result_title');
  switch (state.result) {
    case 'paid':
      return t('Success_Message');
    case 'not-paid':
      return t('Fail_Message');
    case 'not-started':
      return t('payments_not_started_heading');
    default:
      return t('payments_checking_heading');
  }
}

/**
 * /allPayGatewayConformation?attempt=… (portal.md §2 Payment; decision 0037): what happened to the payment, as the
 * gateway confirms it. Success_Message and the receipt; Fail_Message with what went wrong and Try again; "We're
 * checking your payment – do not pay again" while it cannot be confirmed. Back goes to the account page; a reload
 * asks again and shows the same.
 */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const attemptId = params.get(ATTEMPT_PARAM) ?? '';
  const { state, checkAgain } = usePaymentOutcome(attemptId);
  const attempt = state.kind === 'known' ? state.attempt : null;
  const view = useAccountView(attempt?.accountId);
  useDocumentTitle(titleOf(state));
  if (!attemptId) return <Navigate to={VIEW_ACCOUNT_PATH} replace />;
  return (
    <>
      <Link className="back-link" to={attempt ? accountPagePath(attempt.accountId) : VIEW_ACCOUNT_PATH}>
        {t('back')}
      </Link>
      {state.kind === 'asking' ? (
        <>
          <h1 className="heading-l">{t('payments_result_title')}</h1>
          <Loading text={t('payments_checking_now')} />
        </>
      ) : state.kind === 'unknown-payment' ? (
        <>
          <h1 className="heading-l">{t('payments_result_title')}</h1>
          <p className="body">{t('payments_unknown_payment')}</p>
          <LinkParagraph to={VIEW_ACCOUNT_PATH} text={t('payments_view_account')} />
        </>
      ) : state.result === 'paid' && attempt ? (
        <Paid attempt={attempt} accountType={view.data?.AccountType} />
      ) : state.result === 'not-paid' && attempt ? (
        <NotPaid attempt={attempt} />
      ) : state.result === 'not-started' && attempt ? (
        <>
          <h1 className="heading-l">{t('payments_not_started_heading')}</h1>
          <p className="body">{t('payments_not_started_body')}</p>
          <Link className="button" to={paymentGatewayPath(attempt.attemptId)}>
            {t('payments_continue_to_payment')}
          </Link>
        </>
      ) : (
        <Checking attempt={attempt} onCheckAgain={checkAgain} />
      )}
    </>
  );
}

function Paid({ attempt, accountType }: { attempt: PaymentAttempt; accountType: string | undefined }) {
  return (
    <>
      <div className="panel panel--confirmation">
        <h1 className="panel__title">{t('Success_Message')}</h1>
        <p className="panel__body">
          {t('payments_success_body', { amount: formatPence(parsePence(attempt.amount) ?? 0) })}
        </p>
      </div>
      <p className="body">{t('payments_success_pending')}</p>
      <PaymentReceipt attempt={attempt} accountType={accountType} />
      <div className="button-group payment-result__actions">
        <button className="button button--secondary" type="button" onClick={() => window.print()}>
          {t('payments_print_receipt')}
        </button>
        <Link className="link" to={accountPagePath(attempt.accountId)}>
          {t('payments_view_account')}
        </Link>
      </div>
    </>
  );
}

function NotPaid({ attempt }: { attempt: PaymentAttempt }) {
  return (
    <>
      <h1 className="heading-l">{t('Fail_Message')}</h1>
      <p className="body">{t(outcomeKey(attempt.outcome))}</p>
      <p className="body">{t('payments_failed_nothing_taken')}</p>
      <div className="button-group">
        <Link className="button" to={paymentDetailsPath(attempt.accountId)}>
          {t('payments_try_again')}
        </Link>
        <Link className="link" to={accountPagePath(attempt.accountId)}>
          {t('payments_view_account')}
        </Link>
      </div>
    </>
  );
}

function Checking({ attempt, onCheckAgain }: { attempt: PaymentAttempt | null; onCheckAgain(): void }) {
  return (
    <>
      <h1 className="heading-l">{t('payments_checking_heading')}</h1>
      <div className="warning-text" role="alert">
        <p className="body">{t('payments_checking_body')}</p>
      </div>
      {attempt && (
        <p className="body">
          {t('payments_amount')}: {formatPence(parsePence(attempt.amount) ?? 0)}. {t('payments_reference')}:{' '}
          {attempt.paymentReference}.
        </p>
      )}
      <p className="body">{t('payments_checking_call')}</p>
      <CallUs />
      <button className="button button--secondary" type="button" onClick={onCheckAgain}>
        {t('payments_check_again')}
      </button>
    </>
  );
}
