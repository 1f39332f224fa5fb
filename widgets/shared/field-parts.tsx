import type { ReactNode } from 'react';
import { t } from '../../src/shared/i18n';
import type { WidgetOptions } from './widget-options';

/** The GOV.UK form group; the red bar on its left marks a field in error. */
export function FormGroup({ options, children }: { options: WidgetOptions; children: ReactNode }) {
  return <div className={options.errorText ? 'form-group form-group--error' : 'form-group'}>{children}</div>;
}

/** The field's hint, when it has one. */
export function Hint({ options }: { options: WidgetOptions }) {
  if (!options.hint) return null;
  return (
    <div className="hint" id={options.hintId}>
      {options.hint}
    </div>
  );
}

/** The inline error: "Error:" is read by screen readers, and the text matches the error summary's. */
export function ErrorMessage({ options }: { options: WidgetOptions }) {
  if (!options.errorText) return null;
  return (
    <p className="error-message" id={options.errorId}>
      <span className="visually-hidden">{t('widget_error_prefix')}</span> {options.errorText}
    </p>
  );
}

/** A control's label; on a one-question page it is also the page's h1 (GOV.UK "one thing per page"). */
export function FieldLabel({
  htmlFor,
  text,
  isPageHeading,
  id,
}: {
  htmlFor: string;
  text: string;
  isPageHeading: boolean;
  id?: string;
}) {
  if (!isPageHeading)
    return (
      <label className="label" htmlFor={htmlFor} id={id}>
        {text}
      </label>
    );
  return (
    <h1 className="label-wrapper">
      <label className="label label--l" htmlFor={htmlFor} id={id}>
        {text}
      </label>
    </h1>
  );
}

interface FieldsetProps {
  options: WidgetOptions;
  describedBy: string | undefined;
  children: ReactNode;
}

/** A group of controls (radios, checkboxes, date parts) with its question as the legend. */
export function Fieldset({ options, describedBy, children }: FieldsetProps) {
  return (
    <fieldset className="fieldset" aria-describedby={describedBy}>
      <legend className={options.isPageHeading ? 'fieldset__legend fieldset__legend--l' : 'fieldset__legend'}>
        {options.isPageHeading ? <h1 className="fieldset__heading">{options.legend}</h1> : options.legend}
      </legend>
      {children}
    </fieldset>
  );
}
