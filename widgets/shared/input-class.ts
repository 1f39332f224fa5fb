import type { WidgetOptions } from './widget-options';

const fixedWidths = new Set([2, 3, 4, 5, 10, 20, 30]);

/** The classes of a text input: GOV.UK fixed widths (characters) and the red border in error. */
export function inputClass(options: Pick<WidgetOptions, 'errorText' | 'width'>, defaultWidth?: number): string {
  const width = options.width ?? defaultWidth;
  return [
    'input',
    width !== undefined && fixedWidths.has(width) ? `input--width-${width}` : undefined,
    options.errorText ? 'input--error' : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}
