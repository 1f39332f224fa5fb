import { useId, useMemo } from 'react';
import { isShownFailure, type Case } from '../../../gateway';
import { complaintClock, complaintEvents, hasComplaintClock } from '../../../cases/complaint-clock';
import { complaintPeriods, ombudsmanContact } from '../../../shared/statutory-clock';
import { t } from '../../../shared/i18n';
import { bankHolidayCalendar } from '../../../shared/working-days';
import { ClockSteps } from '../../../ui/clock/clock-steps';
import { OmbudsmanContact } from '../../../ui/clock/ombudsman-contact';
import { useCaseActivities } from './use-case-activities';

/**
 * A complaint's own clock on its case page (issue 31, CHC-2): "What happens next and by when", stage 1 acknowledged
 * and answered, each done on the day the case's activity was completed, or due. Loaded lazily by the case page, with
 * the clock's rules and the bank holidays; nothing for other cases. The steps wait for the activities, so a step
 * done is never first drawn as due; if they cannot be read the dates are not guessed, and the resident is told.
 */
export function CaseClockPanel({ item }: { item: Case }) {
  const headingId = useId();
  if (!hasComplaintClock(item)) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 className="heading-m" id={headingId}>
        {t('clocks_heading')}
      </h2>
      <ComplaintSteps item={item} />
      <ComplaintStageTwo />
    </section>
  );
}

function ComplaintSteps({ item }: { item: Case }) {
  const activities = useCaseActivities(item.id);
  const steps = useMemo(
    () => activities.data && complaintClock(item, complaintEvents(activities.data), new Date(), bankHolidayCalendar()),
    [item, activities.data],
  );
  if (steps) return <ClockSteps steps={steps} />;
  if (activities.error !== undefined && isShownFailure(activities.error)) {
    return (
      <p className="body" role="alert">
        {t('clocks_complaint_dates_failed')}
      </p>
    );
  }
  return null;
}

function ComplaintStageTwo() {
  const { stage2 } = complaintPeriods();
  return (
    <>
      <p className="body">{t('clocks_complain_stage_2', { acknowledge: stage2.acknowledge, answer: stage2.answer })}</p>
      <OmbudsmanContact contact={ombudsmanContact()} />
    </>
  );
}
