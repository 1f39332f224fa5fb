import { ruleChoice } from '../../engine/rule-file';
import { t, type MessageKey } from '../../shared/i18n';
import { HomeCard } from '../../ui/home-card';

type AdviceTexts = { heading: MessageKey; body: MessageKey; link: MessageKey; url: MessageKey };

/** The energy advice of each variant rules/home-energy-advice.json can give. */
const VARIANTS = {
  association: {
    heading: 'home_energy_association_heading',
    body: 'home_energy_association_body',
    link: 'home_energy_association_link',
    url: 'home_energy_association_url',
  },
  catalyst: {
    heading: 'home_energy_catalyst_heading',
    body: 'home_energy_catalyst_body',
    link: 'home_energy_catalyst_link',
    url: 'home_energy_catalyst_url',
  },
} as const satisfies Record<string, AdviceTexts>;

// The variants the rule may give; anything else is the rule's mistake, shown (a RuleTableError) rather than guessed at.
const VARIANT_NAMES = Object.keys(VARIANTS) as (keyof typeof VARIANTS)[];

/**
 * The home page's save-on-bills card (portal.md §2 Home dashboard): advice on energy bills, in the wording and with the
 * link of the resident's group (rules/home-energy-advice.json). The link leaves the portal, so it opens in a new tab
 * and says so.
 */
export function EnergyAdviceCard({ variant }: { variant: string }) {
  const texts: AdviceTexts = VARIANTS[ruleChoice('home-energy-advice', variant, VARIANT_NAMES)];
  return (
    <HomeCard id="energy-advice" heading={t(texts.heading)} body={t(texts.body)}>
      <a className="link" href={t(texts.url)} target="_blank" rel="noopener noreferrer">
        {t(texts.link)}
        <span className="visually-hidden"> {t('opens_in_new_tab')}</span>
      </a>
    </HomeCard>
  );
}
