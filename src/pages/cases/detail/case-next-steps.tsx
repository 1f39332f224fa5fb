import type { Case } from '../../../gateway';
import { caseNextSteps } from '../../../cases/case-next-steps';
import { ukLongDate } from '../../../shared/dates';
import { t } from '../../../shared/i18n';

/**
 * For an open case, what happens next and when to expect a reply (rules/case-next-steps.json, by the case's sub type
 * category): the Complaint Handling Code asks that a resident is told the next steps of a service request.
 */
export function CaseNextSteps({ item }: { item: Case }) {
  const next = caseNextSteps(item.subTypeCategory ?? '');
  return (
    <section aria-labelledby="case-next-heading">
      <h2 className="heading-m" id="case-next-heading">
        {t('cases_next_heading')}
      </h2>
      <p className="body">{t(next.message)}</p>
      <p className="body">
        {t('cases_next_reply', { days: next.replyWorkingDays, created: ukLongDate(item.createdDate) ?? '' })}
      </p>
    </section>
  );
}
