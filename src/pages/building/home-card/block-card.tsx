import { lazy, useId } from 'react';
import type { Asset } from '../../../../schemas/generated/gateway.asset';
import { blockAddress } from '../../../building/block';
import { t } from '../../../shared/i18n';
import { HomeCard, HomeCardSlot } from '../../../ui/home-card';
import { CallUs } from '../../../ui/phone-number';
import { ButtonLink } from '../../../ui/button-link';
import { REPORT_REPAIR_PATH } from '../../../shared/paths';

// The building safety information (parties, documents, the information pop-up) comes after the home page itself.
const BuildingSafetyDetails = lazy(async () => ({
  default: (await import('./building-safety-details')).BuildingSafetyDetails,
}));

/**
 * The home page's block card (portal.md §2 Home dashboard: "Block card, when a block identifier exists"): the block the
 * resident lives in and the way to report a problem in it; for a high-rise block (rules/building-high-rise.json), the
 * building safety card of portal.md §2 "High-rise card" — its documents and the people accountable for its safety.
 * The report is a way into the repair journey, so under maintenance (isMyPbRepairsMaintainence) it cannot be used,
 * as Report a repair cannot, and the card says why (issue 26).
 */
export function BlockCard({ block, highRise, maintenance }: { block: Asset; highRise: boolean; maintenance: boolean }) {
  const address = blockAddress(block);
  const noteId = useId();
  return (
    <HomeCard
      id="block"
      heading={highRise ? t('building_safety_heading') : t('building_block_heading')}
      body={highRise ? t('building_safety_body') : t('building_block_body')}
    >
      {address && <p className="body">{t('building_block_address', { address })}</p>}
      {highRise ? (
        <HomeCardSlot minHeight="46rem" pending={t('building_safety_loading')}>
          <BuildingSafetyDetails blockId={block.id} />
        </HomeCardSlot>
      ) : (
        <>
          {maintenance && (
            <div className="inset-text" id={noteId}>
              <p className="body">{t('building_block_report_maintenance')}</p>
              <CallUs />
            </div>
          )}
          <ButtonLink
            to={REPORT_REPAIR_PATH}
            unavailable={maintenance}
            describedBy={maintenance ? noteId : undefined}
            className="button button--secondary"
          >
            {t('building_block_report')}
          </ButtonLink>
        </>
      )}
    </HomeCard>
  );
}
