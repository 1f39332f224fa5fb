import { Navigate, useLocation } from 'react-router';
import { isCatalystCustomer } from '../../gateway';
import { t } from '../../shared/i18n';
import { Loading } from '../../ui/loading';
import { GENERIC_ERROR_PATH, START_PATH } from '../../shared/paths';
import { useCustomer } from '../../customer/use-customer';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSession } from '../../shared/use-session';
import { useKnownToggles } from '../../shared/use-toggles';
import type { ErrorPageState } from '../../shared/error-state';
import { AddressSelector } from '../../customer/address-selector';
import { FinancialEnquiryCard } from './financial-enquiry-card';
import { FINANCIAL_ENQUIRY_RULE, FINANCIAL_ENQUIRY_TOGGLE, financialEnquiryInputs } from './financial-enquiry-rule';
import { useRule, useRuleText } from '../../shared/use-rule';
import { DetailsCard } from '../profile/home-card/details-card';
import { EnergyAdviceCard } from './energy-advice-card';
import { MENU_TOGGLE_NAMES, useRepairsRule } from '../../customer/menu-rules';
import { NotificationBanner } from '../../ui/notification-banner';
import { RepairsCard } from '../repairs/home-card/repairs-card';
import { REPAIRS_MAINTENANCE_TOGGLE } from '../../repairs/repairs-maintenance';
import { useJourneyMessage } from '../../shared/use-journey-message';
import { useLoginCallback, type HomeState } from './use-login-callback';
import { useCustomerFailure } from '../../customer/use-customer-failure';
import { usePropertyOptions } from '../../customer/use-property-options';
import { useSelectedProperty } from '../../customer/selected-property';

/** Feature toggles the home page reads, asked for once the customer has loaded. */
const HOME_TOGGLES = [FINANCIAL_ENQUIRY_TOGGLE, REPAIRS_MAINTENANCE_TOGGLE] as const;

/** /customer360View: where logins return, and the resident's home dashboard. */
export function HomePage() {
  useDocumentTitle(t('home_title'));
  const completingLogin = useLoginCallback();
  const session = useSession();

  if (completingLogin) return <Loading />;
  if (!session) return <Navigate to={START_PATH} replace />;
  if (!session.customerId) {
    const state: ErrorPageState = { variant: 'no-self-serve-account' };
    return <Navigate to={GENERIC_ERROR_PATH} replace state={state} />;
  }
  return <Dashboard customerId={session.customerId} fallbackName={session.name} />;
}

function Dashboard({ customerId, fallbackName }: { customerId: string; fallbackName: string | null }) {
  const location = useLocation();
  const journeyMessage = useJourneyMessage();
  const customer = useCustomer(customerId);
  const properties = usePropertyOptions(customer.data?.customer);
  const [selected, select] = useSelectedProperty(properties.data ?? []);
  const toggles = useKnownToggles(HOME_TOGGLES, customer.data !== undefined);
  const showsFinancialEnquiry = useRule(
    FINANCIAL_ENQUIRY_RULE,
    customer.data && toggles ? financialEnquiryInputs(isCatalystCustomer(customer.data.customer), toggles[FINANCIAL_ENQUIRY_TOGGLE]) : null,
  );
  // The header's menu toggles, under the header's request key: the answer is shared, not asked for again.
  const menuToggles = useKnownToggles(MENU_TOGGLE_NAMES, customer.data !== undefined);
  const offersRepairs = useRepairsRule(customer.data?.customer, menuToggles);
  const energyAdvice = useRuleText('home-energy-advice', customer.data ? { isCatalystCustomer: isCatalystCustomer(customer.data.customer) } : null);
  useCustomerFailure(customer.error ?? properties.error);

  // The page is drawn once what decides its cards is known, whole: a card appearing later would move the ones below it
  // (issue 13: no layout shift). Cards whose content loads after that keep their space while it does.
  if (!customer.data || !properties.data || !toggles || offersRepairs === undefined || showsFinancialEnquiry === undefined || energyAdvice === undefined) {
    return <Loading />;
  }

  const name = customer.data.customer.person.name.givenName?.trim() || fallbackName;
  const registered = (location.state as HomeState | null)?.registered === true;
  return (
    <>
      {journeyMessage !== null && <NotificationBanner text={journeyMessage} />}
      {registered && (
        <div className="notification notification--success" role="status">
          <h2 className="heading-m">{t('registration_success_heading')}</h2>
          <p className="body">{t('registration_success_body')}</p>
        </div>
      )}
      <h1 className="heading-l">{name ? t('home_welcome_name', { name }) : t('home_welcome')}</h1>
      <AddressSelector options={properties.data} selected={selected} onSelect={select} />
      {offersRepairs && <RepairsCard property={selected} maintenance={toggles[REPAIRS_MAINTENANCE_TOGGLE] === true} />}
      <DetailsCard customer={customer.data.customer} />
      <EnergyAdviceCard variant={energyAdvice} />
      {showsFinancialEnquiry && <FinancialEnquiryCard />}
    </>
  );
}
