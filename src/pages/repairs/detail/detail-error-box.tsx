import { useId } from 'react';
import { Link } from 'react-router';
import { t, type MessageKey } from '../../../shared/i18n';
import { CallUs } from '../../../ui/phone-number';
import { HOME_PATH } from '../../../shared/paths';

/**
 * What could not be loaded (repairs.md §8 Detail: "error box with phone and Return to Home"). One box for every
 * failure, so the phone number and the way home are said once; the rest of the page shows what did load. The
 * messages end "call us" and the box adds the number (decision 0015).
 */
export function DetailErrorBox({ messages }: { messages: readonly MessageKey[] }) {
  const headingId = useId();
  if (messages.length === 0) return null;
  return (
    <div className="error-summary repair-detail__error" role="alert" aria-labelledby={headingId}>
      <h2 className="heading-m" id={headingId}>
        {t('there_is_a_problem')}
      </h2>
      {messages.map((key) => (
        <p className="body" key={key}>
          {t(key)}
        </p>
      ))}
      <CallUs />
      <Link className="link" to={HOME_PATH}>
        {t('return_to_home')}
      </Link>
    </div>
  );
}
