import { useId } from 'react';
import { Link } from 'react-router';
import { t } from '../shared/i18n';
import { HOME_PATH } from '../shared/paths';
import { CallUs } from './phone-number';

export interface ErrorBoxProps {
  /** What could not be done, each already in words; nothing is shown without one. */
  messages: readonly string[];
  /** The box's heading, and so the alert's name: "There is a problem" unless the page says otherwise. */
  heading?: string;
}

/**
 * What a page could not load, as an alert: the messages, then the help line and the way home (repairs.md §8 "error box
 * with phone and Return to Home"). One box for every failure on a page, so the number and the way home are said once.
 */
export function ErrorBox({ messages, heading }: ErrorBoxProps) {
  const headingId = useId();
  if (messages.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby={headingId}>
      <h2 className="heading-m" id={headingId}>
        {heading ?? t('there_is_a_problem')}
      </h2>
      {messages.map((message) => (
        <p className="body" key={message}>
          {message}
        </p>
      ))}
      <CallUs />
      <Link className="link" to={HOME_PATH}>
        {t('return_to_home')}
      </Link>
    </div>
  );
}
