import type { WidgetProps } from '@rjsf/utils';
import { t } from '../../src/shared/i18n';
import { ErrorMessage, FieldLabel, FormGroup, Hint } from '../shared/field-parts';
import { describedBy, hintAndErrorIds, readWidgetOptions } from '../shared/widget-options';

/**
 * GOV.UK select: label, hint, error and a list whose first entry "Choose…" means no answer. The DOM value is the
 * choice's index, so onChange receives the choice's own value with its type.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const options = readWidgetOptions(props);
  const selected = options.choices.findIndex((choice) => choice.value === value);
  const valueAt = (index: string): unknown =>
    index === '' ? options.emptyValue : options.choices[Number(index)]?.value;
  return (
    <FormGroup options={options}>
      <FieldLabel htmlFor={id} text={props.label} isPageHeading={options.isPageHeading} />
      <Hint options={options} />
      <ErrorMessage options={options} />
      <select
        className={options.errorText ? 'select select--error' : 'select'}
        id={id}
        name={props.htmlName ?? id}
        value={selected === -1 ? '' : String(selected)}
        disabled={disabled || readonly}
        aria-invalid={options.errorText ? true : undefined}
        aria-describedby={describedBy(...hintAndErrorIds(options))}
        onChange={(event) => onChange(valueAt(event.target.value))}
        onFocus={() => onFocus(id, value)}
        onBlur={() => onBlur(id, value)}
      >
        <option value="">{t('widget_select_choose')}</option>
        {options.choices.map((choice, index) => (
          <option key={index} value={String(index)}>
            {choice.label}
          </option>
        ))}
      </select>
    </FormGroup>
  );
}
