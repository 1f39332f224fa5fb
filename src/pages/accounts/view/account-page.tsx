import { Link } from 'react-router';
import { CustomerGate } from '../../../customer-ui/customer-gate';
import { activeTenancies } from '../../../gateway';
import { TRANSACTIONS_PATH, VIEW_STATEMENT_PATH } from '../../../shared/paths';
import { AddressSelector } from '../../../customer-ui/address-selector';
import type { PropertyOption } from '../../../customer/property-options';
import { t } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useKnownToggles } from '../../../shared/use-toggles';
import { ErrorBox } from '../../../ui/error-box';
import { CallUs } from '../../../ui/phone-number';
import { Loading } from '../../../ui/loading';
import { AccountChoice } from '../shared/account-choice';
import { ACCOUNT_PARAM, useChosenAccount } from '../shared/use-chosen-account';
import { AccountPanel } from './account-panel';
import { BalanceChart } from './balance-chart';
import { useAccountView } from './use-accounts-view';
import { useBalanceHistory } from './use-balance-history';
import './account-page.css';

const PAYMENT_REFERENCE_FLAG = 'IsPaymentReferenceRequired';
const VIEW_STATEMENT_TOGGLE = 'IsViewStatement';
const TOGGLES = [PAYMENT_REFERENCE_FLAG, VIEW_STATEMENT_TOGGLE] as const;

/**
 * /viewaccount (portal.md §2 Accounts): the accounts of the property chosen in the address selector (the home page's
 * choice too), one at a time with an account selector when there are more, each in a panel.
 */
export function AccountPage() {
  // Set here too: with the customer already cached, the gate's loading (which sets it) is never drawn.
  useDocumentTitle(t('accounts_title'));
  return (
    <CustomerGate title={t('accounts_title')}>
      {({ customerId, customer, properties }) => (
        <AccountsOfProperty customerId={customerId} tenancyTypes={tenancyTypesOf(customer)} properties={properties} />
      )}
    </CustomerGate>
  );
}

/** Each active tenancy's type, in capitals, by tenancy id. */
export const tenancyTypesOf = (customer: Parameters<typeof activeTenancies>[0]) =>
  new Map(activeTenancies(customer).map((tenancy) => [tenancy.tenancyId, tenancy.tenancyType.trim().toUpperCase()]));

function AccountsOfProperty({
  customerId,
  tenancyTypes,
  properties,
}: {
  customerId: string;
  tenancyTypes: Map<string, string>;
  properties: PropertyOption[];
}) {
  const {
    selected,
    selectProperty,
    accounts: own,
    chosen,
    chooseAccount,
    residential,
    error,
  } = useChosenAccount(customerId, properties, tenancyTypes);
  const view = useAccountView(residential ? chosen?.['account-identifier'] : undefined);
  const toggles = useKnownToggles(TOGGLES, true);
  const history = useBalanceHistory(residential ? chosen?.['account-identifier'] : undefined);

  const failed = error !== undefined || view.error !== undefined;
  const accountQuery = chosen ? new URLSearchParams({ [ACCOUNT_PARAM]: chosen['account-identifier'] }).toString() : '';
  return (
    <>
      <h1 className="heading-l">{t('accounts_title')}</h1>
      <AddressSelector options={properties} selected={selected} onSelect={selectProperty} />
      {failed ? (
        <ErrorBox messages={[t('account_Down_SSC001')]} />
      ) : residential === false || (own && own.length === 0) ? (
        <>
          <p className="body">{t(residential === false ? 'accounts_not_shown' : 'accounts_none')}</p>
          <CallUs />
        </>
      ) : !own || !chosen || !view.data || !toggles ? (
        <Loading />
      ) : (
        <>
          {own.length > 1 && (
            <AccountChoice accounts={own} selected={chosen['account-identifier']} onSelect={chooseAccount} />
          )}
          <AccountPanel
            accountId={chosen['account-identifier']}
            view={view.data}
            showsPaymentReference={toggles[PAYMENT_REFERENCE_FLAG] === true}
          />
          <ul className="list">
            <li>
              <Link className="link" to={`${TRANSACTIONS_PATH}?${accountQuery}`}>
                {t('accounts_view_transactions')}
              </Link>
            </li>
            {/* The statements of the same account (issue 26: residents look for them here); not while they are switched
                off, when the page could only say so. */}
            {toggles[VIEW_STATEMENT_TOGGLE] === true && (
              <li>
                <Link className="link" to={`${VIEW_STATEMENT_PATH}?${accountQuery}`}>
                  {t('accounts_view_statements')}
                </Link>
              </li>
            )}
          </ul>
          {history.error !== undefined ? (
            <p className="body">{t('accounts_chart_failed')}</p>
          ) : history.data ? (
            <BalanceChart months={history.data} />
          ) : (
            <Loading />
          )}
        </>
      )}
    </>
  );
}
