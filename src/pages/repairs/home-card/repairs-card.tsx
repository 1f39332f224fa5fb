import { lazy, Suspense, useId } from 'react';
import { t } from '../../../shared/i18n';
import { CardPending } from '../../../ui/card-states';
import { HomeCard } from '../../../ui/home-card';
import type { PropertyOption } from '../../../customer/property-options';
import { ReportRepairLink } from '../report-repair-link';
import { RepairsMaintenanceNotice } from '../repairs-maintenance-notice';
import './repairs-card.css';

// The latest repair is read and shown after the page's first download (PERF-03: the start and home pages are at
// their budget): its search and the repair rules that say how it reads come with it.
const LatestRepair = lazy(async () => ({ default: (await import('./latest-repair')).LatestRepair }));

export interface RepairsCardProps {
  /** The property chosen in the address selector; its latest repair is shown. */
  property: PropertyOption | undefined;
  /** Repairs are under maintenance (isMyPbRepairsMaintainence): Report a repair shows, disabled, with the reason. */
  maintenance: boolean;
}

/** The home page's repairs card (portal.md §2 Home): reporting a repair and the most recent one at the property. */
export function RepairsCard({ property, maintenance }: RepairsCardProps) {
  const noticeId = useId();
  return (
    <HomeCard id="repairs" heading={t('home_repairs_heading')} body={t('home_repairs_body')}>
      {maintenance && <RepairsMaintenanceNotice id={noticeId} headingLevel={3} />}
      <ReportRepairLink unavailable={maintenance} describedBy={maintenance ? noticeId : undefined} />
      {property && (
        // The slot keeps the height of a latest repair while its code and its answer come, so nothing moves (issue 13).
        <div className="latest-repair-slot">
          <Suspense fallback={<CardPending text={t('home_latest_repair_loading')} />}>
            <LatestRepair property={property} />
          </Suspense>
        </div>
      )}
    </HomeCard>
  );
}
