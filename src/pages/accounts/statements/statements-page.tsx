import { useSignedInCustomerGate } from '../../../customer-ui/customer-gate';
import { statementMonths, statementRange } from '../../../accounts/statements/statement-months';
import { contactDetailsOf, type Account } from '../../../gateway';
import { AddressSelector } from '../../../customer-ui/address-selector';
import type { PropertyOption } from '../../../customer/property-options';
import { isoDay } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { HOME_PATH } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useKnownToggles } from '../../../shared/use-toggles';
import { ErrorBox } from '../../../ui/error-box';
import { LinkParagraph } from '../../../ui/link-paragraph';
import { Loading } from '../../../ui/loading';
import { CallUs } from '../../../ui/phone-number';
import { AccountChoice } from '../shared/account-choice';
import { useChosenAccount } from '../shared/use-chosen-account';
import { StatementDownload } from './statement-download';
import { StatementRequest } from './statement-request';
import { useStatements } from './use-statements';

const VIEW_STATEMENT_TOGGLE = 'IsViewStatement';
const REQUEST_TOGGLE = 'IsRequestCustomStatement';
const REQUEST_DISABLED_FLAG = 'IsRequestStatementDisabled';
const TOGGLES = [VIEW_STATEMENT_TOGGLE, REQUEST_TOGGLE, REQUEST_DISABLED_FLAG] as const;

type Customer = Parameters<typeof contactDetailsOf>[0];
// Statements are every tenancy's, residential or not (Bea's shop has them), so no tenancy type is given to the
// account choice's residential rule.
const NO_TENANCY_TYPES: ReadonlyMap<string, string> = new Map();

/**
 * /viewstatement (portal.md §2 Statements): when IsViewStatement is on, the monthly statements of an account of the
 * property chosen in the address selector (the account the home card shows, or the one chosen in the account
 * selector, kept in the address), a month of the window (§9) to download; No_Statement_Exit when the toggle is off or
 * the list cannot be read, VS_No_Statement_Exit when the account has no statement in the window.
 */
export function StatementsPage() {
  useDocumentTitle(t('statements_title'));
  const { customer, ready } = useSignedInCustomerGate();
  const toggles = useKnownToggles(TOGGLES, customer.data !== undefined);
  if (!ready || !toggles) {
    return (
      <>
        <h1 className="heading-l">{t('statements_title')}</h1>
        <Loading />
      </>
    );
  }
  if (toggles[VIEW_STATEMENT_TOGGLE] !== true) return <StatementsUnavailable />;
  // The request-statement link: with its toggle on, and usable unless its flag is set (§6).
  const request = toggles[REQUEST_TOGGLE] === true ? { disabled: toggles[REQUEST_DISABLED_FLAG] === true } : null;
  return (
    <StatementsOfProperty
      customerId={ready.customerId}
      customer={ready.customer}
      properties={ready.properties}
      request={request}
    />
  );
}

function StatementsUnavailable() {
  return (
    <>
      <h1 className="heading-l">{t('statements_title')}</h1>
      <p className="body">{t('No_Statement_Exit')}</p>
      <CallUs />
      <LinkParagraph to={HOME_PATH} text={t('return_to_home')} />
    </>
  );
}

interface StatementsOfPropertyProps {
  customerId: string;
  customer: Customer;
  properties: PropertyOption[];
  /** The custom statement request, when offered. */
  request: { disabled: boolean } | null;
}

function StatementsOfProperty({ customerId, customer, properties, request }: StatementsOfPropertyProps) {
  const {
    selected,
    selectProperty,
    accounts: own,
    chosen,
    chooseAccount,
    error,
  } = useChosenAccount(customerId, properties, NO_TENANCY_TYPES);
  const today = isoDay(new Date());
  const months = selected ? statementMonths(today, selected.tenancyStartDate.slice(0, 10)) : [];
  const statements = useStatements(customerId, statementRange(months));
  const ofAccount =
    chosen && statements.data ? statements.data.filter((statement) => isOfAccount(statement, chosen)) : undefined;

  const failed = error !== undefined || statements.error !== undefined;
  return (
    <>
      <h1 className="heading-l">{t('statements_title')}</h1>
      <AddressSelector options={properties} selected={selected} onSelect={selectProperty} />
      {failed ? (
        <ErrorBox messages={[t('No_Statement_Exit')]} />
      ) : !own ? (
        <Loading />
      ) : !chosen || months.length === 0 ? (
        <NoStatements />
      ) : (
        <>
          {own.length > 1 && (
            <AccountChoice accounts={own} selected={chosen['account-identifier']} onSelect={chooseAccount} />
          )}
          {!ofAccount ? (
            <Loading text={t('statements_list_loading')} />
          ) : ofAccount.length === 0 ? (
            <NoStatements />
          ) : (
            <>
              <p className="inset-text">{t('statements_info_window')}</p>
              {/* A new account or property starts again: its own months, nothing downloaded yet. */}
              <StatementDownload
                key={`${selected?.tenancyId ?? ''}:${chosen['account-identifier']}`}
                customerId={customerId}
                months={months}
                statements={ofAccount}
              />
            </>
          )}
          {request && (
            <StatementRequest
              customerId={customerId}
              customerName={nameOf(customer)}
              existingEmail={contactDetailsOf(customer).emailAddress}
              accounts={own}
              chosen={chosen}
              today={today}
              tenancyStart={selected?.tenancyStartDate ?? null}
              disabled={request.disabled}
            />
          )}
        </>
      )}
    </>
  );
}

function NoStatements() {
  return (
    <>
      <p className="body">{t('VS_No_Statement_Exit')}</p>
      <CallUs />
    </>
  );
}

/** The name a statement request carries (§3 customer_name): title, given name and surname, as held. */
const nameOf = (customer: Customer): string =>
  [customer.person.name.title, customer.person.name.givenName, customer.person.name.surname]
    .filter((part) => part && part.trim() !== '')
    .join(' ');

/** A statement is the account's by its account id, or by its payment reference when the gateway gives no id. */
const isOfAccount = (statement: { accountIdentifier: string; accountReference: string }, account: Account) =>
  statement.accountIdentifier
    ? statement.accountIdentifier === account['account-identifier']
    : statement.accountReference === account.identifiers['pay-ref'];
