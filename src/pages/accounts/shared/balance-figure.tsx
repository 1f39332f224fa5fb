import { t } from '../../../shared/i18n';
import { formatBalance, parsePence } from '../../../shared/money';
import './balance-figure.css';

/**
 * A live balance as the home card and the accounts page show it (portal.md §4 "Balance"): in arrears in brackets and
 * the error colour, in credit, or 0.00 with no label — always in words as well as colour (WCAG 1.4.1). The label is
 * for screen readers where the page shows none.
 */
export function BalanceFigure({ pounds, label }: { pounds: number; label?: string }) {
  const balance = formatBalance(parsePence(pounds) ?? 0);
  return (
    <p className={`balance-figure balance-figure--${balance.state}`}>
      <span className="visually-hidden">{label ?? t('accounts_home_label')} </span>
      {balance.figure}
      {balance.words && <span className="balance-figure__words"> {balance.words}</span>}
    </p>
  );
}
