import type { ReactNode } from 'react';
import { progress, type StepView } from '../engine';
import { t } from '../shared/i18n';
import { useDocumentTitle } from '../shared/use-document-title';
import { ErrorSummary, type FormProblem } from '../ui/error-summary';
import { MessageRegion } from './journey-message';
import { withPhoneNumbers } from '../ui/phone-text';
import { allMessages, placeMessages, type ShownMessage } from './page-messages';
import type { StepPageState } from './use-step-page';
import type { StepHost } from './step-host';
import { textOf } from './text';
import { WarningText } from '../ui/warning-text';
import '../ui/panel.css';

export interface StepFrameProps {
  readonly host: StepHost;
  readonly page: StepPageState;
  /** The step as shown now (with the page's typed values: its block and warnings follow them). */
  readonly view: StepView;
  /** The question is the page's heading (its legend or label is the h1): the frame shows no title of its own. */
  readonly headingIsQuestion?: boolean;
  readonly summaryErrors?: readonly FormProblem[];
  /** Refused Continues so far: the error summary takes focus on each. */
  readonly attempt?: number;
  /**
   * The messages about the page as a whole, shown under the heading (placeMessages). Left out, every message of the
   * step is: a page without questions has no field to put one beside.
   */
  readonly messages?: readonly ShownMessage[];
  /** The page's content: the question form, the summary, the buttons. */
  readonly children: ReactNode;
}

/**
 * The GOV.UK furniture every journey page shares, in reading order: Back, the error summary, a failure's notice,
 * the progress caption, the heading (the confirmation panel on an outcome) and hint, the messages about the page
 * (a question page puts the others beside their fields, decision 0026), then the page's content (whose buttons show a
 * slow move's message, step-buttons.tsx).
 */
export function StepFrame(props: StepFrameProps) {
  const { host, page, view, headingIsQuestion = false, summaryErrors = [], attempt = 0 } = props;
  const messages = props.messages ?? allMessages(placeMessages(view));
  const definition = view.definition;
  const title = textOf(definition.title);
  useDocumentTitle(summaryErrors.length > 0 ? `${t('journey_error_title_prefix')}${title}` : title);
  const actions = definition.actions ?? {};
  const showProgress = host.journey.definition.showProgress === true && definition.kind !== 'outcome';
  const place = showProgress ? progress(host.journey, host.session.state, host.stepId) : null;

  return (
    <>
      {actions.back !== false && (
        <a
          className="back-link"
          href={host.backHref}
          onClick={(event) => {
            event.preventDefault();
            void page.perform({ kind: 'back' });
          }}
        >
          {t('journey_back')}
        </a>
      )}
      <ErrorSummary problems={summaryErrors} attempt={attempt} />
      {page.notice && page.noticeKind === 'outcome-unknown' && (
        // It may have worked: a warning to wait and not do it again, never "There is a problem" (decision 0049).
        <div role="alert">
          <WarningText text={textOf(page.notice)} />
        </div>
      )}
      {page.notice && page.noticeKind !== 'outcome-unknown' && (
        <div className="error-summary" role="alert">
          <h2 className="error-summary__title heading-m">{t('there_is_a_problem')}</h2>
          {/* A number to call in it is tappable on a phone, as in every journey message. */}
          <p className="body">{withPhoneNumbers(textOf(page.notice))}</p>
        </div>
      )}
      {place && (
        <span className="caption">{t('journey_progress', { n: place.stepNumber, total: place.estimatedTotal })}</span>
      )}
      {definition.kind === 'outcome' ? (
        <div className="panel panel--confirmation">
          <h1 className="panel__title">{title}</h1>
          {definition.hint && <div className="panel__body">{textOf(definition.hint)}</div>}
        </div>
      ) : (
        !headingIsQuestion && <h1 className="heading-l">{title}</h1>
      )}
      {/* With the question as the heading, the step's hint reads under it, as the question's hint (ui-schema). */}
      {definition.kind !== 'outcome' && definition.hint && !headingIsQuestion && (
        <p className="body">{textOf(definition.hint)}</p>
      )}
      {!headingIsQuestion && <MessageRegion className="page-messages" messages={messages} />}
      {props.children}
    </>
  );
}
