// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import axeCore from 'axe-core';
import { FilterPanel, type FilterField, type FilterValues } from '../../../src/ui/list/filter-panel';

const fields: FilterField[] = [
  {
    name: 'type',
    label: 'Payment type',
    options: [
      { value: '', label: 'All' },
      { value: 'payments', label: 'Payments' },
      { value: 'charges', label: 'Charges' },
    ],
  },
  {
    name: 'period',
    label: 'Period',
    options: [
      { value: 'any', label: 'Any time' },
      { value: 'year', label: 'This year' },
    ],
  },
];

function renderPanel(applied: FilterValues, options: { onApply?: (values: Record<string, string>) => void } = {}) {
  const onApply = vi.fn(options.onApply);
  const view = render(
    <FilterPanel fields={fields} applied={applied} onApply={onApply} actions={<button type="button">Sort</button>}>
      <table aria-label="Payments" />
    </FilterPanel>,
  );
  return { ...view, onApply };
}

const form = () => screen.getByRole('form', { name: 'Filter' });
/** axe's violations in the panel as rendered (colour contrast and landmarks need a real browser: e2e checks them). */
const axe = async (container: HTMLElement) =>
  (
    await axeCore.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })
  ).violations.map((violation) => `${violation.id}: ${violation.help}`);
const toggle = () => screen.getByRole('button', { name: 'Filter' });

describe('FilterPanel', () => {
  it('is a form named by its heading, each filter showing what is applied, or its first choice when none is', () => {
    renderPanel({ type: 'charges', period: '' });
    expect(within(form()).getByRole('combobox', { name: 'Payment type' })).toHaveDisplayValue('Charges');
    expect(within(form()).getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Any time');
  });

  it('applies every filter together, only when its button is pressed', async () => {
    const user = userEvent.setup();
    const { onApply } = renderPanel({ type: '', period: '' });
    await user.click(toggle());
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
    rerender(<FilterPanel fields={fields} applied={{ type: '', period: '' }} onApply={onApply} />);
    expect(within(form()).getByRole('combobox', { name: 'Payment type' })).toHaveDisplayValue('All');
  });

  // repairs.md §2: "Filter button (side panel …)", the MOJ "filter a list" pattern on every width (issue 12 §12).
  it("opens and closes the side panel with a Filter button on every width, beside the list's other controls", async () => {
    const user = userEvent.setup();
    renderPanel({ type: '', period: '' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Sort' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Filter' })).not.toBeInTheDocument();
    // The list is there whether the panel is open or not.
    expect(screen.getByRole('table', { name: 'Payments' })).toBeInTheDocument();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle().getAttribute('aria-controls') ?? '')).toBe(form());
    expect(form()).not.toHaveClass('filter-panel__form--folded');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filter' })).not.toBeInTheDocument();
  });

  it('takes focus into the panel when the Filter button opens it, and back to the button when Close closes it', async () => {
    const user = userEvent.setup();
    renderPanel({ type: '', period: '' });
    await user.click(toggle());
    expect(within(form()).getByRole('heading', { name: 'Filter' })).toHaveFocus();
    await user.click(within(form()).getByRole('button', { name: 'Close filter' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('starts open when a filter is applied, so its tags are seen, without taking focus', () => {
    renderPanel({ type: 'payments', period: '' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(within(form()).getByRole('button', { name: 'Remove this filter Payments' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('has no axe violations, open or closed', async () => {
    const user = userEvent.setup();
    const { container } = renderPanel({ type: 'charges', period: 'year' });
    expect(await axe(container)).toEqual([]);
    await user.click(toggle());
    expect(await axe(container)).toEqual([]);
  });

  it("takes the page's own words and class names", async () => {
    const user = userEvent.setup();
    render(
      <FilterPanel
        fields={fields}
        applied={{}}
        onApply={() => undefined}
        texts={{
          toggle: 'Filter payments',
          heading: 'Narrow your payments',
          submit: 'Search',
          submitHidden: 'with these filters',
        }}
        formClassName="payments-filter"
      />,
    );
    const button = screen.getByRole('button', { name: 'Filter payments' });
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toHaveClass(
      'payments-filter',
      'payments-filter--folded',
    );
    await user.click(button);
    const panel = screen.getByRole('form', { name: 'Narrow your payments' });
    expect(within(panel).getByRole('button', { name: 'Search with these filters' })).toBeInTheDocument();
    expect(panel).toHaveClass('payments-filter');
    expect(panel).not.toHaveClass('payments-filter--folded');
  });
});
