import type { WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from '../shared/choice-group';
import { readWidgetOptions } from '../shared/widget-options';

/** GOV.UK checkboxes: any number of answers; the value is the list of chosen values in the choices' order. */
export function CheckboxesWidget(props: WidgetProps) {
  const options = readWidgetOptions(props);
  return <ChoiceGroup props={props} options={options} choices={options.choices} type="checkbox" />;
}
