import { t } from '../../../shared/i18n';

export interface TransactionsActionsProps {
  onClearFilters(): void;
  onPrint(): void;
  onDownload(): void;
  downloading: 'idle' | 'preparing' | 'failed';
  /** No list to print or download (the dates are wrong, or it failed). */
  disabled: boolean;
}

/** Clear filters, Print and Download as CSV, beside the Filter button (portal.md §2: "A print option exists"). */
export function TransactionsActions({
  onClearFilters,
  onPrint,
  onDownload,
  downloading,
  disabled,
}: TransactionsActionsProps) {
  return (
    <>
      <button
        type="button"
        className="button button--secondary list-controls__button transactions-controls__button"
        onClick={onClearFilters}
      >
        {t('transactions_clear_filters')}
      </button>
      <button
        type="button"
        className="button button--secondary list-controls__button transactions-controls__button"
        onClick={onPrint}
        disabled={disabled}
      >
        {t('transactions_print')}
      </button>
      <button
        type="button"
        className="button button--secondary list-controls__button transactions-controls__button"
        onClick={onDownload}
        disabled={disabled || downloading === 'preparing'}
      >
        {downloading === 'preparing' ? t('transactions_csv_preparing') : t('transactions_csv')}
      </button>
      {downloading === 'failed' && (
        <p className="body transactions-controls__failed" role="alert">
          {t('transactions_csv_failed')}
        </p>
      )}
    </>
  );
}
