import type { WidgetProps } from '@rjsf/utils';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';

/** Holds the value as a form would, so each change is rendered back into the widget. */
function Harness({
  Widget,
  props,
  onChange,
}: {
  Widget: ComponentType<WidgetProps>;
  props: WidgetProps;
  onChange: (value: unknown) => void;
}) {
  const [value, setValue] = useState<unknown>(props.value);
  return (
    <Widget
      {...props}
      value={value}
      onChange={(next: unknown) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

/** Renders a widget with its value held; `changes` records every value the widget sent. */
export function renderWidget(
  Widget: ComponentType<WidgetProps>,
  props: WidgetProps,
  setup: Parameters<typeof userEvent.setup>[0] = {},
) {
  const changes = vi.fn<(value: unknown) => void>();
  const user = userEvent.setup(setup);
  const view = render(<Harness Widget={Widget} props={props} onChange={changes} />);
  /** The last value the widget sent. */
  const lastValue = (): unknown => changes.mock.calls.at(-1)?.[0];
  return { ...view, user, changes, lastValue };
}
