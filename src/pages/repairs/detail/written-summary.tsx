import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { UnauthorisedError, type WorkOrderHistory } from '../../../gateway';
import { govukTime, isoDay, longCalendarDate, parseDateTime, ukTime } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { useServices } from '../../../shared/services';
import { useOpenDocument } from '../../../ui/use-open-document';
import { detailKeys } from './use-detail-data';

/** The damp and mould clock's step the summary belongs to (rules/statutory-clock-steps.json). */
export const SUMMARY_STEP = 'summary';
/** The history entry that records the resident opened it (docs/decisions/0064). */
const VIEWED = 'HAZSUMV01';

const summariesKey = (workOrderId: string) => ['repair-detail', 'written-summaries', workOrderId] as const;
const kilobytes = (bytes: number) => String(Math.max(1, Math.round(bytes / 1024)));

/** "3:04pm on Monday 17 November 2025", on the UK clock. */
function timeInWords(date: Date): string {
  const { hour, minute } = ukTime(date);
  return `${govukTime({ hours: hour, minutes: minute })} on ${longCalendarDate(isoDay(date))}`;
}

/**
 * Under the written-summary step once it is done (Awaab's Law AW-5, docs/decisions/0064): a link to the summary as a
 * PDF with its size, which opens it in a new tab; opening it records HAZSUMV01 in the repair's history (once; the
 * gateway keeps the first) and the step then says when it was opened. Nothing shows while the list comes or when the
 * gateway holds no summary: the step already says it was sent.
 */
export function WrittenSummary({ workOrderId, history }: { workOrderId: string; history: WorkOrderHistory }) {
  const { gateway } = useServices();
  const { mutate } = useSWRConfig();
  const summaries = useSWR(summariesKey(workOrderId), () => gateway.listWorkOrderDocuments(workOrderId, 'HAZSUM'));
  const documents = useOpenDocument({ quietWhen: (failure) => failure instanceof UnauthorisedError });
  const [notRecorded, setNotRecorded] = useState(false);
  const viewedAt = history
    .filter((item) => item.identifier === VIEWED)
    .map((item) => parseDateTime(item.createDateTime))
    .find((at): at is Date => at !== null);
  // The newest summary, should the association have sent a corrected one.
  const summary = summaries.data?.at(-1);
  if (!summary) return null;
  const size = kilobytes(Number(summary.metadata.find((entry) => entry.key === 'content-length')?.value ?? 0));

  const recordViewing = async () => {
    if (viewedAt) return;
    try {
      await gateway.recordWorkOrderHistoryItem(workOrderId, VIEWED);
      setNotRecorded(false);
      await mutate(detailKeys.history(workOrderId));
    } catch (error) {
      // The summary is open; only the record is missing, and the next opening records it.
      setNotRecorded(!(error instanceof UnauthorisedError));
    }
  };

  const open = () =>
    documents.open(summary.id, summary.media.fileName, async () => {
      const file = await gateway.getWorkOrderDocument(workOrderId, summary.id);
      void recordViewing();
      return file;
    });

  return (
    <div className="clock-steps__extra">
      <p className="body">
        <button
          type="button"
          className="link-button"
          disabled={documents.opening === summary.id}
          onClick={() => void open()}
        >
          {t('clocks_summary_read', { size })}
          <span className="visually-hidden"> {t('opens_in_new_tab')}</span>
        </button>
      </p>
      {viewedAt && (
        <p className="body clock-steps__when">{t('clocks_summary_viewed', { time: timeInWords(viewedAt) })}</p>
      )}
      {documents.failed === summary.id && (
        <p className="body" role="alert">
          {t('clocks_summary_failed')}
        </p>
      )}
      {notRecorded && (
        <p className="body" role="status">
          {t('clocks_summary_not_recorded')}
        </p>
      )}
      {documents.fallback && (
        <>
          <p className="body" role="status">
            {t('clocks_summary_not_opened')}
          </p>
          <p className="body">
            <a className="link" href={documents.fallback.url} download={documents.fallback.fileName}>
              {t('clocks_summary_download', { size })}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
