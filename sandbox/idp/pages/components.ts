import { html, type SafeHtml } from '../html';
import type { FieldError } from './layout';

/** "There is a problem" summary with a link to each field; the page script moves focus to it. */
export function errorSummary(errors: readonly FieldError[]): SafeHtml {
  if (errors.length === 0) return html``;
  return html`<div class="error-summary" tabindex="-1" data-error-summary>
<div role="alert">
<h2 class="error-summary__title">There is a problem</h2>
<ul class="error-summary__list">
${errors.map((e) => html`<li><a href="#${e.field}">${e.message}</a></li>\n`)}</ul>
</div>
</div>`;
}

export function errorFor(errors: readonly FieldError[], field: string): string | undefined {
  return errors.find((e) => e.field === field)?.message;
}

export interface TextInputOptions {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  hint?: string;
  error?: string;
  inputmode?: 'numeric' | 'text';
  widthClass?: string;
}

export function textInput(o: TextInputOptions): SafeHtml {
  const hintId = o.hint ? `${o.id}-hint` : undefined;
  const errorId = o.error ? `${o.id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  const type = o.type ?? 'text';
  return html`<div class="form-group${o.error ? ' form-group--error' : ''}">
<label class="label" for="${o.id}">${o.label}</label>
${o.hint ? html`<div class="hint" id="${hintId}">${o.hint}</div>` : ''}
${o.error ? html`<p class="error-message" id="${errorId}"><span class="visually-hidden">Error:</span> ${o.error}</p>` : ''}
<input class="input${o.widthClass ? ` ${o.widthClass}` : ''}${o.error ? ' input--error' : ''}" id="${o.id}" name="${o.id}" type="${type}" autocomplete="${o.autocomplete}"${type === 'text' ? '' : html` spellcheck="false"`}${o.inputmode ? html` inputmode="${o.inputmode}"` : ''}${type !== 'password' && o.value ? html` value="${o.value}"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}${o.error ? html` aria-invalid="true"` : ''}>
</div>`;
}

export interface DateValue {
  day: string;
  month: string;
  year: string;
}

export interface DateInputOptions {
  id: string;
  legend: string;
  hint: string;
  value: DateValue;
  error?: string;
  /** Which parts to highlight; all three when the whole date is wrong. */
  errorParts?: ReadonlyArray<keyof DateValue>;
  autocompletePrefix: string;
}

/** GOV.UK date input: a fieldset with day, month and year boxes; the summary links to the first box in error. */
export function dateInput(o: DateInputOptions): SafeHtml {
  const hintId = `${o.id}-hint`;
  const errorId = `${o.id}-error`;
  const parts: Array<{ key: keyof DateValue; label: string; width: string }> = [
    { key: 'day', label: 'Day', width: 'input--width-2' },
    { key: 'month', label: 'Month', width: 'input--width-2' },
    { key: 'year', label: 'Year', width: 'input--width-4' },
  ];
  const highlighted = new Set(o.error ? (o.errorParts ?? ['day', 'month', 'year']) : []);
  return html`<div class="form-group${o.error ? ' form-group--error' : ''}">
<fieldset class="fieldset" role="group" aria-describedby="${hintId}${o.error ? ` ${errorId}` : ''}">
<legend class="fieldset__legend">${o.legend}</legend>
<div class="hint" id="${hintId}">${o.hint}</div>
${o.error ? html`<p class="error-message" id="${errorId}"><span class="visually-hidden">Error:</span> ${o.error}</p>` : ''}
<div class="date-input">
${parts.map(
  (p) => html`<div class="date-input__item">
<label class="label date-input__label" for="${o.id}-${p.key}">${p.label}</label>
<input class="input ${p.width}${highlighted.has(p.key) ? ' input--error' : ''}" id="${o.id}-${p.key}" name="${o.id}-${p.key}" type="text" inputmode="numeric" autocomplete="${o.autocompletePrefix}-${p.key}"${o.value[p.key] ? html` value="${o.value[p.key]}"` : ''}${highlighted.has(p.key) ? html` aria-invalid="true"` : ''}>
</div>
`,
)}</div>
</fieldset>
</div>`;
}

export function submitButton(text: string): SafeHtml {
  return html`<button type="submit" class="button" data-prevent-double-click>${text}</button>`;
}
