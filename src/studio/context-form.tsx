import { t } from '../shared/i18n';
import type { EditableValue } from './context-values';

export interface ContextFormProps {
  readonly editable: readonly EditableValue[];
  readonly overrides: Readonly<Record<string, boolean | string>>;
  onChange(overrides: Record<string, boolean | string>): void;
}

/** The context values an analyst may change in the preview: toggles and flags as checkboxes, texts as boxes. */
export function ContextForm({ editable, overrides, onChange }: ContextFormProps) {
  if (editable.length === 0) return null;
  return (
    <fieldset className="studio-fieldset">
      <legend className="label">{t('studio_preview_context')}</legend>
      <div className="studio-context">
        {editable.map((entry) => {
          const id = `studio-context-${entry.path.replace(/[^A-Za-z0-9]/g, '-')}`;
          const value = overrides[entry.path] ?? entry.value;
          return entry.kind === 'boolean' ? (
            <div key={entry.path}>
              <input
                id={id}
                type="checkbox"
                checked={value === true}
                onChange={(event) => onChange({ ...overrides, [entry.path]: event.target.checked })}
              />{' '}
              <label htmlFor={id}>{entry.path}</label>
            </div>
          ) : (
            <div key={entry.path}>
              <label className="label" htmlFor={id}>
                {entry.path}
              </label>
              <input
                className="input"
                id={id}
                type="text"
                value={String(value)}
                onChange={(event) => onChange({ ...overrides, [entry.path]: event.target.value })}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
