import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Customer } from '../../../schemas/generated/gateway.customer';
import { useCustomer } from '../../customer-ui/use-customer';
import { contactDetailsOf } from '../../gateway';
import { dayMonthYear } from '../../shared/dates';
import { t } from '../../shared/i18n';
import { EDIT_PROFILE_PATH, HOME_PATH, MANAGE_PROFILE_PATH } from '../../shared/paths';
import { useServices } from '../../shared/services';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useJourneyMessage } from '../../shared/use-journey-message';
import { useSession } from '../../shared/use-session';
import { ErrorBox } from '../../ui/error-box';
import { Loading } from '../../ui/loading';
import { NotificationBanner } from '../../ui/notification-banner';
import { NO_VALUE, SummaryList, type SummaryRow } from '../../ui/summary-list';

const orDash = (value: string | null | undefined) => (value?.trim() ? value.trim() : NO_VALUE);

/** What the identity provider changes on its own pages (its journeys), and the buttons that go there, in order. */
const SIGN_IN_CHANGES = [
  ['changeusername', 'profile_change_username'],
  ['changepassword', 'profile_change_password'],
] as const;

/** The rows of portal.md §2 Profile: name, date of birth, e-mail and the three numbers, a dash where empty. */
export function profileRows(customer: Customer): SummaryRow[] {
  const { name, dateOfBirth } = customer.person;
  const details = contactDetailsOf(customer);
  return [
    {
      key: 'name',
      label: t('profile_name'),
      value: orDash([name.title, name.givenName, name.surname].filter((part) => part?.trim()).join(' ')),
    },
    {
      key: 'dateOfBirth',
      label: t('profile_date_of_birth'),
      value: dateOfBirth ? dayMonthYear(dateOfBirth) : NO_VALUE,
    },
    { key: 'email', label: t('profile_email'), value: orDash(details.emailAddress) },
    { key: 'mobile', label: t('profile_mobile'), value: orDash(details.mobilePhone) },
    { key: 'home', label: t('profile_home_phone_row'), value: orDash(details.homePhone) },
    { key: 'business', label: t('profile_business_phone_row'), value: orDash(details.workPhone) },
  ];
}

/**
 * /manageprofile (portal.md §2 Profile): the details held for the resident, the way to change the contact details
 * (/editprofile, the profile journey), and the ways to change the e-mail they log in with and their password, which
 * live at the identity provider. A save's message shows here (the journey's ending).
 */
export function ProfilePage() {
  useDocumentTitle(t('profile_title'));
  const customerId = useSession()?.customerId ?? null;
  const { auth } = useServices();
  const customer = useCustomer(customerId);
  const saved = useJourneyMessage();
  // Arriving from a save, the record held is the one the edit page read before it: it is read again, and the page
  // waits for it, so "Your details have been saved" never stands above the old details (the cache would otherwise
  // keep them for its dedupe interval).
  const [fresh, setFresh] = useState(saved === null);
  const { mutate } = customer;
  useEffect(() => {
    if (saved === null) return;
    let current = true;
    void mutate().finally(() => {
      if (current) setFresh(true);
    });
    return () => {
      current = false;
    };
  }, [saved, mutate]);
  const shown = fresh ? customer.data : undefined;

  return (
    <>
      <Link className="back-link" to={HOME_PATH}>
        {t('journey_back')}
      </Link>
      {saved !== null && <NotificationBanner text={saved} />}
      <h1 className="heading-l">{t('profile_title')}</h1>
      {customer.error !== undefined && (
        <ErrorBox heading={t('profile_failed_heading')} messages={[t('alert_Message')]} />
      )}
      {customer.error === undefined && !shown && <Loading />}
      {shown && (
        <>
          <p className="body">{t('profile_intro')}</p>
          <SummaryList rows={profileRows(shown.customer)} />
          <p className="body">
            <Link className="button" to={EDIT_PROFILE_PATH}>
              {t('profile_edit_details')}
            </Link>
          </p>
          <p className="body">{t('profile_name_call_us')}</p>
          <p className="body">{t('profile_changes_take_time')}</p>
          <h2 className="heading-m">{t('profile_sign_in_heading')}</h2>
          <p className="body">{t('profile_sign_in_body')}</p>
          <div className="button-group">
            {SIGN_IN_CHANGES.map(([journey, words]) => (
              <button
                key={journey}
                type="button"
                className="button button--secondary"
                onClick={() => void auth.startLogin(journey, { returnTo: MANAGE_PROFILE_PATH })}
              >
                {t(words)}
              </button>
            ))}
          </div>
        </>
      )}
    </>
  );
}
