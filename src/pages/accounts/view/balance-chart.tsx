import { useId } from 'react';
import type { MonthEndBalance } from '../../../accounts/month-end-balances';
import { monthYearName, shortMonthOf } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { formatBalance, parsePence } from '../../../shared/money';
import { NO_VALUE } from '../../../ui/no-value';
import '../../../ui/list/data-table.css';
import './balance-chart.css';

const WIDTH = 600;
const HEIGHT = 220;
const AXIS = 32;
const GAP = 8;

const words = (balance: number | null) => (balance === null ? NO_VALUE : formatBalance(parsePence(balance) ?? 0).text);

/** The chart's one-sentence summary, its accessible description: where the balance started and where it stands. */
function summaryOf(months: readonly MonthEndBalance[]): string {
  const known = months.filter((month) => month.balance !== null);
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last) return t('accounts_chart_none');
  return t('accounts_chart_summary', {
    from: monthYearName(first.month),
    start: words(first.balance),
    to: monthYearName(last.month),
    end: words(last.balance),
  });
}

/**
 * The account's balance at the end of each of the last 12 months (issue 15): bars above the line for arrears, in the
 * error colour, below it for credit. The picture is for those who would rather look; its summary is its description,
 * and the same figures are a table anyone can open, which is what screen readers read.
 */
export function BalanceChart({ months }: { months: readonly MonthEndBalance[] }) {
  const headingId = useId();
  const descriptionId = useId();
  const largest = Math.max(1, ...months.map((month) => Math.abs(month.balance ?? 0)));
  const hasCredit = months.some((month) => (month.balance ?? 0) < 0);
  const hasArrears = months.some((month) => (month.balance ?? 0) > 0);
  // The zero line: at the bottom when nothing is in credit, at the top when nothing is in arrears, else in the middle.
  const plot = HEIGHT - AXIS;
  const zero = !hasCredit ? plot : !hasArrears ? 0 : plot / 2;
  const scale = (hasCredit && hasArrears ? plot / 2 : plot) / largest;
  const slot = WIDTH / months.length;
  // No month has a balance (a deposit untouched all year): the sentence says so, and a picture or table of nothing
  // would only make the resident look for what is not there (issue 26).
  const empty = months.every((month) => month.balance === null);

  return (
    <section className="balance-chart" aria-labelledby={headingId}>
      <h2 className="heading-m" id={headingId}>
        {t('accounts_chart_heading')}
      </h2>
      <p className="body" id={descriptionId}>
        {summaryOf(months)}
      </p>
      {!empty && (
        <>
          <svg
            className="balance-chart__picture"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-labelledby={headingId}
            aria-describedby={descriptionId}
            focusable="false"
          >
            {months.map((month, index) => {
              const value = month.balance ?? 0;
              const height = Math.abs(value) * scale;
              const x = index * slot + GAP / 2;
              return (
                <g key={month.month}>
                  {month.balance !== null && value !== 0 && (
                    <rect
                      className={
                        value > 0
                          ? 'balance-chart__bar balance-chart__bar--arrears'
                          : 'balance-chart__bar balance-chart__bar--credit'
                      }
                      x={x}
                      y={value > 0 ? zero - height : zero}
                      width={slot - GAP}
                      height={Math.max(height, 1)}
                    />
                  )}
                  <text className="balance-chart__label" x={x + (slot - GAP) / 2} y={HEIGHT - 6} textAnchor="middle">
                    {shortMonthOf(month.month)}
                  </text>
                </g>
              );
            })}
            <line className="balance-chart__zero" x1={0} x2={WIDTH} y1={zero} y2={zero} />
          </svg>
          <details className="details">
            <summary className="details__summary">{t('accounts_chart_table_summary')}</summary>
            <table className="table balance-chart__table">
              <caption className="visually-hidden">{t('accounts_chart_heading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('accounts_chart_month')}</th>
                  <th scope="col" className="data-table__cell--numeric">
                    {t('accounts_chart_balance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {months.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{monthYearName(month.month)}</th>
                    <td className="data-table__cell--numeric">{words(month.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
