import { lazy, Suspense } from 'react';
import { useCustomerGate } from '../../customer-ui/customer-gate';
import { Navigate, useLocation } from 'react-router';
import { activeTenancies, isCatalystCustomer } from '../../gateway';
import { t } from '../../shared/i18n';
import { Loading } from '../../ui/loading';
import { GENERIC_ERROR_PATH, START_PATH } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSession } from '../../shared/use-session';
import { useKnownToggles } from '../../shared/use-toggles';
import type { ErrorPageState } from '../../shared/error-state';
import { AddressSelector } from '../../customer-ui/address-selector';
import { FinancialEnquiryCard } from './financial-enquiry-card';
import { FINANCIAL_ENQUIRY_RULE, FINANCIAL_ENQUIRY_TOGGLE, financialEnquiryInputs } from './financial-enquiry-rule';
import { useRule, useRuleText } from '../../shared/use-rule';
import { DetailsCard } from '../profile/home-card/details-card';
import { BalanceCard } from '../accounts/home-card/balance-card';
import { BlockCard } from '../building/home-card/block-card';
import { blockOf, highRiseInputs } from '../../building/block';
import { useAssetHierarchy } from '../../customer-ui/use-asset-hierarchy';
import { EnergyAdviceCard } from './energy-advice-card';
import { ComplianceCard } from '../compliance/home-card/compliance-card';
import { COMPLIANCE_CARD_TOGGLES, COMPLIANCE_KINDS } from '../../compliance/compliance-kind';
import { MENU_TOGGLE_NAMES, useRepairsRule } from '../../customer/menu-rules';
import { NotificationBanner } from '../../ui/notification-banner';
import { RepairsCard } from '../repairs/home-card/repairs-card';
import { MessagesCard } from '../messages/home-card/messages-card';
import { CaseCard } from '../cases/home-card/case-card';
import { REPAIRS_MAINTENANCE_TOGGLE } from '../../repairs/repairs-maintenance';
import { useJourneyArrival } from '../../shared/use-journey-message';
import { useLoginCallback } from './use-login-callback';
import type { HomeState } from './home-state';
import { useSelectedProperty } from '../../customer-ui/use-selected-property';

// A journey's pop-up is rare (a repair sent to triage, on hold): its code comes when there is one.
const NoticeDialog = lazy(async () => ({ default: (await import('../../ui/notice-dialog')).NoticeDialog }));

