import { t } from '../shared/i18n';

/** Screen readers hear the time in 20-second steps, as in HMRC's timeout dialog; more often is just noise. */
export const ANNOUNCE_STEP_SECONDS = 20;

const wholeSeconds = (remainingMs: number) => Math.max(0, Math.ceil(remainingMs / 1000));

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The visible countdown, mm:ss as portal.md §4 writes it (e.g. 04:59, 00:11). */
export function formatClock(remainingMs: number): string {
  const seconds = wholeSeconds(remainingMs);
  return `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
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

/**
 * A configured length of time in words, to the nearest second: 1,500,000 ms is "25 minutes", 90,000 "1 minute and 30
 * seconds".
 */
export function durationInWords(ms: number): string {
  return spokenTime(Math.max(0, Math.round(ms / 1000)));
}

/** The idle settings of the runtime configuration (portal.md §9: 25 minutes idle, then a 300-second countdown). */
export interface IdleSettings {
  idleTimeoutMs: number;
  countdownMs: number;
}

/** The warning (EMID024): how long the resident has been idle, as configured, and the clock counting down. */
export function idleWarningText(remainingMs: number, { idleTimeoutMs }: Pick<IdleSettings, 'idleTimeoutMs'>): string {
  return t('EMID024', { idle: durationInWords(idleTimeoutMs), time: formatClock(remainingMs) });
}

/** The notice after the idle logout (EMID025): the whole idle time, the wait before the warning and its countdown. */
export function loggedOutText({ idleTimeoutMs, countdownMs }: IdleSettings): string {
  return t('EMID025', { idle: durationInWords(idleTimeoutMs + countdownMs) });
}

/** The live-region sentence: changes only when the time left crosses a 20-second step. */
export function countdownAnnouncement(remainingMs: number): string {
  const stepped = Math.ceil(wholeSeconds(remainingMs) / ANNOUNCE_STEP_SECONDS) * ANNOUNCE_STEP_SECONDS;
  const time = spokenTime(stepped);
  return t('idle_countdown_announcement', { time });
}
