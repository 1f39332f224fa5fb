import { Fragment, type ReactNode } from 'react';
import { t } from '../../shared/i18n';
import { PhoneNumber } from '../phone-number';

/** Never in a locale text: it marks where a value goes. */
const MARK = '\u0000';

/** The Housing Ombudsman's contact details, as the page reads them (rules/statutory-clock-ombudsman.json). */
export interface OmbudsmanDetails {
  readonly phone: string;
  readonly email: string;
  readonly website: string;
  readonly url: string;
}

/**
 * "You can also contact the Housing Ombudsman at any time: call …, email … or go to …" (CHC-3, decision 0071): the
 * phone number as PhoneNumber (a tel: link on a small screen, portal.md §8), the email a mailto: link and the website
 * a link, each put in its placeholder of clocks_complain_ombudsman, in the order the locale text has them.
 */
export function OmbudsmanContact({ contact }: { contact: OmbudsmanDetails }) {
  const parts: Record<string, ReactNode> = {
    phone: <PhoneNumber number={contact.phone} />,
    email: (
      <a className="link" href={`mailto:${contact.email}`}>
        {contact.email}
      </a>
    ),
    website: (
      <a className="link" href={contact.url}>
        {contact.website}
      </a>
    ),
  };
  // Each value is its own name between two marks, so splitting at the marks leaves the locale's words in even places
  // and the names in odd ones, in whatever order the text has them.
  const pieces = t('clocks_complain_ombudsman', {
    phone: `${MARK}phone${MARK}`,
    email: `${MARK}email${MARK}`,
    website: `${MARK}website${MARK}`,
  }).split(MARK);
  return (
    <p className="body">
      {pieces.map((piece, index) => (
        <Fragment key={index}>{index % 2 === 1 ? parts[piece] : piece}</Fragment>
      ))}
    </p>
  );
}
