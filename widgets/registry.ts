import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { AddressRadioListWidget } from './address-radio-list/address-radio-list-widget';
import { CheckboxesWidget } from './checkboxes/checkboxes-widget';
import { PhoneWidget } from './phone/phone-widget';
import { RadiosWidget } from './radios/radios-widget';
import { SelectWidget } from './select/select-widget';
import { TextWidget } from './text/text-widget';
import { TextareaWidget } from './textarea/textarea-widget';
import { YesNoWidget } from './yes-no/yes-no-widget';
import { lazyWidget } from './shared/lazy-widget';

// Widgets only some steps use download when first needed (widgets/shared/lazy-widget.tsx): the rest are small and
// on nearly every page.
const AutocompleteWidget = lazyWidget(
  async () => (await import('./autocomplete/autocomplete-widget')).AutocompleteWidget,
);
const DateWidget = lazyWidget(async () => (await import('./date/date-widget')).DateWidget);
const MediaUploaderWidget = lazyWidget(
  async () => (await import('./media-uploader/media-uploader-widget')).MediaUploaderWidget,
);
const SlotGridWidget = lazyWidget(async () => (await import('./slot-grid/slot-grid-widget')).SlotGridWidget);

/** Every widget a journey may name (field "widget"); the journey lint rejects any other name. */
export const widgetRegistry = {
  'yes-no': YesNoWidget,
  radios: RadiosWidget,
  checkboxes: CheckboxesWidget,
  select: SelectWidget,
  autocomplete: AutocompleteWidget,
  text: TextWidget,
  textarea: TextareaWidget,
  phone: PhoneWidget,
  date: DateWidget,
  'address-radio-list': AddressRadioListWidget,
  'slot-grid': SlotGridWidget,
  'media-uploader': MediaUploaderWidget,
} satisfies Record<string, ComponentType<WidgetProps>>;

export type WidgetName = keyof typeof widgetRegistry;

export const WIDGET_NAMES = Object.keys(widgetRegistry);
