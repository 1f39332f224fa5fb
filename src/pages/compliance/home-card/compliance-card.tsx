import { lazy } from 'react';
import type { ComplianceKind } from '../../../compliance/compliance-kind';
import { t, type MessageKey } from '../../../shared/i18n';
import { HomeCard, HomeCardSlot } from '../../../ui/home-card';

// The visits, the overdue rule and their words come after the home page itself.
const ComplianceDetails = lazy(async () => ({ default: (await import('./compliance-details')).ComplianceDetails }));

/** The card's heading, its sentence and what it says while its content loads, by kind. */
const CARD_TEXTS: Readonly<Record<ComplianceKind, { heading: MessageKey; body: MessageKey; loading: MessageKey }>> = {
  gas: { heading: 'compliance_gas_heading', body: 'compliance_gas_body', loading: 'compliance_gas_loading' },
  electrical: {
    heading: 'compliance_electrical_heading',
    body: 'compliance_electrical_body',
    loading: 'compliance_electrical_loading',
  },
};

/**
 * The home page's gas boiler or electrical inspection card (portal.md §2, §4 Compliance): the chosen property's last
 * visit, next visit due and contractor, an overdue visit's alert, GasBoiler_ServiceoverDue when the resident has unread
 * messages about it. Shown when its toggle is "true" (the home page asks).
 */
export function ComplianceCard({
  kind,
  customerId,
  assetId,
}: {
  kind: ComplianceKind;
  customerId: string;
  assetId: string;
}) {
  return (
    <HomeCard id={`compliance-${kind}`} heading={t(CARD_TEXTS[kind].heading)} body={t(CARD_TEXTS[kind].body)}>
      <HomeCardSlot minHeight="12rem" pending={t(CARD_TEXTS[kind].loading)}>
        <ComplianceDetails
          kind={kind}
          customerId={customerId}
          assetId={assetId}
          pending={t(CARD_TEXTS[kind].loading)}
        />
      </HomeCardSlot>
    </HomeCard>
  );
}
