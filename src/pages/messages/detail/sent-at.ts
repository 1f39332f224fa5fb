import { t } from '../../../shared/i18n';
import { govukTime, parseDateTime, ukLongDate, ukTime } from '../../../shared/dates';
import { NO_VALUE } from '../../../ui/no-value';

/**
 * When a message was sent, on the UK clock: "21 November 2026 at 9:13am"; a dash when the gateway's date is unreadable.
 */
export function sentAt(createdDate: string): string {
  const instant = parseDateTime(createdDate);
  const date = ukLongDate(createdDate);
  if (!instant || !date) return NO_VALUE;
  const time = ukTime(instant);
  return t('messages_sent_at', {
    date,
    time: govukTime(
      { hours: time.hour, minutes: time.minute },
      { midday: t('messages_midday'), midnight: t('messages_midnight') },
    ),
  });
}