/** Feature toggles the home page reads, asked for once the customer has loaded. */
const HOME_TOGGLES = [
  FINANCIAL_ENQUIRY_TOGGLE,
  REPAIRS_MAINTENANCE_TOGGLE,
  COMPLIANCE_CARD_TOGGLES.gas,
  COMPLIANCE_CARD_TOGGLES.electrical,
] as const;

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
  const { message: journeyMessage, dialog: journeyDialog } = useJourneyArrival();
  const { customer, properties } = useCustomerGate(customerId);
  const [selected, select] = useSelectedProperty(properties.data ?? []);
  const toggles = useKnownToggles(HOME_TOGGLES, customer.data !== undefined);
  const showsFinancialEnquiry = useRule(
    FINANCIAL_ENQUIRY_RULE,
    customer.data && toggles
      ? financialEnquiryInputs(isCatalystCustomer(customer.data.customer), toggles[FINANCIAL_ENQUIRY_TOGGLE])
      : null,
  );
  // The header's menu toggles, under the header's request key: the answer is shared, not asked for again.
  const menuToggles = useKnownToggles(MENU_TOGGLE_NAMES, customer.data !== undefined);
  const offersRepairs = useRepairsRule(customer.data?.customer, menuToggles);
  // The messages card is shown when the header offers Messages: the same rule (rules/menu-messages.json), asked once.
  const offersMessages = useRule(
    'menu-messages',
    menuToggles ? { messagesToggle: menuToggles.IsMyMessagesRequired ?? null } : null,
  );
  // The case card is shown when the header offers Requests: the same rule (rules/menu-requests.json), asked once.
  const offersRequests = useRule(
    'menu-requests',
    customer.data && menuToggles
      ? {
          caseCardToggle: menuToggles.IsCaseCardRequired ?? null,
          isCatalystCustomer: isCatalystCustomer(customer.data.customer),
          catalystCasesToggle: menuToggles.mypeabodycatalystcases ?? null,
        }
      : null,
  );
  const chosenTenancy =
    customer.data && selected
      ? activeTenancies(customer.data.customer).find((tenancy) => tenancy.tenancyId === selected.tenancyId)
      : undefined;
  // The balance card is the chosen tenancy's: shown when that tenancy is residential (the header's Balance rule).
  const showsBalance = useRule(
    'menu-balance',
    chosenTenancy ? { activeTenancyTypes: [chosenTenancy.tenancyType.trim().toUpperCase()] } : null,
  );
  // The block card's block (portal.md §2: when a block identifier exists), from the chosen property's hierarchy.
  const hierarchy = useAssetHierarchy(selected?.premisesId);
  const block = hierarchy.data ? blockOf(hierarchy.data) : undefined;
  const highRise = useRule('building-high-rise', block ? highRiseInputs(block) : null);
  const energyAdvice = useRuleText(
    'home-energy-advice',
    customer.data ? { isCatalystCustomer: isCatalystCustomer(customer.data.customer) } : null,
  );

  // The page is drawn once what decides its cards is known, whole: a card appearing later would move the ones below it
  // (issue 13: no layout shift). Cards whose content loads after that keep their space while it does.
  if (
    !customer.data ||
    !properties.data ||
    !toggles ||
    offersRepairs === undefined ||
    offersMessages === undefined ||
    offersRequests === undefined ||
    showsFinancialEnquiry === undefined ||
    energyAdvice === undefined ||
    (chosenTenancy !== undefined && showsBalance === undefined) ||
    (selected !== undefined && hierarchy.data === undefined && hierarchy.error === undefined) ||
    (block !== undefined && highRise === undefined)
  ) {
    return <Loading />;
  }

  const name = customer.data.customer.person.name.givenName?.trim() || fallbackName;
  const registered = (location.state as HomeState | null)?.registered === true;
  return (
    <>
      {journeyMessage !== null && <NotificationBanner text={journeyMessage} />}
      {journeyDialog !== null && (
        <Suspense fallback={null}>
          <NoticeDialog title={journeyDialog.title} body={journeyDialog.body} />
        </Suspense>
      )}
      {registered && (
        <div className="notification notification--success" role="status">
          <h2 className="heading-m">{t('registration_success_heading')}</h2>
          <p className="body">{t('registration_success_body')}</p>
        </div>
      )}
      <h1 className="heading-l">{name ? t('home_welcome_name', { name }) : t('home_welcome')}</h1>
      <AddressSelector options={properties.data} selected={selected} onSelect={select} />
      {/* The cards in the order residents use them most (decision 0051): what they come to do (a repair, the rent,
          their messages and requests), then their details and building, the safety visits, and the advice. One column
          on a phone; from 1180 px a grid of two (portal.md §9 "1180 px (wide layout)"), in the same reading order. */}
      <div className="home-cards">
        {offersRepairs && (
          <RepairsCard property={selected} maintenance={toggles[REPAIRS_MAINTENANCE_TOGGLE] === true} />
        )}
        {showsBalance && selected && <BalanceCard customerId={customerId} property={selected} />}
        {/* The two latest messages about the chosen property, as View all messages lists them (decision 0033). */}
        {offersMessages && <MessagesCard customerId={customerId} propertyId={selected?.premisesId ?? null} />}
        {/* The two latest cases about the chosen property, Active first (portal.md §4 "Case status on cards"). */}
        {offersRequests && <CaseCard customerId={customerId} premisesId={selected?.premisesId ?? null} />}
        <DetailsCard customer={customer.data.customer} />
        {block && (
          <BlockCard
            block={block}
            highRise={highRise === true}
            maintenance={toggles[REPAIRS_MAINTENANCE_TOGGLE] === true}
          />
        )}
        {selected &&
          COMPLIANCE_KINDS.filter((kind) => toggles[COMPLIANCE_CARD_TOGGLES[kind]] === true).map((kind) => (
            <ComplianceCard key={kind} kind={kind} customerId={customerId} assetId={selected.premisesId} />
          ))}
        {showsFinancialEnquiry && <FinancialEnquiryCard />}
        <EnergyAdviceCard variant={energyAdvice} />
      </div>
    </>
  );
}
