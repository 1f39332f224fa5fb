import { Fragment } from 'react';
import type { Communication } from '../../../gateway';
import { messageParagraphs } from '../../../messages/message-parts';

/**
 * The body in the lines it was written in (portal.md §2: "body in lines"): a paragraph for each group of lines, a line
 * break between the lines of one. Text only: a message's words are never read as markup.
 */
export function MessageBody({ message }: { message: Communication }) {
  return (
    <div className="message-detail__body">
      {messageParagraphs(message).map((lines, index) => (
        <p className="body" key={index}>
          {lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
