import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { t } from '../shared/i18n';
import type { SummaryRow } from '../engine';
import { changeHref, summaryRowId } from './change-links';
import { textOf } from './text';

/**
 * The check-answers summary (GOV.UK summary list): each answered question on the resident's path with a "Change"
 * link whose accessible name includes the question. After a change the resident lands back here at that row.
 */
export function CheckAnswers({
  rows,
  summaryStepId,
  onChange,
}: {
  rows: readonly SummaryRow[];
  summaryStepId: string;
  /** A Change link followed in this tab: the session changes the answer (its address still opens it in a new tab). */
  onChange(stepId: string, fieldId: string): void;
}) {
  const { hash } = useLocation();
  useEffect(() => {
    // Back from a change: bring the changed row into view and put focus on its Change link.
    if (!hash) return;
    const row = document.getElementById(decodeURIComponent(hash.slice(1)));
    row?.scrollIntoView?.();
    row?.querySelector<HTMLAnchorElement>('a')?.focus();
  }, [hash]);
  return (
    <dl className="summary-list">
      {rows.map((row) => {
        const label = textOf(row.label);
        return (
          <div className="summary-list__row" key={`${row.stepId}-${row.fieldId}`} id={summaryRowId(row.fieldId)}>
            <dt className="summary-list__key">{label}</dt>
            <dd className="summary-list__value">
              {row.display.map((text, index) => (
                <p className="body" key={index}>
                  {textOf(text)}
                </p>
              ))}
            </dd>
            <dd className="summary-list__actions">
              <Link
                className="link"
                to={changeHref(row.changeRoute, summaryStepId, row.fieldId)}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  onChange(row.stepId, row.fieldId);
                }}
              >
                {t('journey_change')} <span className="visually-hidden">{label}</span>
              </Link>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
