import { Fragment, type ReactNode } from 'react';
import { t } from '../shared/i18n';
import { PhoneNumber } from './phone-number';

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
  // Without params t() keeps the placeholders, so the words around them stay the locale's.
  const pieces = t('clocks_complain_ombudsman').split(/\{(\w+)\}/);
  return (
    <p className="body">
      {pieces.map((piece, index) => (
        <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>
      ))}
    </p>
  );
}
