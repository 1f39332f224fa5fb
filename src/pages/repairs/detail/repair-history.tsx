import { useId } from 'react';
import { t } from '../../../shared/i18n';
import { Loading } from '../../../ui/loading';
import { REPAIR_PAGE_MESSAGES, type TimelineEntry } from '../../../repairs';
import { dateTimeRange, machineTime, ordinalDateTime } from '../../../shared/dates';

function visitText(entry: TimelineEntry): string | null {
  const times = dateTimeRange(entry.appointmentStart, entry.appointmentEnd);
  if (!times) return null;
  return t('Repair_detail_history_visit', {
    times:
      times.end === null ? times.start : t('Repair_detail_appointment_range', { start: times.start, end: times.end }),
  });
}

interface RepairHistoryProps {
  /** The timeline (repairTimeline: newest first); undefined while it loads or when it could not be loaded. */
  timeline: readonly TimelineEntry[] | undefined;
  /** The history call failed: the error box says so, and this section is left out. */
  failed: boolean;
}

/**
 * The History timeline (repairs.md §2, §4): an ordered list, newest first, each entry its title and when it
 * happened, appointment entries with the visit's times. SSR072 introduces it when there is something to show.
 */
export function RepairHistory({ timeline, failed }: RepairHistoryProps) {
  const headingId = useId();
  if (failed) return null;
  return (
    <section className="repair-detail__section" aria-labelledby={headingId}>
      <h2 className="heading-m" id={headingId}>
        {t('Repair_detail_history')}
      </h2>
      {timeline === undefined ? (
        <Loading />
      ) : timeline.length === 0 ? (
        <p className="body">{t('Repair_detail_history_empty')}</p>
      ) : (
        <>
          <p className="body">{t(REPAIR_PAGE_MESSAGES.historyIntro)}</p>
          <ol className="repair-detail__timeline" aria-labelledby={headingId}>
            {timeline.map((entry) => {
              const when = ordinalDateTime(entry.at);
              const visit = visitText(entry);
              return (
                <li className="repair-detail__event" key={entry.id}>
                  {entry.title !== null && <p className="repair-detail__event-title">{entry.title}</p>}
                  <p className="repair-detail__event-time">
                    {/* An unreadable time is shown as the gateway wrote it rather than leaving the entry blank. */}
                    <time dateTime={machineTime(entry.at)}>{when ?? entry.at}</time>
                  </p>
                  {visit !== null && <p className="repair-detail__event-visit">{visit}</p>}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
