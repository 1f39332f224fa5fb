import { lazy } from 'react';
import type { PropertyOption } from '../../../customer/property-options';
import { t } from '../../../shared/i18n';
import { HomeCard, HomeCardSlot } from '../../../ui/home-card';

// The balance and its latest transactions come after the home page itself, with the account rules they need.
const BalanceSummary = lazy(async () => ({ default: (await import('./balance-summary')).BalanceSummary }));

/**
 * The home page's balance card (portal.md §2 Home dashboard): the chosen tenancy's balance, in arrears, in credit or
 * 0.00, its three latest transactions, and View accounts. Shown only for a residential tenancy (the home page asks
 * rules/menu-balance.json, as the header's Balance item does).
 */
export function BalanceCard({ customerId, property }: { customerId: string; property: PropertyOption }) {
  return (
    <HomeCard id="balance" heading={t('accounts_home_heading')}>
      <HomeCardSlot minHeight="15rem" pending={t('accounts_home_loading')}>
        <BalanceSummary customerId={customerId} tenancyId={property.tenancyId} />
      </HomeCardSlot>
    </HomeCard>
  );
}
