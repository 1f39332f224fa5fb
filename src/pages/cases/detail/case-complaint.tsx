import { t } from '../../../shared/i18n';
import { CallUs } from '../../../ui/phone-number';

/**
 * How to complain about the way a request is being dealt with (the Housing Ombudsman's Complaint Handling Code: a
 * dissatisfied resident must be able to make a complaint, and the request carries on meanwhile): the association's
 * complaints page, and its phone line.
 */
export function CaseComplaint() {
  return (
    <section aria-labelledby="case-complaint-heading">
      <h2 className="heading-m" id="case-complaint-heading">
        {t('cases_complaint_heading')}
      </h2>
      <p className="body">{t('cases_complaint_body')}</p>
      <p className="body">
        <a className="link" href={t('cases_complaint_url')} target="_blank" rel="noreferrer noopener">
          {t('cases_complaint_link')} {t('cases_complaint_new_tab')}
        </a>
      </p>
      <CallUs />
    </section>
  );
}
