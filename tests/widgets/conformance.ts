import '@testing-library/jest-dom/vitest';
import { screen, within, type ByRoleMatcher } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLazyWidget } from '../../widgets/shared/lazy-widget';
import { widgetRegistry, type WidgetName } from '../../widgets/registry';
import { axeViolations, danglingIds, describingIds } from './support/dom-checks';
import { makeWidgetProps, type WidgetPropsInput } from './support/make-widget-props';
import { renderWidget } from './support/render-widget';

/** One way a widget is used, as the shared conformance test exercises it. */
export interface ConformanceSample {
  readonly title: string;
  /** The widget's props before the test adds a hint or an error. */
  readonly props: WidgetPropsInput;
  /** The first control as a resident finds it: its role and its label. */
  readonly control: { readonly role: ByRoleMatcher; readonly name: string };
  /** The question a group of controls is asked by (fieldset legend); absent for a single control. */
  readonly group?: string;
  /** Keyboard use once Tab has reached the first control. */
  readonly operate: (user: UserEvent) => Promise<void>;
  /** The value the form receives after `operate`, with its type. */
  readonly expected: unknown;
}

const hint = 'A hint that helps you answer';
const errorText = 'Select an answer or enter one';

function withState(props: WidgetPropsInput, extra: Record<string, unknown>): WidgetPropsInput {
  return { ...props, options: { ...props.options, hintId: 'root_f0-hint', errorId: 'root_f0-error', ...extra } };
}

/** The widgets loaded on demand (widgets/shared/lazy-widget.tsx), as their steps have them once downloaded. */
const loaded = new Map<WidgetName, ComponentType<WidgetProps>>();

function renderSample(name: WidgetName, props: WidgetPropsInput) {
  return renderWidget(loaded.get(name) ?? widgetRegistry[name], makeWidgetProps(props));
}

/**
 * The checks every widget passes (issue 3 §3): found by its label with the field id on its first control, usable by
 * keyboard with values of the right type, hint and error tied by aria-describedby with aria-invalid and the
 * "Error:" prefix, no dangling ids, no `required` or asterisk, and no axe violations with or without an error.
 */
export function widgetConformance(name: WidgetName, samples: readonly ConformanceSample[]): void {
  beforeAll(async () => {
    const widget: unknown = widgetRegistry[name];
    if (isLazyWidget(widget)) loaded.set(name, await widget.preload());
  });
  describe.each(samples.map((sample) => [sample.title, sample] as const))(
    `widget "${name}" conformance: %s`,
    (_title, sample) => {
      const { control } = sample;
      const findControl = (): HTMLElement => screen.getByRole(control.role, { name: control.name });

      it('is found by its label, and its first control has the field id (the error summary links to it)', () => {
        renderSample(name, sample.props);
        const element = findControl();
        expect(screen.getAllByLabelText(control.name)).toContain(element);
        expect(element).toHaveAttribute('id', sample.props.id ?? 'root_f0');
        if (sample.group)
          expect(
            within(screen.getByRole('group', { name: sample.group })).getByRole(control.role, { name: control.name }),
          ).toBe(element);
      });

      it('is reached with Tab and answered with the keyboard, giving the form a value of the right type', async () => {
        const { user, lastValue } = renderSample(name, sample.props);
        await user.tab();
        expect(findControl()).toHaveFocus();
        await sample.operate(user);
        expect(lastValue()).toEqual(sample.expected);
        expect(typeof lastValue()).toBe(typeof sample.expected);
      });

      it('ties its hint to the control and is not marked invalid without an error', () => {
        const { container } = renderSample(name, withState(sample.props, { hint }));
        const element = findControl();
        expect(describingIds(element)).toContain('root_f0-hint');
        expect(describingIds(element)).not.toContain('root_f0-error');
        expect(document.getElementById('root_f0-hint')).toHaveTextContent(hint);
        expect(element).not.toHaveAttribute('aria-invalid');
        expect(container.querySelector('#root_f0-error')).toBeNull();
      });

      it('in error: the message starts with a hidden "Error:", is tied to the control, and the control is invalid', () => {
        renderSample(name, withState(sample.props, { hint, errorText }));
        const element = findControl();
        expect(describingIds(element)).toEqual(expect.arrayContaining(['root_f0-hint', 'root_f0-error']));
        expect(element).toHaveAttribute('aria-invalid', 'true');
        const message = document.getElementById('root_f0-error');
        expect(message).toHaveTextContent(`Error: ${errorText}`);
        expect(message?.querySelector('.visually-hidden')).toHaveTextContent('Error:');
      });

      it('on a one-question page, the question is the page heading inside its label or legend', () => {
        renderSample(name, withState(sample.props, { isPageHeading: true, legend: sample.group }));
        const heading = screen.getByRole('heading', { level: 1, name: sample.group ?? sample.props.label });
        if (sample.group) expect(heading.closest('legend')).not.toBeNull();
        else expect(heading.querySelector('label')).toHaveAttribute('for', findControl().id);
      });

      it.each([
        ['without an error', {}],
        ['with an error', { hint, errorText }],
      ])('%s: no dangling ids, no required attribute or asterisk, no axe violations', async (_state, extra) => {
        const { container } = renderSample(name, withState(sample.props, extra));
        expect(danglingIds(container)).toEqual([]);
        expect(container.querySelector('[required], [aria-required]')).toBeNull();
        expect(container.textContent).not.toContain('*');
        expect(await axeViolations(container)).toEqual([]);
      });
    },
  );
}
