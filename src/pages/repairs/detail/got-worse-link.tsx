import { Link } from 'react-router';
import { t } from '../../../shared/i18n';
import { canReportWorse } from '../../../repairs/clock';
import type { RepairWorkOrder } from '../../../gateway';
import { worsePath } from '../../../shared/paths';

/**
 * "It has got worse" (AW-12, decision 0062): a closed or old damp and mould repair
 * (rules/statutory-clock-got-worse.json)
 * offers a new report linked to it, which starts its own clock. Part of the clock's lazily loaded panel.
 */
export function GotWorseLink({ repair }: { repair: RepairWorkOrder }) {
  const offered = canReportWorse(
    {
      status: repair.status,
      isDampAndMould: repair.isDampAndMould,
      sorCode: repair.sorCode ?? null,
      raisedDate: repair.raisedDate,
    },
    new Date(),
  );
  if (!offered) return null;
  return (
    <p className="body repair-detail__inset">
      {t('clocks_got_worse_hint')} <Link to={worsePath(repair.id)}>{t('clocks_got_worse')}</Link>
    </p>
  );
}
