import type { WidgetProps } from '@rjsf/utils';
import { ErrorMessage, FieldLabel, FormGroup, Hint } from '../shared/field-parts';
import { inputClass } from '../shared/input-class';
import { useTextControl } from '../shared/use-text-control';
import { readWidgetOptions } from '../shared/widget-options';

/**
 * A UK phone number: a tel input with the phone keypad on phones (it has the plus), anything but digits and a plus
 * dropped as it is typed (options.phoneCharactersOnly: portal.md §5 "only digits and plus are accepted while typing")
 * and the number cut at options.maxLength (11: portal.md §9).
 */
export function PhoneWidget(props: WidgetProps) {
  const options = readWidgetOptions(props);
  const { control } = useTextControl(props, options);
  return (
    <FormGroup options={options}>
      <FieldLabel htmlFor={props.id} text={props.label} isPageHeading={options.isPageHeading} />
      <Hint options={options} />
      <ErrorMessage options={options} />
      <input
        {...control}
        className={inputClass(options, 20)}
        type="tel"
        autoComplete={options.autocomplete ?? 'tel'}
        inputMode="tel"
        spellCheck={false}
      />
    </FormGroup>
  );
}
