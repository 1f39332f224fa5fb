import { memo, useId } from 'react';
import { messageParts } from '../engine';
import { t } from '../shared/i18n';
import { withPhoneNumbers } from '../ui/phone-text';
import type { ShownMessage } from './page-messages';
import { textOf } from './text';

/** A message's steps, named by its lead (`leadId`): "If you can smell gas, do this now:", then the list. */
function Steps({ items, numbered, leadId }: { items: readonly string[]; numbered: boolean; leadId: string }) {
  const list = items.map((item, index) => <li key={index}>{withPhoneNumbers(item)}</li>);
  return numbered ? (
    <ol className="list list--number" aria-labelledby={leadId}>
      {list}
    </ol>
  ) : (
    <ul className="list list--bullet" aria-labelledby={leadId}>
      {list}
    </ul>
  );
}

/**
 * One message of a page, as the journey says to show it (`presentation`): GOV.UK inset text by default; GOV.UK
 * warning text (the ! icon, bold, "Warning:" for screen readers) for what must not be missed; and a text written as a
 * lead and steps split on question marks (repairs.md §8) as the lead and a bulleted or numbered list. A page error is
 * the red error message, prefixed "Error:" for screen readers. Phone numbers are tappable on phones. `id`: what
 * Continue's description points at (the block that keeps it shut).
 */
export function JourneyMessage({ message, id }: { message: ShownMessage; id?: string }) {
  const leadId = useId();
  const text = textOf(message.code, message.params);
  if (message.kind === 'error') {
    return (
      <p className="error-message" id={id}>
        <span className="visually-hidden">{t('widget_error_prefix')} </span>
        {withPhoneNumbers(text)}
      </p>
    );
  }
  const list = message.presentation?.list;
  const { lead, items } = list ? messageParts(text) : { lead: text, items: [] };
  const steps = items.length > 0 ? <Steps items={items} numbered={list === 'numbered'} leadId={leadId} /> : null;
  const pressAgain = message.pressAgain ? <p className="body">{t('journey_press_continue_again')}</p> : null;
  if (message.presentation?.as === 'warning') {
    return (
      <div className="warning-text" id={id}>
        <span className="warning-text__icon" aria-hidden="true">
          !
        </span>
        <div className="warning-text__text">
          <strong className="warning-text__lead">
            <span className="visually-hidden">{t('journey_warning_prefix')} </span>
            <span id={leadId}>{withPhoneNumbers(lead)}</span>
          </strong>
          {steps}
          {pressAgain}
        </div>
      </div>
    );
  }
  return (
    <div className="inset-text" id={id}>
      {steps ? (
        <p className="body">
          <strong id={leadId}>{withPhoneNumbers(lead)}</strong>
        </p>
      ) : (
        <p className="body">{withPhoneNumbers(lead)}</p>
      )}
      {steps}
      {pressAgain}
    </div>
  );
}

type MessageProps = Parameters<typeof JourneyMessage>[0];

/** The same message, worded the same (its words are compared, so a text that arrives later still shows). */
function sameMessage({ message: a, id: aId }: MessageProps, { message: b, id: bId }: MessageProps): boolean {
  return (
    aId === bId &&
    a.kind === b.kind &&
    a.pressAgain === b.pressAgain &&
    a.presentation?.as === b.presentation?.as &&
    a.presentation?.list === b.presentation?.list &&
    textOf(a.code, a.params) === textOf(b.code, b.params)
  );
}

/**
 * A message drawn again only when it says something else: a page's messages are worked out afresh on every key typed,
 * and each would draw its phone numbers (and ask the screen's width) again (issue 29).
 */
const KeptMessage = memo(JourneyMessage, sameMessage);

/**
 * A place's messages. Errors come first and are not announced here: the error summary, which takes focus on Continue,
 * says them. The rest are in a polite live region present from the start (empty, it takes no room), so a message that
 * appears — a block as an answer is chosen, a notice as characters are removed — is announced once.
 */
export function MessageRegion({ messages, className }: { messages: readonly ShownMessage[]; className: string }) {
  const show = (message: ShownMessage, index: number) => (
    <KeptMessage
      message={message}
      id={message.kind === 'block' ? 'journey-block' : undefined}
      key={`${message.kind}-${message.code}-${index}`}
    />
  );
  return (
    <div className={className}>
      {messages.filter((message) => message.kind === 'error').map(show)}
      <div aria-live="polite">{messages.filter((message) => message.kind !== 'error').map(show)}</div>
    </div>
  );
}
