import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { statementRequest } from '../../../gateway/communication-bodies';
import type { Account } from '../../../gateway';
import { UnauthorisedError } from '../../../gateway';
import { PORTAL_SENDER } from '../../../shared/constants';
import { dayMonthYear } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { useServices } from '../../../shared/services';
import { Loading } from '../../../ui/loading';
import type { StatementRequestAnswers } from './request-statement-dialog';

// The pop-up, its checks and its date boxes download when the resident first opens it, not with the page.
const RequestStatementDialog = lazy(() =>
  import('./request-statement-dialog').then((module) => ({
    default: module.RequestStatementDialog,
  })),
);

/** How long the request's outcome shows (portal.md §9: confirmation 5000 ms, failure 4000 ms). */
export const REQUEST_MESSAGE_MS = { sent: 5000, failed: 4000 } as const;

interface Outcome {
  id: number;
  kind: 'sent' | 'failed';
  text: string;
}

interface StatementRequestProps {
  customerId: string;
  customerName: string;
  existingEmail: string;
  accounts: readonly Account[];
  chosen: Account;
  today: string;
  tenancyStart: string | null;
  /** IsRequestStatementDisabled: the link shows, but cannot be used (§6). */
  disabled: boolean;
}

/**
 * "Request a custom statement" (portal.md §2 Statements, §3 "Custom statement e-mail request", §4, §5): the link that
 * opens the pop-up, the request sent as the communication of §3 once its answers pass, and its outcome — shown for
 * 5000 ms (sent) or 4000 ms (not sent) in a live region, and kept on the page as a list of today's requests, so a
 * message that goes away is never the only record (WCAG 2.2.1).
 */
export function StatementRequest({
  customerId,
  customerName,
  existingEmail,
  accounts,
  chosen,
  today,
  tenancyStart,
  disabled,
}: StatementRequestProps) {
  const { gateway, newId } = useServices();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [shown, setShown] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!shown) return undefined;
    const timer = window.setTimeout(() => setShown(null), REQUEST_MESSAGE_MS[shown.kind]);
    return () => window.clearTimeout(timer);
  }, [shown]);

  const send = async (answers: StatementRequestAnswers) => {
    setSending(true);
    const dates = {
      from: dayMonthYear(answers.from),
      to: dayMonthYear(answers.to),
    };
    const body = statementRequest({
      sender: PORTAL_SENDER,
      paymentRef: answers.account.identifiers['pay-ref'],
      customerName,
      startDate: answers.startDate,
      endDate: answers.endDate,
      customerEmail: answers.email,
    });
    let outcome: Outcome;
    try {
      await gateway.sendCommunication(customerId, body, newId());
      outcome = {
        id: Date.now(),
        kind: 'sent',
        text: t('statements_request_sent', { ...dates, email: answers.email }),
      };
    } catch (error) {
      // A 401 is already on its way to the start page; anything else is said, and kept.
      if (error instanceof UnauthorisedError) return;
      outcome = {
        id: Date.now(),
        kind: 'failed',
        text: t('statements_request_failed', dates),
      };
    } finally {
      setSending(false);
    }
    setOpen(false);
    setOutcomes((list) => [outcome, ...list]);
    setShown(outcome);
  };

  return (
    <div className="statement-request-area">
      <p className="body" id={reasonId}>
        {t(disabled ? 'statements_request_disabled' : 'statements_request_hint')}
      </p>
      {/* Switched off by its flag, the button stays in the tab order with its reason as its description (GOV.UK: a
          disabled button nobody can reach says nothing); a press does nothing. */}
      <button
        className="button button--secondary"
        type="button"
        aria-disabled={disabled ? true : undefined}
        aria-describedby={disabled ? reasonId : undefined}
        onClick={() => {
          if (!disabled) setOpen(true);
        }}
      >
        {t('statements_request_open')}
      </button>
      {/* Always in the page, so what is put in it is announced. */}
      <div role="status" className={shown?.kind === 'failed' ? 'warning-text' : 'body'}>
        {shown && <p className="body">{shown.text}</p>}
      </div>
      {outcomes.length > 0 && (
        <section className="statement-requests" aria-labelledby="statement-requests-heading">
          <h2 className="heading-m" id="statement-requests-heading">
            {t('statements_requests_heading')}
          </h2>
          <ul className="list">
            {outcomes.map((outcome) => (
              <li key={outcome.id}>{outcome.text}</li>
            ))}
          </ul>
        </section>
      )}
      {open && (
        <Suspense fallback={<Loading />}>
          <RequestStatementDialog
            accounts={accounts}
            chosen={chosen}
            existingEmail={existingEmail}
            today={today}
            tenancyStart={tenancyStart}
            sending={sending}
            onSubmit={(answers) => void send(answers)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
