import { lazy } from 'react';
import { t } from '../../../shared/i18n';
import { HomeCard, HomeCardSlot } from '../../../ui/home-card';

// The messages are read and shown after the page's first download (PERF-03: the home page is at its budget): their
// call and the code that shows them come with it.
const LatestMessages = lazy(async () => ({ default: (await import('./latest-messages')).LatestMessages }));

export interface MessagesCardProps {
  /** The signed-in resident's customer id. */
  customerId: string;
  /** The property chosen in the home page's address selector: its messages are shown. Null or absent: all of them. */
  propertyId?: string | null;
}

/**
 * The home page's messages card (portal.md §2 Home: "Messages (when switched on)"). Shown when rules/menu-messages.json
 * says yes for the IsMyMessagesRequired toggle, as the header's Messages item is; the home page decides. Its content
 * keeps its place in every state (loading, none, failed, shown), so the cards below never move (decision 0030).
 */
export function MessagesCard({ customerId, propertyId = null }: MessagesCardProps) {
  return (
    <HomeCard id="messages" heading={t('messages_card_heading')} body={t('messages_card_body')}>
      {/* As high as the unread count, two messages with two-line subjects and View all messages on a phone. */}
      <HomeCardSlot minHeight="19rem" pending={t('messages_card_loading')}>
        <LatestMessages customerId={customerId} premisesId={propertyId} />
      </HomeCardSlot>
    </HomeCard>
  );
}
