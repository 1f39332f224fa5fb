import { useSearchParams } from 'react-router';
import { homeAccountOf } from '../../../accounts/home-account';
import { activeTenancies, type Account } from '../../../gateway';
import { AddressSelector } from '../../../customer/address-selector';
import type { PropertyOption } from '../../../customer/property-options';
import { useSelectedProperty } from '../../../customer/selected-property';
import { useCustomer } from '../../../customer/use-customer';
import { useCustomerFailure } from '../../../customer/use-customer-failure';
import { usePropertyOptions } from '../../../customer/use-property-options';
import { t } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useRule } from '../../../shared/use-rule';
import { useSession } from '../../../shared/use-session';
import { useKnownToggles } from '../../../shared/use-toggles';
import { ErrorBox } from '../../../ui/error-box';
import { CallUs } from '../../../ui/phone-number';
import { Loading } from '../../../ui/loading';
import { AccountChoice } from './account-choice';
import { AccountPanel } from './account-panel';
import { useAccounts, useAccountView } from './use-accounts-view';
import './account-page.css';

const PAYMENT_REFERENCE_FLAG = 'IsPaymentReferenceRequired';
const ACCOUNT_PARAM = 'account';

/**
 * /viewaccount (portal.md §2 Accounts): the accounts of the property chosen in the address selector (the home page's
 * choice too), one at a time with an account selector when there are more, each in a panel.
 */
export function AccountPage() {
  useDocumentTitle(t('accounts_title'));
  const session = useSession();
  const customer = useCustomer(session?.customerId);
  const properties = usePropertyOptions(customer.data?.customer);
  useCustomerFailure(customer.error ?? properties.error);
  if (!session?.customerId || !customer.data || !properties.data) return <Loading />;
  return <AccountsOfProperty customerId={session.customerId} tenancyTypes={tenancyTypesOf(customer.data.customer)} properties={properties.data} />;
}

const tenancyTypesOf = (customer: Parameters<typeof activeTenancies>[0]) =>
  new Map(activeTenancies(customer).map((tenancy) => [tenancy.tenancyId, tenancy.tenancyType.trim().toUpperCase()]));

function AccountsOfProperty({ customerId, tenancyTypes, properties }: { customerId: string; tenancyTypes: Map<string, string>; properties: PropertyOption[] }) {
  const [selected, select] = useSelectedProperty(properties);
  const [params, setParams] = useSearchParams();
  const accounts = useAccounts(customerId);
  const tenancyType = selected ? tenancyTypes.get(selected.tenancyId) : undefined;
  // The accounts of a tenancy that is not treated as residential are not shown, as its Balance entry is not (§2).
  const residential = useRule('menu-balance', tenancyType ? { activeTenancyTypes: [tenancyType] } : null);
  const own = accounts.data && selected ? accounts.data.filter((account) => account['tenancy-identifier'] === selected.tenancyId) : undefined;
  const chosen = own ? chosenAccount(own, selected?.tenancyId ?? '', params.get(ACCOUNT_PARAM)) : undefined;
  const view = useAccountView(residential ? chosen?.['account-identifier'] : undefined);
  const toggles = useKnownToggles([PAYMENT_REFERENCE_FLAG], true);

  const failed = accounts.error !== undefined || view.error !== undefined;
  return (
    <>
      <h1 className="heading-l">{t('accounts_title')}</h1>
      <AddressSelector
        options={properties}
        selected={selected}
        onSelect={(premisesId) => {
          select(premisesId);
          // Another property: its own first account.
          setParams({}, { replace: true });
        }}
      />
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
            <AccountChoice
              accounts={own}
              selected={chosen['account-identifier']}
              // In the address, so a reload or Back shows the same account.
              onSelect={(accountId) => setParams({ [ACCOUNT_PARAM]: accountId }, { replace: true })}
            />
          )}
          <AccountPanel view={view.data} showsPaymentReference={toggles[PAYMENT_REFERENCE_FLAG] === true} />
        </>
      )}
    </>
  );
}

/** The account the address names, if it is one of this tenancy's; else the one the home card shows. */
function chosenAccount(accounts: readonly Account[], tenancyId: string, asked: string | null): Account | undefined {
  return accounts.find((account) => account['account-identifier'] === asked) ?? homeAccountOf(accounts, tenancyId);
}
