/** One row of a summary list: what is described, and its value as the resident reads it. */
export interface SummaryRow {
  key: string;
  label: string;
  value: string;
}

/** repairs.md §5: "Missing dates or areas show a dash"; so does anything else the repair does not have. */
export const NO_VALUE = '-';

/** A GOV.UK summary list: each row a term and its description, so assistive technology reads them as pairs. */
export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className="repair-detail__summary">
      {rows.map((row) => (
        <div className="repair-detail__row" key={row.key}>
          <dt className="repair-detail__key">{row.label}</dt>
          <dd className="repair-detail__value">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
