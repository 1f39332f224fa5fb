import type { WidgetProps } from '@rjsf/utils';
import { shortenAddress } from '../../src/gateway/customer-view';
import { ChoiceGroup } from '../shared/choice-group';
import { readWidgetOptions } from '../shared/widget-options';

/**
 * Radios whose labels are the resident's addresses, each shortened beyond 84 characters with ".." (portal.md §9).
 * The caller orders them (residential first); the value is the chosen address's value, untouched by shortening.
 */
export function AddressRadioListWidget(props: WidgetProps) {
  const options = readWidgetOptions(props);
  const choices = options.choices.map((choice) => ({ ...choice, label: shortenAddress(choice.label) }));
  return <ChoiceGroup props={props} options={options} choices={choices} type="radio" />;
}
