// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CardSpec } from '../../../src/ui/list/card-list';
import type { TableColumn } from '../../../src/ui/list/data-table';
import { TableOrCards, type TableOrCardsProps } from '../../../src/ui/list/table-or-cards';
import { renderAt } from '../support/render-at';

interface Payment {
  id: string;
  date: string;
  description: string;
  amount: string;
}

const payments: Payment[] = [
  { id: 'p1', date: '1 March 2026', description: 'Rent', amount: '£120.00' },
  { id: 'p2', date: '8 March 2026', description: 'Service charge', amount: '£15.50' },
];

const columns: TableColumn<Payment>[] = [
  { key: 'date', header: 'Date', cell: (item) => item.date, nowrap: true },
  { key: 'description', header: 'Description', cell: (item) => item.description },
  { key: 'amount', header: 'Amount', cell: (item) => item.amount, numeric: true },
];

const card: CardSpec<Payment> = {
  title: (item) => item.description,
  fields: [
    { key: 'date', label: 'Date', value: (item) => item.date },
    { key: 'amount', label: 'Amount', value: (item) => item.amount },
  ],
  action: (item) => <a href={`/payments/${item.id}`}>View payment</a>,
  accent: () => 'green',
};

function renderList(layout: 'table' | 'cards', extra: Partial<TableOrCardsProps<Payment>> = {}) {
  return renderAt(
    '/payments',
    <TableOrCards
      layout={layout}
      items={payments}
      itemKey={(item) => item.id}
      caption="Your payments"
      columns={columns}
      card={card}
      {...extra}
    />,
  );
}

describe('TableOrCards as a table (wide screens)', () => {
  it('is a table named by its caption, one item a row under the column headings', () => {
    renderList('table');
    const table = screen.getByRole('table', { name: 'Your payments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Description', 'Amount']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1 March 2026', 'Rent', '£120.00'],
      ['8 March 2026', 'Service charge', '£15.50'],
    ]);
    expect(screen.getByText('Your payments')).toBeVisible();
  });

  it('sits in a region a keyboard can reach and scroll, which a page can move focus to', () => {
    const ref = createRef<HTMLDivElement>();
    renderList('table', { tableRef: ref, captionHidden: true });
    const region = screen.getByRole('region', { name: 'Your payments' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(ref.current).toBe(region);
    expect(screen.getByText('Your payments')).toHaveClass('visually-hidden');
  });

  it('says it is busy while a new page is on its way', () => {
    renderList('table', { busy: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('TableOrCards as cards (phones)', () => {
  it('is a list of cards, each headed by its title, its facts as terms and values, and its action', () => {
    renderList('cards');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first] = cards;
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent('Rent');
    expect(
      within(first!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Date', 'Amount']);
    expect(
      within(first!)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['1 March 2026', '£120.00']);
    expect(within(first!).getByRole('link', { name: 'View payment' })).toHaveAttribute('href', '/payments/p1');
  });

  it('moves focus to the card asked for (the first of those just loaded), and says so once done', () => {
    const onFocused = vi.fn();
    renderList('cards', { focusIndex: 1, onFocused });
    expect(screen.getByRole('heading', { level: 2, name: 'Service charge' })).toHaveFocus();
    expect(onFocused).toHaveBeenCalledTimes(1);
  });

  it("edges each card in its colour, with the page's own class names beside the kit's", () => {
    renderList('cards', { cardsClassName: 'payment-cards' });
    const list = screen.getByRole('list');
    expect(list).toHaveClass('card-list', 'payment-cards');
    expect(within(list).getAllByRole('listitem')[0]).toHaveStyle({ '--card-edge': 'var(--edge-green)' });
  });
});
