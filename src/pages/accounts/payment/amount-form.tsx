import { useId, useState, type FormEvent } from 'react';
import { checkAmount, keepAmountCharacters, type PaymentLimits } from '../../../accounts/payments/payment-amount';
import { t } from '../../../shared/i18n';
import { formatPence } from '../../../shared/money';
import { ErrorSummary, FieldError, RadioItem, type FormProblem } from '../../../ui/error-summary';
import '../../../ui/form-controls.css';

type Choice = 'balance' | 'other' | null;

export interface AmountFormProps {
  /** The outstanding balance in pence when it may be paid (owed, and within the limits); null offers no such choice. */
  balancePence: number | null;
  /** The balance is owed but is more than one payment may take: the page says so, and asks for another amount. */
  balanceTooLarge: boolean;
  limits: PaymentLimits;
  busy: boolean;
  onPay(pence: number): void;
}

/**
 * "How much do you want to pay?" (portal.md §2 Payment, §5 "Payment amount"): the outstanding balance, when there is
 * one to pay, or another amount. An amount that is not from £1 to £5,000 shows SSC008 as it is typed and Continue is
 * disabled (§5) — marked aria-disabled rather than disabled, so it stays in the tab order and a press says why.
 */
export function AmountForm({ balancePence, balanceTooLarge, limits, busy, onPay }: AmountFormProps) {
  const ids = { balance: useId(), other: useId(), amount: useId() };
  const [choice, setChoice] = useState<Choice>(balancePence === null ? 'other' : null);
  const [typed, setTyped] = useState('');
  const [attempt, setAttempt] = useState(0);
  // The summary says what was wrong when Continue was pressed, and changes only at the next press: were it live, an
  // amount passing through a problem as it is typed ("0" on the way to "0.50") would pull focus away from the box.
  const [summary, setSummary] = useState<FormProblem[]>([]);
  const bounds = { minimum: formatPence(limits.minimumPence), maximum: formatPence(limits.maximumPence) };
  const check = checkAmount(typed, limits);
  const amountError =
    choice === 'other' && (typed !== '' || attempt > 0) && check.kind === 'invalid' ? t('SSC008', bounds) : null;
  const choiceError = attempt > 0 && choice === null ? t('payments_choose_amount') : null;
  const blocked = amountError !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (choice === 'balance' && balancePence !== null) {
      onPay(balancePence);
      return;
    }
    if (choice === 'other' && check.kind === 'valid') {
      onPay(check.pence);
      return;
    }
    const problems: FormProblem[] =
      choice === null
        ? [{ target: ids.balance, text: t('payments_choose_amount') }]
        : [{ target: ids.amount, text: t('SSC008', bounds) }];
    setSummary(problems);
    setAttempt((n) => n + 1);
  };

  const amountBox = (
    <div className={amountError ? 'form-group form-group--error' : 'form-group'}>
      <label className="label" htmlFor={ids.amount}>
        {t('payments_other_label')}
      </label>
      <p className="hint" id={`${ids.amount}-hint`}>
        {t('payments_amount_hint', bounds)}
      </p>
      {amountError && <FieldError id={`${ids.amount}-error`} text={amountError} />}
      <div className="input-wrapper">
        <span className="input__prefix" aria-hidden="true">
          £
        </span>
        <input
          className={amountError ? 'input input--width-10 input--error' : 'input input--width-10'}
          id={ids.amount}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={[`${ids.amount}-hint`, amountError ? `${ids.amount}-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => setTyped(keepAmountCharacters(event.target.value))}
        />
      </div>
    </div>
  );

  return (
    <form className="form-controls payment-amount" onSubmit={submit} noValidate>
      <ErrorSummary problems={summary} attempt={attempt} />
      {balanceTooLarge && <p className="body">{t('payments_balance_too_large', bounds)}</p>}
      {balancePence === null ? (
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t('payments_amount_legend')}</legend>
          {amountBox}
        </fieldset>
      ) : (
        <div className={choiceError ? 'form-group form-group--error' : 'form-group'}>
          <fieldset className="fieldset" aria-describedby={choiceError ? `${ids.balance}-error` : undefined}>
            <legend className="fieldset__legend">{t('payments_amount_legend')}</legend>
            {choiceError && <FieldError id={`${ids.balance}-error`} text={choiceError} />}
            <div className="radios">
              <RadioItem
                id={ids.balance}
                name="amount-choice"
                checked={choice === 'balance'}
                onCheck={() => setChoice('balance')}
                label={t('payments_balance_option', { amount: formatPence(balancePence) })}
              />
              <RadioItem
                id={ids.other}
                name="amount-choice"
                checked={choice === 'other'}
                onCheck={() => setChoice('other')}
                label={t('payments_other_option')}
              />
              {choice === 'other' && <div className="radios__conditional">{amountBox}</div>}
            </div>
          </fieldset>
        </div>
      )}
      <button className="button" type="submit" aria-disabled={blocked || busy ? true : undefined}>
        {t('payments_continue')}
      </button>
    </form>
  );
}
