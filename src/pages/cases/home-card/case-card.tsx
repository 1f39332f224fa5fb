import { lazy } from 'react';
import { t } from '../../../shared/i18n';
import { HomeCard, HomeCardSlot } from '../../../ui/home-card';

// The cases are read and shown after the page's first download (the home page is at its budget): their call and the
// code that shows them come with it.
const LatestCases = lazy(async () => ({ default: (await import('./latest-cases')).LatestCases }));

export interface CaseCardProps {
  /** The signed-in resident's customer id. */
  customerId: string;
  /** The property chosen in the home page's address selector: its cases are shown. Null: all of them. */
  premisesId: string | null;
}

/**
 * The home page's case card (portal.md §2 Home: "Case card (feature-toggle driven)"). Shown when
 * rules/menu-requests.json says yes, as the header's Requests item is (IsCaseCardRequired, and mypeabodycatalystcases
 * for a catalyst customer); the home page decides. Its content keeps its place in every state, so the cards below never
 * move (decision 0030).
 */
export function CaseCard({ customerId, premisesId }: CaseCardProps) {
  return (
    <HomeCard id="cases" heading={t('cases_card_heading')} body={t('cases_card_body')}>
      {/* As high as two cases with two-line types and the two buttons on a phone. */}
      <HomeCardSlot minHeight="19rem" pending={t('cases_card_loading')}>
        <LatestCases customerId={customerId} premisesId={premisesId} />
      </HomeCardSlot>
    </HomeCard>
  );
}
