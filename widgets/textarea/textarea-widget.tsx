import type { WidgetProps } from '@rjsf/utils';
import { CharacterCount, characterLength } from '../shared/character-count';
import { ErrorMessage, FieldLabel, FormGroup, Hint } from '../shared/field-parts';
import { useTextControl } from '../shared/use-text-control';
import { readWidgetOptions } from '../shared/widget-options';

/**
 * GOV.UK textarea with character count: a visible count of characters left (or too many), announced to screen
 * readers once typing pauses; forbidden characters are dropped as they are typed and the rule's code reported.
 */
export function TextareaWidget(props: WidgetProps) {
  const options = readWidgetOptions(props);
  const { text, control, announced } = useTextControl(props, options);
  const max = options.characterCount;
  const over = max !== undefined && characterLength(text) > max;
  return (
    <FormGroup options={options}>
      <FieldLabel htmlFor={props.id} text={props.label} isPageHeading={options.isPageHeading} />
      <Hint options={options} />
      <ErrorMessage options={options} />
      <textarea
        {...control}
        className={options.errorText || over ? 'textarea textarea--error' : 'textarea'}
        rows={5}
        autoComplete={options.autocomplete}
      />
      {max !== undefined ? <CharacterCount id={props.id} max={max} text={text} announced={announced} /> : null}
    </FormGroup>
  );
}
