import type { WidgetProps } from '@rjsf/utils';
import { t } from '../../src/shared/i18n';
import { ChoiceGroup } from '../shared/choice-group';
import { readWidgetOptions, type Choice } from '../shared/widget-options';

/** A Yes/No question: two inline radios whose answers are the booleans true and false. */
export function YesNoWidget(props: WidgetProps) {
  const options = readWidgetOptions(props);
  // The labels are ours, not the options': RJSF fills a boolean's enumOptions with its own untranslated Yes/No.
  const choices: Choice[] = [
    { value: true, label: t('widget_yes') },
    { value: false, label: t('widget_no') },
  ];
  return <ChoiceGroup props={props} options={options} choices={choices} type="radio" inline />;
}
