// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel, type FilterField, type FilterValues } from '../../src/ui/filter-panel';

const fields: FilterField[] = [
  { name: 'type', label: 'Payment type', options: [{ value: '', label: 'All' }, { value: 'payments', label: 'Payments' }, { value: 'charges', label: 'Charges' }] },
  { name: 'period', label: 'Period', options: [{ value: 'any', label: 'Any time' }, { value: 'year', label: 'This year' }] },
];

function renderPanel(applied: FilterValues, options: { foldable?: boolean; onApply?: (values: Record<string, string>) => void } = {}) {
  const onApply = vi.fn(options.onApply);
  const view = render(<FilterPanel fields={fields} applied={applied} onApply={onApply} foldable={options.foldable ?? false} />);
  return { ...view, onApply };
}

const form = () => screen.getByRole('form', { name: 'Filter' });

describe('FilterPanel', () => {
  it('is a form named by its heading, each filter showing what is applied, or its first choice when none is', () => {
    renderPanel({ type: 'charges', period: '' });
    expect(within(form()).getByRole('combobox', { name: 'Payment type' })).toHaveDisplayValue('Charges');
    expect(within(form()).getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Any time');
  });

  it('applies every filter together, only when its button is pressed', async () => {
    const user = userEvent.setup();
    const { onApply } = renderPanel({ type: '', period: '' });
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Payment type' }), 'Payments');
    expect(onApply).not.toHaveBeenCalled();
    await user.click(within(form()).getByRole('button', { name: 'Apply filters' }));
    // A filter left at its first choice is sent as not chosen.
    expect(onApply).toHaveBeenCalledWith({ type: 'payments', period: '' });
  });

  it('shows the applied filters as tags under Selected filters, each removing its filter', async () => {
    const user = userEvent.setup();
    const { onApply } = renderPanel({ type: 'charges', period: 'year' });
    expect(within(form()).getByRole('heading', { name: 'Selected filters' })).toBeInTheDocument();
    expect(within(form()).getByRole('heading', { name: 'Payment type' })).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Remove this filter Charges' }));
    expect(onApply).toHaveBeenCalledWith({ type: '', period: 'year' });
    // The tag pressed goes: focus goes to the panel's heading rather than being lost.
    expect(within(form()).getByRole('heading', { name: 'Filter' })).toHaveFocus();
  });

  it('shows no tags while nothing narrows the list (a filter at its first choice, All, narrows nothing)', () => {
    renderPanel({ type: '', period: 'any' });
    expect(screen.queryByRole('heading', { name: 'Selected filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove this filter/ })).not.toBeInTheDocument();
  });

  it('follows what is applied when it changes under it (Back, Clear filters)', () => {
    const { rerender, onApply } = renderPanel({ type: 'charges', period: '' });
    rerender(<FilterPanel fields={fields} applied={{ type: '', period: '' }} onApply={onApply} foldable={false} />);
    expect(within(form()).getByRole('combobox', { name: 'Payment type' })).toHaveDisplayValue('All');
  });

  it('folds behind a Filter button on a phone, and unfolds when it is pressed', async () => {
    const user = userEvent.setup();
    renderPanel({ type: '', period: '' }, { foldable: true });
    const toggle = screen.getByRole('button', { name: 'Filter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBe(form());
    expect(form()).toHaveClass('filter-panel__form--folded');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(form()).not.toHaveClass('filter-panel__form--folded');
  });

  it('has no Filter button on a wide screen, where the panel is always open', () => {
    renderPanel({ type: '', period: '' });
    expect(screen.queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument();
    expect(form()).not.toHaveClass('filter-panel__form--folded');
  });

  it('takes the page\'s own words and class names', () => {
    render(
      <FilterPanel
        fields={fields}
        applied={{}}
        onApply={() => undefined}
        foldable
        texts={{ heading: 'Narrow your payments', submit: 'Search', submitHidden: 'with these filters' }}
        formClassName="payments-filter"
      />,
    );
    const panel = screen.getByRole('form', { name: 'Narrow your payments' });
    expect(within(panel).getByRole('button', { name: 'Search with these filters' })).toBeInTheDocument();
    expect(panel).toHaveClass('payments-filter', 'payments-filter--folded');
  });
});
