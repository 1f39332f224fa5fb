import { useState, type FormEvent } from 'react';
import { t, type MessageKey } from '../shared/i18n';
import { ErrorSummary } from '../ui/error-summary';
import {
  EMPTY_PREVIEW_INPUT,
  readPreviewState,
  type JourneyNames,
  type PreviewSettings,
  type PreviewStateError,
  type PreviewStateField,
  type PreviewStateInput,
} from './preview-state';

export interface StateFormProps {
  readonly names: JourneyNames;
  /** What the preview shows now (the last state applied). */
  readonly input: PreviewStateInput;
  onApply(input: PreviewStateInput, settings: PreviewSettings | null): void;
}

const FIELDS: ReadonlyArray<{ field: PreviewStateField; label: MessageKey; multiline: boolean }> = [
  { field: 'answers', label: 'studio_state_answers_label', multiline: true },
  { field: 'effects', label: 'studio_state_effects_label', multiline: true },
  { field: 'failing', label: 'studio_state_failing_label', multiline: false },
  { field: 'clock', label: 'studio_state_clock_label', multiline: false },
];

const controlId = (field: PreviewStateField) => `studio-state-${field}`;

function errorText(error: PreviewStateError): string {
  return t(error.code as MessageKey, { ...error.params });
}

function hintText(field: PreviewStateField, names: JourneyNames): string {
  const list = (set: ReadonlySet<string>) => [...set].sort().join(', ') || t('studio_state_none');
  switch (field) {
    case 'answers':
      return t(names.generatesFields ? 'studio_state_answers_hint_generated' : 'studio_state_answers_hint');
    case 'effects':
      return t('studio_state_effects_hint', { names: list(names.results) });
    case 'failing':
      return t('studio_state_failing_hint', { names: list(names.effects) });
    case 'clock':
      return t('studio_state_clock_hint');
  }
}

/**
 * The preview's state as the analyst sets it: answers, effect results, effects that fail and the clock. Applied only
 * on "Preview this state", so a half-typed JSON object does not redraw the preview at every key; mistakes are shown
 * as on any GOV.UK form (a summary, then the message by the box).
 */
export function StateForm({ names, input, onApply }: StateFormProps) {
  const [draft, setDraft] = useState<PreviewStateInput>(input);
  const [errors, setErrors] = useState<readonly PreviewStateError[]>([]);
  const [attempt, setAttempt] = useState(0);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = readPreviewState(draft, names);
    setAttempt((n) => n + 1);
    setErrors(result.ok ? [] : result.errors);
    if (result.ok) onApply(draft, result.settings);
  };
  const clear = () => {
    setDraft(EMPTY_PREVIEW_INPUT);
    setErrors([]);
    onApply(EMPTY_PREVIEW_INPUT, null);
  };

  return (
    <form className="studio-fieldset" noValidate onSubmit={apply} aria-labelledby="studio-state-heading">
      <h4 className="heading-s" id="studio-state-heading">
        {t('studio_state_heading')}
      </h4>
      <p className="body">{t('studio_state_intro')}</p>
      <ErrorSummary
        problems={errors.map((error) => ({ target: controlId(error.field), text: errorText(error) }))}
        attempt={attempt}
      />
      {FIELDS.map(({ field, label, multiline }) => {
        const id = controlId(field);
        const own = errors.filter((error) => error.field === field);
        const describedBy = [`${id}-hint`, ...(own.length > 0 ? [`${id}-error`] : [])].join(' ');
        const common = {
          id,
          name: field,
          value: draft[field],
          spellCheck: false,
          'aria-describedby': describedBy,
          ...(own.length > 0 ? { 'aria-invalid': true } : {}),
        };
        return (
          <div key={field} className={own.length > 0 ? 'form-group form-group--error' : 'form-group'}>
            <label className="label" htmlFor={id}>
              {t(label)}
            </label>
            <p className="hint" id={`${id}-hint`}>
              {hintText(field, names)}
            </p>
            {own.length > 0 && (
              <p className="error-message" id={`${id}-error`}>
                {own.map((error) => (
                  <span key={error.code + (error.params?.name ?? '')} className="studio-state-error">
                    <span className="visually-hidden">{t('error_prefix')}</span> {errorText(error)}
                  </span>
                ))}
              </p>
            )}
            {multiline ? (
              <textarea
                className={own.length > 0 ? 'textarea textarea--error studio-json' : 'textarea studio-json'}
                rows={4}
                {...common}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            ) : (
              <input
                className={own.length > 0 ? 'input input--error' : 'input'}
                type="text"
                {...common}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            )}
          </div>
        );
      })}
      <div className="button-group">
        <button type="submit" className="button">
          {t('studio_state_apply')}
        </button>
        <button type="button" className="button button--secondary" onClick={clear}>
          {t('studio_state_clear')}
        </button>
      </div>
    </form>
  );
}
