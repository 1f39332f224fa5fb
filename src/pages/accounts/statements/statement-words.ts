import { monthName } from '../../../shared/dates/names';
import { t } from '../../../shared/i18n';

/** "March 2026" for "2026-03". */
export const monthInWords = (yearMonth: string): string =>
  `${monthName(Number(yearMonth.slice(5, 7)))} ${yearMonth.slice(0, 4)}`;

/** A file's size as a resident reads it: "11 KB", "1.2 MB" (never "0 KB"). */
export function fileSizeInWords(bytes: number): string {
  if (bytes < 1024 * 1024) return t('statements_size_kb', { size: String(Math.max(1, Math.round(bytes / 1024))) });
  return t('statements_size_mb', { size: (bytes / (1024 * 1024)).toFixed(1) });
}
