import { Link } from 'react-router';
import { t } from '../../../shared/i18n';
import { isShownFailure, type Communication } from '../../../gateway';
import { messageSender, messageSubject } from '../../../messages/message-parts';
import { ukLongDate } from '../../../shared/dates';
import { HOME_PATH, MESSAGES_PATH } from '../../../shared/paths';
import { LatestContent, type CardWords, type LatestAbout } from '../../../ui/card-states';
import { LatestList } from '../../../ui/home-latest';
import { MessageLink } from '../shared/message-link';
import { useShownStatus } from '../shared/read-marks';
import { UnreadTag } from '../shared/unread-tag';
import { UnreadSummary } from '../unread-summary';
import { useUnreadCount } from '../use-unread-count';
import { useLatestMessages } from './use-latest-messages';
import './latest-messages.css';

/** The card's alert when the messages cannot load (portal.md §8), and its words while they come. */
const CARD: CardWords = { failure: 'message_Card_Alert_Message', pending: 'messages_card_loading' };

/**
 * The home card's content (portal.md §2 Home: "the 2 latest messages and a View all messages button"): the unread
 * count, the two latest messages, each opening its page (which marks it read), and the way to the inbox; a sentence
 * when there are none, message_Card_Alert_Message with the phone number when they cannot load. Loaded after the home
 * page itself, in the card's reserved slot.
 */
export function LatestMessages({ customerId, premisesId }: LatestAbout) {
  const read = useLatestMessages(customerId, premisesId);
  // The unread messages of the list's property, as the list shows them (issue 26), not of every property.
  const unread = useUnreadCount(customerId, premisesId);
  return (
    <LatestContent read={read} failed={isShownFailure(read.error)} words={CARD}>
      {(messages) => (
        <div className="latest-messages">
          <UnreadSummary count={unread.count} />
          <LatestList
            items={messages}
            none={t('messages_card_none')}
            itemKey={(message) => message.identifier}
            row={(message) => <LatestMessage message={message} />}
          />
          <Link className="button button--secondary" to={MESSAGES_PATH}>
            {t('messages_card_view_all')}
          </Link>
        </div>
      )}
    </LatestContent>
  );
}

/** One message: Unread in a tag and in bold while it is, its subject opening it, then when and who from. */
function LatestMessage({ message }: { message: Communication }) {
  const unread = useShownStatus(message) === 'UNREAD';
  const details = [ukLongDate(message.createdDate), messageSender(message)].filter(Boolean).join(' – ');
  return (
    <li className={unread ? 'home-latest__item latest-messages__item--unread' : 'home-latest__item'}>
      {unread && (
        <>
          <UnreadTag />{' '}
        </>
      )}
      <MessageLink message={message} from={HOME_PATH} className="link latest-messages__subject">
        {messageSubject(message) || t('messages_no_subject')}
      </MessageLink>
      {details && <p className="home-latest__details">{details}</p>}
    </li>
  );
}
