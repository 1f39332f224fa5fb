import { useId, useState, type FormEvent } from 'react';
import {
  requestDate,
  statementRequestProblems,
  type EmailChoice,
  type StatementRequestProblem,
} from '../../../accounts/statements/statement-request';
import type { Account } from '../../../gateway';
import { dayMonthYear } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { DateInput } from '../../../ui/date-input';
import { joinDateParts, NO_DATE_PARTS, type DateParts } from '../../../ui/date-parts';
import { ErrorSummary, FieldError, RadioItem, type FormProblem } from '../../../ui/error-summary';
import { Loading } from '../../../ui/loading';
import { ModalDialog } from '../../../ui/modal-dialog';
import { AccountChoice } from '../shared/account-choice';
import '../../../ui/form-controls.css';
import './statement-request.css';

/** What a missing answer is called in SSC009. */
const MISSING = {
  from: 'statements_request_missing_from',
  to: 'statements_request_missing_to',
  emailChoice: 'statements_request_missing_email_choice',
  otherEmail: 'statements_request_missing_other_email',
} as const;

/** What the resident asked for, once it passes the checks of §5: the page sends it. */
export interface StatementRequestAnswers {
  account: Account;
  /** YYYY-MM-DD. */
  from: string;
  to: string;
  /** The same days DD/MM/YYYY, as the e-mail request carries them (§3). */
  startDate: string;
  endDate: string;
  email: string;
}

interface RequestStatementDialogProps {
  accounts: readonly Account[];
  chosen: Account;
  /** The e-mail address held for the resident; '' when none (then only another address can be given). */
  existingEmail: string;
  today: string;
  tenancyStart: string | null;
  sending: boolean;
  onSubmit(answers: StatementRequestAnswers): void;
  /** Cancel, Escape: the pop-up closes, and opens again with every field empty. */
  onClose(): void;
}

/**
 * The request-statement pop-up (portal.md §2 Statements, §4 "Request statement pop-up", §5 "Request custom statement"):
 * account type, from and to dates (from the tenancy start to today), the existing e-mail or another one, Continue and
 * Cancel, with the problems of §5 in an error summary and beside each field.
 */
