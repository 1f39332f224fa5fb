import type { ReactNode } from 'react';
import { t } from '../shared/i18n';

/** One of a chosen journey's sections (its lint, its graph, its preview): a heading the section is named by. */
export function StudioSection(props: { readonly id: string; readonly heading: string; readonly children: ReactNode }) {
  const headingId = `studio-${props.id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h3 className="heading-s" id={headingId}>
        {props.heading}
      </h3>
      {props.children}
    </section>
  );
}

/**
 * What the studio's server answered (an SWR result): its failure's message, the answer drawn, or that it is on the way.
 */
export function Answered<T>(props: {
  readonly answer: { readonly data?: T; readonly error?: unknown };
  readonly children: (data: T) => ReactNode;
}) {
  const { data, error } = props.answer;
  if (error)
    return (
      <p className="body" role="alert">
        {(error as Error).message}
      </p>
    );
  if (!data)
    return (
      <p className="loading" role="status">
        {t('loading')}
      </p>
    );
  return props.children(data);
}

/** A studio switch: a checkbox with its label and the hint that says what it does. */
export function StudioCheckbox(props: {
  readonly id: string;
  readonly label: string;
  readonly hint: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  const hintId = `${props.id}-hint`;
  return (
    <>
      <div className="checkboxes__item">
        <input
          className="checkboxes__input"
          id={props.id}
          type="checkbox"
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
          aria-describedby={hintId}
        />
        <label className="label checkboxes__label" htmlFor={props.id}>
          {props.label}
        </label>
      </div>
      <p className="hint" id={hintId}>
        {props.hint}
      </p>
    </>
  );
}
