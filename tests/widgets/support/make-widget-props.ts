import type { WidgetProps } from '@rjsf/utils';
import { vi } from 'vitest';

/** What a test says about a widget; everything else gets RJSF's usual defaults. */
export interface WidgetPropsInput {
  readonly id?: string;
  readonly label: string;
  readonly value?: unknown;
  readonly options?: Record<string, unknown>;
  readonly uiSchema?: WidgetProps['uiSchema'];
  readonly schema?: WidgetProps['schema'];
}

/**
 * WidgetProps as RJSF's fields would pass them, built without a form: the widgets are called directly.
 * The registry is left empty on purpose: a widget that reached into it would fail here.
 */
export function makeWidgetProps(input: WidgetPropsInput): WidgetProps {
  const id = input.id ?? 'root_f0';
  return {
    id,
    name: 'f0',
    htmlName: id,
    label: input.label,
    value: input.value,
    // The runtime's options are plain data and callbacks; RJSF's option type lists only its own value kinds.
    options: { ...input.options } as WidgetProps['options'],
    schema: input.schema ?? {},
    uiSchema: input.uiSchema ?? {},
    registry: {} as WidgetProps['registry'],
    required: true,
    disabled: false,
    readonly: false,
    autofocus: false,
    hideLabel: false,
    rawErrors: [],
    placeholder: '',
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onFocus: vi.fn(),
  };
}