export function RequestStatementDialog({
  accounts,
  chosen,
  existingEmail,
  today,
  tenancyStart,
  sending,
  onSubmit,
  onClose,
}: RequestStatementDialogProps) {
  const formId = useId();
  const ids = {
    account: `${formId}-account`,
    from: `${formId}-from`,
    to: `${formId}-to`,
    emailChoice: `${formId}-email-existing`,
    otherEmail: `${formId}-email-other-address`,
  };
  const [accountId, setAccountId] = useState(chosen['account-identifier']);
  const [from, setFrom] = useState<DateParts>(NO_DATE_PARTS);
  const [to, setTo] = useState<DateParts>(NO_DATE_PARTS);
  const [emailChoice, setEmailChoice] = useState<EmailChoice>('');
  const [otherEmail, setOtherEmail] = useState('');
  const [problems, setProblems] = useState<StatementRequestProblem[]>([]);
  const [attempt, setAttempt] = useState(0);

  const start = tenancyStart?.slice(0, 10) ?? null;
  const words = (problem: StatementRequestProblem): string => {
    if (problem.order) return t('statements_request_date_order');
    if (problem.code === 'SSC009') return t('SSC009', { what: t(MISSING[problem.field]) });
    if (problem.code === 'SSC012') return t('SSC012', { date: start ? dayMonthYear(start) : '' });
    if (problem.code === 'SSC020')
      return t('SSC020', {
        field: t(problem.field === 'from' ? 'statements_request_from_field' : 'statements_request_to_field'),
      });
    return t(problem.code);
  };
  const problemOf = (field: StatementRequestProblem['field']) => {
    const found = problems.find((problem) => problem.field === field);
    return found ? words(found) : undefined;
  };
  const summary: FormProblem[] = problems.map((problem) => ({ target: ids[problem.field], text: words(problem) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const facts = { from: joinDateParts(from), to: joinDateParts(to), emailChoice, otherEmail, today, tenancyStart };
    const found = statementRequestProblems(facts);
    setProblems(found);
    setAttempt((count) => count + 1);
    const account = accounts.find((entry) => entry['account-identifier'] === accountId) ?? chosen;
    if (found.length === 0)
      onSubmit({
        account,
        from: facts.from,
        to: facts.to,
        startDate: requestDate(facts.from),
        endDate: requestDate(facts.to),
        email: emailChoice === 'other' ? otherEmail.trim() : existingEmail,
      });
  };

  const dateHint = start
    ? t('statements_request_date_hint', { start: dayMonthYear(start) })
    : t('statements_request_date_hint_today');
  // The From and To questions, asked alike.
  const dateQuestions = [
    { field: 'from', legend: 'statements_request_from', value: from, change: setFrom },
    { field: 'to', legend: 'statements_request_to', value: to, change: setTo },
  ] as const;
  const emailError = problemOf('emailChoice');
  const otherError = problemOf('otherEmail');
  return (
    <ModalDialog
      heading={t('statements_request_heading')}
      description={t('statements_request_description')}
      onCloseRequest={onClose}
      initialFocus="heading"
      actions={() => (
        <>
          <button className="button" type="submit" form={formId} disabled={sending}>
            {t('statements_request_continue')}
          </button>
          <button className="button button--secondary" type="button" onClick={onClose} disabled={sending}>
            {t('statements_request_cancel')}
          </button>
        </>
      )}
    >
      <form id={formId} className="statement-request form-controls" onSubmit={submit} noValidate>
        <ErrorSummary problems={summary} attempt={attempt} />
        <AccountChoice
          id={ids.account}
          label={t('statements_request_account_label')}
          accounts={accounts}
          selected={accountId}
          onSelect={setAccountId}
        />
        {dateQuestions.map(({ field, legend, value, change }) => (
          <DateInput
            key={field}
            id={ids[field]}
            legend={t(legend)}
            hint={dateHint}
            parts={value}
            onChange={change}
            error={problemOf(field)}
          />
        ))}
        <div className={emailError || otherError ? 'form-group form-group--error' : 'form-group'}>
          <fieldset className="fieldset" aria-describedby={emailError ? `${formId}-email-error` : undefined}>
            <legend className="fieldset__legend">{t('statements_request_email_legend')}</legend>
            {emailError && <FieldError id={`${formId}-email-error`} text={emailError} />}
            <div className="radios">
              {existingEmail !== '' && (
                <RadioItem
                  id={ids.emailChoice}
                  name={`${formId}-email`}
                  checked={emailChoice === 'existing'}
                  onCheck={() => setEmailChoice('existing')}
                  label={t('statements_request_email_existing', { email: existingEmail })}
                />
              )}
              <RadioItem
                id={existingEmail === '' ? ids.emailChoice : `${formId}-email-other`}
                name={`${formId}-email`}
                checked={emailChoice === 'other'}
                onCheck={() => setEmailChoice('other')}
                label={t('statements_request_email_other')}
              />
              {emailChoice === 'other' && (
                <div className="radios__conditional">
                  <label className="label" htmlFor={ids.otherEmail}>
                    {t('statements_request_email_other_label')}
                  </label>
                  {otherError && <FieldError id={`${ids.otherEmail}-error`} text={otherError} />}
                  <input
                    className={otherError ? 'input input--error' : 'input'}
                    id={ids.otherEmail}
                    type="email"
                    autoComplete="email"
                    spellCheck={false}
                    value={otherEmail}
                    aria-invalid={otherError ? true : undefined}
                    aria-describedby={otherError ? `${ids.otherEmail}-error` : undefined}
                    onChange={(event) => setOtherEmail(event.target.value)}
                  />
                </div>
              )}
            </div>
          </fieldset>
        </div>
      </form>
      {sending && <Loading text={t('statements_request_sending')} />}
    </ModalDialog>
  );
}
