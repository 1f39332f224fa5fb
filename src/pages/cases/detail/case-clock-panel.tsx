import { useId, useMemo } from 'react';
import type { Case } from '../../../gateway';
import { complaintClock } from '../../../cases/complaint-clock';
import { complaintPeriods, ombudsmanContact } from '../../../shared/statutory-clock';
import { t } from '../../../shared/i18n';
import { bankHolidayCalendar } from '../../../shared/working-days';
import { ClockSteps } from '../../../ui/clock-steps';
import { OmbudsmanContact } from '../../../ui/ombudsman-contact';

/**
 * A complaint's own clock on its case page (issue 31, CHC-2): "What happens next and by when", stage 1 acknowledged
 * and answered. Loaded lazily by the case page, with the clock's rules and the bank holidays; nothing for other cases.
 */
export function CaseClockPanel({ item }: { item: Case }) {
  const headingId = useId();
  const steps = useMemo(() => complaintClock(item, [], new Date(), bankHolidayCalendar()), [item]);
  if (!steps) return null;
  const { stage2 } = complaintPeriods();
  return (
    <section aria-labelledby={headingId}>
      <h2 className="heading-m" id={headingId}>
        {t('clocks_heading')}
      </h2>
      <ClockSteps steps={steps} />
      <p className="body">{t('clocks_complain_stage_2', { acknowledge: stage2.acknowledge, answer: stage2.answer })}</p>
      <OmbudsmanContact contact={ombudsmanContact()} />
    </section>
  );
}
