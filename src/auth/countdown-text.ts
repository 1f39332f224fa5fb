import { t, tOptional } from '../app/i18n';

/** Screen readers hear the time in 20-second steps, as in HMRC's timeout dialog; more often is just noise. */
export const ANNOUNCE_STEP_SECONDS = 20;

const wholeSeconds = (remainingMs: number) => Math.max(0, Math.ceil(remainingMs / 1000));

/** The visible countdown, m:ss (e.g. 4:59). */
export function formatClock(remainingMs: number): string {
  const seconds = wholeSeconds(remainingMs);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time in words, e.g. "4 minutes and 40 seconds" (each wording falls back to the one key en.json has). */
export function spokenTime(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const both = () => t('idle_countdown_minutes_seconds', { minutes, seconds });
  if (minutes === 0) return tOptional('idle_countdown_seconds', { seconds }) ?? both();
  if (seconds === 0) {
    const key = minutes === 1 ? 'idle_countdown_one_minute' : 'idle_countdown_minutes';
    return tOptional(key, { minutes }) ?? both();
  }
  return minutes === 1 ? (tOptional('idle_countdown_one_minute_seconds', { seconds }) ?? both()) : both();
}

/** The live-region sentence: changes only when the time left crosses a 20-second step. */
export function countdownAnnouncement(remainingMs: number): string {
  const stepped = Math.ceil(wholeSeconds(remainingMs) / ANNOUNCE_STEP_SECONDS) * ANNOUNCE_STEP_SECONDS;
  const time = spokenTime(stepped);
  return tOptional('idle_countdown_announcement', { time }) ?? t('EMID024', { time });
}
