// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { YesNoWidget } from '../../widgets/yes-no/yes-no-widget';
import { widgetConformance } from './conformance';
import { makeWidgetProps } from './support/make-widget-props';
import { renderWidget } from './support/render-widget';

const question = 'Is anyone in your home vulnerable?';

widgetConformance('yes-no', [
  {
    title: 'Yes and No',
    props: { label: question },
    control: { role: 'radio', name: 'Yes' },
    group: question,
    operate: async (user) => {
      await user.keyboard('{ArrowRight}');
    },
    expected: false,
  },
]);

describe('yes-no widget', () => {
  it('answers with the booleans true and false, not text', async () => {
    const { user, changes } = renderWidget(YesNoWidget, makeWidgetProps({ label: question }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(changes.mock.calls).toEqual([[true], [false]]);
  });

  it('shows a stored No as chosen, even though RJSF offers its own untranslated Yes/No options', () => {
    const props = makeWidgetProps({
      label: question,
      value: false,
      options: {
        enumOptions: [
          { value: true, label: 'yes' },
          { value: false, label: 'no' },
        ],
      },
    });
    renderWidget(YesNoWidget, props);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('asks its question as the legend of a group', () => {
    renderWidget(
      YesNoWidget,
      makeWidgetProps({ label: question, options: { legend: 'Does anyone need extra help?' } }),
    );
    expect(screen.getByRole('group', { name: 'Does anyone need extra help?' })).toBeInTheDocument();
  });
});
