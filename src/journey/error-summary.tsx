import { useEffect, useRef, type MouseEvent } from 'react';
import { t } from '../shared/i18n';

export interface SummaryError {
  /** The id of the control to focus (the field's first control). */
  readonly target: string;
  readonly text: string;
}

/** Moves to a field the way GOV.UK's error summary does: focus the control and bring its question into view. */
function focusField(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const control = document.getElementById(target);
  if (!control) return;
  event.preventDefault();
  const question =
    control.closest('fieldset')?.querySelector('legend') ??
    Array.from(document.getElementsByTagName('label')).find((label) => label.htmlFor === target) ??
    control;
  question.scrollIntoView?.();
  control.focus({ preventScroll: true });
}

/**
 * The GOV.UK error summary: "There is a problem" and a link to each field in error, with the same words as the
 * inline messages. It takes focus each time a Continue fails (`attempt` changes), so screen readers announce it.
 */
export function ErrorSummary({ errors, attempt }: { errors: readonly SummaryError[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-title">
      <h2 className="error-summary__title heading-m" id="error-summary-title">
        {t('there_is_a_problem')}
      </h2>
      <ul className="list error-summary__list">
        {errors.map((error, index) => (
          <li key={`${error.target}-${index}`}>
            <a href={`#${error.target}`} onClick={(event) => focusField(event, error.target)}>
              {error.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
