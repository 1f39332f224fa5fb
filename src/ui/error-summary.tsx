import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { t } from '../shared/i18n';
import './error-summary.css';

/** One problem of a form: the words, and the id of the control the link takes the resident to. */
export interface FormProblem {
  readonly target: string;
  readonly text: string;
}

/**
 * Moves to a control as GOV.UK's error summary does: its question (legend or label) into view, focus on the control.
 */
function focusControl(event: MouseEvent<HTMLAnchorElement>, target: string) {
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

export interface ErrorSummaryProps {
  problems: readonly FormProblem[];
  /** Changes each time the resident submits the form: the summary then takes focus, so it is read out at once. */
  attempt: number;
}

/**
 * The GOV.UK error summary of a page's form or a journey's step: "There is a problem" and a link to each control in
 * error, in the same words as the messages beside them. Focused after each failed submission, so screen readers
 * announce it; shown without focus when the page opens with the problem already there (a reload), since moving focus
 * then would surprise.
 */
export function ErrorSummary({ problems, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0;
  // Also when the problems arrive after the attempt (a form whose problems are read back from the address).
  useEffect(() => {
    if (attempt > 0 && shown) ref.current?.focus();
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-title">
      <h2 className="heading-m" id="error-summary-title">
        {t('there_is_a_problem')}
      </h2>
      <ul className="list error-summary__list">
        {problems.map((problem) => (
          <li key={`${problem.target}-${problem.text}`}>
            <a href={`#${problem.target}`} onClick={(event) => focusControl(event, problem.target)}>
              {problem.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A field's GOV.UK error message, beside the field the summary links to; "Error:" said first to screen readers. `id`
 * is what the field's description names.
 */
export function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p className="error-message" id={id}>
      <span className="visually-hidden">{t('error_prefix')}</span> {text}
    </p>
  );
}

/**
 * One GOV.UK radio and its label, inside a `radios` group whose answer the caller keeps. Here, with the error parts,
 * as the forms that ask by radios are those that draw the summary: one chunk, not one more download
 * (tools/chunk-groups.ts).
 */
export function RadioItem(props: { id: string; name: string; checked: boolean; onCheck(): void; label: ReactNode }) {
  return (
    <div className="radios__item">
      <input
        className="radios__input"
        type="radio"
        id={props.id}
        name={props.name}
        checked={props.checked}
        onChange={props.onCheck}
      />
      <label className="radios__label" htmlFor={props.id}>
        {props.label}
      </label>
    </div>
  );
}
