import type { WidgetProps } from '@rjsf/utils';
import { CharacterCount } from '../shared/character-count';
import { ErrorMessage, FieldLabel, FormGroup, Hint } from '../shared/field-parts';
import { inputClass } from '../shared/input-class';
import { useTextControl } from '../shared/use-text-control';
import { readWidgetOptions } from '../shared/widget-options';

/**
 * GOV.UK text input. Forbidden characters are dropped as they are typed (and the rule's message code reported),
 * text is cut at the hard limit, and an optional character count shows what is left.
 */
export function TextWidget(props: WidgetProps) {
  const options = readWidgetOptions(props);
  const { text, control, announced } = useTextControl(props, options);
  return (
    <FormGroup options={options}>
      <FieldLabel htmlFor={props.id} text={props.label} isPageHeading={options.isPageHeading} />
      <Hint options={options} />
      <ErrorMessage options={options} />
      <input {...control} className={inputClass(options)} type="text" autoComplete={options.autocomplete} />
      {options.characterCount !== undefined ? (
        <CharacterCount id={props.id} max={options.characterCount} text={text} announced={announced} />
      ) : null}
    </FormGroup>
  );
}
