import type { ReactNode } from 'react';
import { TRANSACTION_TYPES, type TransactionType } from '../../../gateway/transaction-types';
import { t, type MessageKey } from '../../../shared/i18n';
import { FilterPanel, type FilterField } from '../../../ui/list/filter-panel';
import { typeParam } from './transactions-params';

const TYPE_LABELS: Readonly<Record<TransactionType, MessageKey>> = {
  All: 'transactions_type_all',
  Payments: 'transactions_type_payments',
  Charges: 'transactions_type_charges',
  Adjustments: 'transactions_type_adjustments',
};

export interface TransactionsFiltersProps {
  type: TransactionType;
  onApply(type: TransactionType): void;
  /** The list's other controls beside the Filter button (Clear filters, print, download). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The filter side panel with the payment-type select (portal.md §2 Transactions: All, Payments, Charges, Adjustments).
 */
export function TransactionsFilters({ type, onApply, actions, children }: TransactionsFiltersProps) {
  const fields: FilterField[] = [
    {
      name: 'type',
      label: t('transactions_type_label'),
      options: TRANSACTION_TYPES.map((option) => ({ value: typeParam(option) ?? '', label: t(TYPE_LABELS[option]) })),
    },
  ];
  return (
    <FilterPanel
      fields={fields}
      applied={{ type: typeParam(type) ?? '' }}
      onApply={(values) =>
        onApply(TRANSACTION_TYPES.find((option) => (typeParam(option) ?? '') === (values.type ?? '')) ?? 'All')
      }
      actions={actions}
      texts={{ heading: t('transactions_filter_heading'), submitHidden: t('transactions_filter_submit_hidden') }}
      className="transactions-filter"
    >
      {children}
    </FilterPanel>
  );
}
