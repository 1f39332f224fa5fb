import type { WidgetProps } from '@rjsf/utils';
import { describedBy, hintAndErrorIds, type Choice, type WidgetOptions } from './widget-options';
import { ErrorMessage, Fieldset, FormGroup, Hint } from './field-parts';

interface ChoiceGroupProps {
  readonly props: WidgetProps;
  readonly options: WidgetOptions;
  readonly choices: readonly Choice[];
  readonly type: 'radio' | 'checkbox';
  /** Two short answers (Yes, No) sit side by side, as GOV.UK inline radios. */
  readonly inline?: boolean;
}

/** Choice values are JSON primitives, so strict equality decides what is selected. */
const isSelected = (current: unknown, choice: Choice): boolean =>
  Array.isArray(current) ? current.some((value) => value === choice.value) : current === choice.value;

/** The first control carries the field id, so the error summary's link #id lands on it. */
const controlId = (id: string, index: number): string => (index === 0 ? id : `${id}-${index}`);

/**
 * GOV.UK radios or checkboxes: a fieldset whose legend is the question, hint and error described on the fieldset,
 * each choice a large custom target. The DOM value is the choice's index, so onChange receives the choice's own
 * value with its type (boolean, number or text).
 */
export function ChoiceGroup({ props, options, choices, type, inline = false }: ChoiceGroupProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const name = props.htmlName ?? id;
  const inError = options.errorText !== undefined;
  const block = type === 'radio' ? 'radios' : 'checkboxes';

  const choose = (choice: Choice, checked: boolean): void => {
    if (type === 'radio') {
      onChange(choice.value);
      return;
    }
    // Checkbox answers keep the order of the choices, whatever order they were ticked in.
    onChange(choices.filter((c) => (c === choice ? checked : isSelected(value, c))).map((c) => c.value));
  };

  return (
    <FormGroup options={options}>
      <Fieldset options={options} describedBy={describedBy(...hintAndErrorIds(options))}>
        <Hint options={options} />
        <ErrorMessage options={options} />
        <div className={inline ? `${block} ${block}--inline` : block}>
          {choices.map((choice, index) => {
            const inputId = controlId(id, index);
            const hintId = choice.hint ? `${inputId}-item-hint` : undefined;
            return (
              <div className={`${block}__item`} key={inputId}>
                <input
                  className={`${block}__input`}
                  type={type}
                  id={inputId}
                  name={name}
                  value={String(index)}
                  checked={isSelected(value, choice)}
                  disabled={disabled || readonly}
                  aria-invalid={inError || undefined}
                  aria-describedby={hintId}
                  onChange={(event) => choose(choice, event.target.checked)}
                  onFocus={() => onFocus(id, value)}
                  onBlur={() => onBlur(id, value)}
                />
                <label className={`${block}__label`} htmlFor={inputId}>
                  {choice.label}
                </label>
                {choice.hint ? (
                  <div className={`hint ${block}__hint`} id={hintId}>
                    {choice.hint}
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      </Fieldset>
    </FormGroup>
  );
}
