import { Link } from 'react-router';
import type { Customer } from '../../../../schemas/generated/gateway.customer';
import { isProfileIncomplete } from '../../../gateway';
import { t } from '../../../shared/i18n';
import { MANAGE_PROFILE_PATH } from '../../../shared/paths';
import { HomeCard } from '../../../ui/home-card';

/**
 * The home page's "Your details" card (portal.md §2 Home dashboard): the way to the details page, and, when the
 * profile is incomplete (portal.md §3: mobile, given name or e-mail empty), what is missing and an invitation to
 * complete it, so the association can reach the resident.
 */
export function DetailsCard({ customer }: { customer: Customer }) {
  const incomplete = isProfileIncomplete(customer);
  return (
    <HomeCard id="details" heading={t('home_details_heading')} body={t('home_details_body')}>
      {incomplete && (
        <div className="inset-text">
          <p className="body">{t('home_details_incomplete')}</p>
        </div>
      )}
      <Link className={incomplete ? 'button' : 'button button--secondary'} to={MANAGE_PROFILE_PATH}>
        {incomplete ? t('home_details_complete') : t('home_details_edit')}
      </Link>
    </HomeCard>
  );
}
