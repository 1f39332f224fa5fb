import type { ReactNode } from 'react';
import './summary-list.css';

export { NO_VALUE } from './no-value';

/** One row of a summary list: what is described, and its value as the resident reads it. */
export interface SummaryRow {
  key: string;
  label: string;
  value: ReactNode;
}

/** A GOV.UK summary list: each row a term and its description, so assistive technology reads them as pairs. */
export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className="summary-list">
      {rows.map((row) => (
        <div className="summary-list__row" key={row.key}>
          <dt className="summary-list__key">{row.label}</dt>
          <dd className="summary-list__value">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
