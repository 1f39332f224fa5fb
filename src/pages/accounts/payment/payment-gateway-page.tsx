import { useCallback } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { accountTypeNameKey } from '../../../accounts/account-type-name';
import { t } from '../../../shared/i18n';
import { formatPence, parsePence } from '../../../shared/money';
import { VIEW_ACCOUNT_PATH, paymentDetailsPath, paymentResultPath } from '../../../shared/paths';
import { useServices } from '../../../shared/services';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useSession } from '../../../shared/use-session';
import { ErrorBox } from '../../../ui/error-box';
import { Loading } from '../../../ui/loading';
import { SummaryList } from '../../../ui/summary-list';
import { useAccountView } from '../view/use-accounts-view';
import { GatewayFrame } from './gateway-frame';
import { ATTEMPT_PARAM } from './attempt-param';
import { usePaymentToken } from './use-payment-token';
import './payment.css';

/**
 * /allPayGateway?attempt=… (portal.md §2 Payment): the card payment page in a frame. Back goes to the amount page;
 * payment_Message_Api_Failure when the token cannot be had; when the payment page says it has finished, the result
 * page (decision 0037). An attempt already started — a reload, the browser's Back after paying — shows its result.
 */
export function PaymentGatewayPage() {
  useDocumentTitle(t('payments_gateway_title'));
  const [params] = useSearchParams();
  const attemptId = params.get(ATTEMPT_PARAM) ?? '';
  const session = useSession();
  const { config } = useServices();
  const navigate = useNavigate();
  const state = usePaymentToken(session?.customerId ?? undefined, attemptId);
  const view = useAccountView(state.kind === 'ready' ? state.attempt.accountId : undefined);
  const finished = useCallback(() => navigate(paymentResultPath(attemptId)), [navigate, attemptId]);

  if (!attemptId) return <Navigate to={VIEW_ACCOUNT_PATH} replace />;
  if (state.kind === 'started') return <Navigate to={paymentResultPath(attemptId)} replace />;
  return (
    <>
      <Link
        className="back-link"
        to={state.kind === 'ready' ? paymentDetailsPath(state.attempt.accountId) : VIEW_ACCOUNT_PATH}
      >
        {t('back')}
      </Link>
      <h1 className="heading-l">{t('payments_gateway_title')}</h1>
      {state.kind === 'failed' ? (
        <ErrorBox messages={[t('payment_Message_Api_Failure')]} />
      ) : state.kind === 'loading' ? (
        <Loading text={t('payments_gateway_loading')} />
      ) : (
        <>
          <SummaryList
            rows={[
              { key: 'amount', label: t('payments_amount'), value: formatPence(parsePence(state.attempt.amount) ?? 0) },
              ...(view.data
                ? [
                    {
                      key: 'account',
                      label: t('payments_account'),
                      value: t(accountTypeNameKey(view.data.AccountType)),
                    },
                  ]
                : []),
              { key: 'reference', label: t('payments_reference'), value: state.attempt.paymentReference },
            ]}
          />
          <p className="body">{t('payments_gateway_help')}</p>
          <GatewayFrame
            action={config.paymentGatewayUrl}
            attempt={state.attempt}
            token={state.token}
            onFinished={finished}
          />
        </>
      )}
    </>
  );
}
