import { Link } from 'react-router';
import { t } from '../../shared/i18n';
import { HomeCard } from '../../ui/home-card';
import { FINANCIAL_ENQUIRY_PATH } from './financial-enquiry-rule';

/** The home page's way into the financial advice referral (portal.md §2: the financial enquiry button). */
export function FinancialEnquiryCard() {
  return (
    <HomeCard id="financial-enquiry" heading={t('home_financial_heading')} body={t('home_financial_body')}>
      {/* A link styled as a button: it goes to a page, so it stays a link for assistive technology. */}
      <Link className="button button--secondary" to={FINANCIAL_ENQUIRY_PATH}>
        {t('home_financial_button')}
      </Link>
    </HomeCard>
  );
}
