import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { accountActionsOf } from '../../../accounts/account-actions';
import { accountTypeNameKey } from '../../../accounts/account-type-name';
import { balanceAfterPending } from '../../../accounts/payments/balance-after-pending';
import { payableBalance, paymentLimitsOf } from '../../../accounts/payments/payment-amount';
import { recentSamePayment, type PendingPayment } from '../../../accounts/payments/repeat-payment';
import { GatewayHttpError, UnauthorisedError, type AccountView } from '../../../gateway';
import { t } from '../../../shared/i18n';
import { formatBalance, penceToDecimal } from '../../../shared/money';
import { VIEW_ACCOUNT_PATH, paymentGatewayPath } from '../../../shared/paths';
import { useServices } from '../../../shared/services';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { ErrorBox } from '../../../ui/error-box';
import { Loading } from '../../../ui/loading';
import { CallUs } from '../../../ui/phone-number';
import { SummaryList } from '../../../ui/summary-list';
import { ACCOUNT_PARAM } from '../shared/use-chosen-account';
import { accountPagePath } from './account-page-path';
import { useAccountView } from '../view/use-accounts-view';
import { AmountForm } from './amount-form';
import { RepeatQuestion } from './repeat-question';
import './payment.css';

/**
 * /paymentDetails?account=… (portal.md §2 Payment, §5 "Payment amount"; decision 0037): the account type and payment
 * reference, and how much to pay. Continue makes the payment attempt — after asking, when the same amount was paid
 * into this account within the warning window — and goes to the card payment page.
 */
export function PaymentDetailsPage() {
  useDocumentTitle(t('payments_title'));
  const [params] = useSearchParams();
  const accountId = params.get(ACCOUNT_PARAM);
  const view = useAccountView(accountId ?? undefined);
  // Opened without an account (a bookmark of the bare address): the accounts page lets the resident choose one.
  if (!accountId) return <Navigate to={VIEW_ACCOUNT_PATH} replace />;
  return (
    <>
      <Link className="back-link" to={accountPagePath(accountId)}>
        {t('back')}
      </Link>
      <h1 className="heading-l">{t('payments_title')}</h1>
      {view.error !== undefined ? (
        <ErrorBox messages={[t('account_Down_SSC001')]} />
      ) : !view.data ? (
        <Loading />
      ) : !accountActionsOf(view.data.AccountType).payment ? (
        <>
          <p className="body">{t('payments_not_payable')}</p>
          <CallUs />
        </>
      ) : (
        <PaymentAmount accountId={accountId} view={view.data} />
      )}
    </>
  );
}

type Stage =
  { kind: 'amount' } | { kind: 'asking'; pence: number; earlier: PendingPayment } | { kind: 'starting'; pence: number };

function PaymentAmount({ accountId, view }: { accountId: string; view: AccountView }) {
  const { gateway, newId } = useServices();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ kind: 'amount' });
  const [failure, setFailure] = useState<'not-payable' | 'failed' | null>(null);
  // One operation key per amount for as long as the page is open: a second press, or the client's own retry, is the
  // same attempt; another amount is another attempt.
  const [keys] = useState(() => new Map<number, string>());
  const limits = paymentLimitsOf(view.AccountType);
  // What is still owed once the card payments on their way are posted: the live balance would be paid twice over.
  const owed = balanceAfterPending(view.LiveBalance, view.pendingPayments);
  const balance = payableBalance(owed, limits);
  const name = t(accountTypeNameKey(view.AccountType));

  const start = async (pence: number) => {
    setStage({ kind: 'starting', pence });
    setFailure(null);
    let key = keys.get(pence);
    if (!key) {
      key = newId();
      keys.set(pence, key);
    }
    try {
      const attempt = await gateway.createPaymentAttempt(
        accountId,
        { amount: penceToDecimal(pence), paymentReference: view.Payref },
        key,
      );
      navigate(paymentGatewayPath(attempt.attemptId));
    } catch (error) {
      // A 401 is already on its way to the start page.
      if (error instanceof UnauthorisedError) return;
      const notPayable =
        error instanceof GatewayHttpError &&
        error.status === 422 &&
        error.errors.some((problem) => problem.code === 'not-payable');
      setFailure(notPayable ? 'not-payable' : 'failed');
      setStage({ kind: 'amount' });
    }
  };

  const pay = (pence: number) => {
    const earlier = recentSamePayment(view.pendingPayments, pence, new Date(), limits.repeatWarningHours);
    if (earlier) setStage({ kind: 'asking', pence, earlier });
    else void start(pence);
  };

  return (
    <>
      <SummaryList
        rows={[
          { key: 'account', label: t('payments_account'), value: name },
          { key: 'reference', label: t('payments_reference'), value: view.Payref },
        ]}
      />
      {failure && (
        <div className="error-summary" role="alert" aria-labelledby="payment-start-failed">
          <h2 className="heading-m" id="payment-start-failed">
            {t('there_is_a_problem')}
          </h2>
          <p className="body">{t(failure === 'not-payable' ? 'payments_not_payable' : 'payments_start_failed')}</p>
          <CallUs />
        </div>
      )}
      {stage.kind === 'asking' ? (
        <RepeatQuestion
          amountPence={stage.pence}
          earlier={stage.earlier}
          now={new Date()}
          noHref={accountPagePath(accountId)}
          onYes={() => void start(stage.pence)}
        />
      ) : (
        <>
          {(view.pendingPayments ?? []).length > 0 && (
            <div className="inset-text">
              <p className="body">{t('payments_pending_taken_off', { balance: formatBalance(owed).text })}</p>
              {balance !== null && <p className="body">{t('payments_pending_offered')}</p>}
            </div>
          )}
          <AmountForm
            balancePence={balance}
            balanceTooLarge={balance === null && owed > limits.maximumPence}
            limits={limits}
            busy={stage.kind === 'starting'}
            onPay={pay}
          />
          {stage.kind === 'starting' && <Loading text={t('payments_starting')} />}
        </>
      )}
    </>
  );
}
