import { t } from '../shared/i18n';

/** Screen readers hear the time in 20-second steps, as in HMRC's timeout dialog; more often is just noise. */
export const ANNOUNCE_STEP_SECONDS = 20;

const wholeSeconds = (remainingMs: number) => Math.max(0, Math.ceil(remainingMs / 1000));

/** The visible countdown, m:ss (e.g. 4:59). */
export function formatClock(remainingMs: number): string {
  const seconds = wholeSeconds(remainingMs);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time in words, e.g. "4 minutes and 40 seconds", "1 minute", "20 seconds". */
export function spokenTime(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  if (minutes === 0) return t('idle_countdown_seconds', { seconds });
  if (seconds === 0) return minutes === 1 ? t('idle_countdown_one_minute') : t('idle_countdown_minutes', { minutes });
  return minutes === 1
    ? t('idle_countdown_one_minute_seconds', { seconds })
    : t('idle_countdown_minutes_seconds', { minutes, seconds });
}

/** The live-region sentence: changes only when the time left crosses a 20-second step. */
export function countdownAnnouncement(remainingMs: number): string {
  const stepped = Math.ceil(wholeSeconds(remainingMs) / ANNOUNCE_STEP_SECONDS) * ANNOUNCE_STEP_SECONDS;
  const time = spokenTime(stepped);
  return t('idle_countdown_announcement', { time });
}
