import { t } from '../shared/i18n';

/**
 * Record mode's button on a page whose Continue a block shuts (a disable-continue or stop block): the resident cannot
 * press Continue there, so the tester records the page as it is, with the answers that bring the block about, as the
 * walk's step. The journey session then does what a replay's Continue does: it stays, with the block.
 */
export function RecordBlockedPage({ onRecord }: { onRecord(): void }) {
  return (
    <button type="button" className="button button--secondary studio-record-blocked" onClick={onRecord}>
      {t('studio_record_blocked_page')}
    </button>
  );
}
