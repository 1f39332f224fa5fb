import type { WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from '../shared/choice-group';
import { readWidgetOptions } from '../shared/widget-options';

/** GOV.UK radios: one answer from a short list, the question as the fieldset legend. */
export function RadiosWidget(props: WidgetProps) {
  const options = readWidgetOptions(props);
  return <ChoiceGroup props={props} options={options} choices={options.choices} type="radio" />;
}
