import { t } from '../../../shared/i18n';
import { draftProgress } from '../../../repairs/draft-progress';

/** The status of a draft (repairs.md §4): a repair the resident started and has not sent yet. */
export const DRAFT_STATUS = 'In Diagnosis';

/**
 * How far a draft has got (rules/repair-draft-progress.json), as words a screen reader reads ("Step 2 of 5") and
 * five marks for the eye, which say nothing more and are hidden from assistive technology. A list item carries no
 * reporting method or charge decision, so only the job number moves a draft on here.
 */
export function DraftSteps({ repair }: { repair: { status: string; jobNo?: string } }) {
  const { total, completed, current } = draftProgress({ status: repair.status, jobNo: repair.jobNo ?? null });
  const step = current ?? total;
  return (
    <div className="draft-steps">
      <p className="draft-steps__text">{t('repair_history_draft_step', { step, total })}</p>
      <ol className="draft-steps__marks" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <li
            key={index}
            className={
              index < completed
                ? 'draft-steps__mark draft-steps__mark--done'
                : index + 1 === current
                  ? 'draft-steps__mark draft-steps__mark--current'
                  : 'draft-steps__mark'
            }
          />
        ))}
      </ol>
    </div>
  );
}
