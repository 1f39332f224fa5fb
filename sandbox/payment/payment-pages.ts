import { html, type SafeHtml } from '../idp/html';
import { errorFor, errorSummary, submitButton, textInput } from '../idp/pages/components';
import type { FieldError } from '../idp/pages/layout';
import type { OutcomeText } from './outcome-texts';
import { TEST_CARDS } from './test-cards';
import { amountText } from '../payment-attempts/pence';

export interface PaymentPageContext {
  /** e.g. /payment-sandbox/assets */
  assetsPath: string;
  /** The portal that frames the pages: the only window payment.js tells anything (the page's height, the finish). */
  portalOrigin: string;
}

/** What the payment is, as the gateway token binds it. */
export interface PaymentSummary {
  customerReference: string;
  paymentReason: string;
  amount: string;
}

const PROVIDER_NAME = 'Card payment (test)';

/** The portal's page that reads the attempt's outcome from the gateway (decision 0037). */
export function portalResultUrl(portalOrigin: string, attemptId: string): string {
  return `${portalOrigin}/allPayGatewayConformation?attempt=${encodeURIComponent(attemptId)}`;
}

/**
 * A page inside the portal's payment frame: its own small header (it is the payment provider's page, not the portal's).
 */
function layout(
  ctx: PaymentPageContext,
  title: string,
  body: SafeHtml,
  options: { errors?: readonly FieldError[]; bodyData?: SafeHtml } = {},
): string {
  const fullTitle = `${options.errors?.length ? 'Error: ' : ''}${title} – ${PROVIDER_NAME}`;
  return `<!DOCTYPE html>\n${
    html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${fullTitle}</title>
<link rel="stylesheet" href="${ctx.assetsPath}/page.css">
<link rel="stylesheet" href="${ctx.assetsPath}/payment.css">
<script src="${ctx.assetsPath}/payment.js" defer></script>
</head>
<body data-parent-origin="${ctx.portalOrigin}"${options.bodyData ?? ''}>
<a href="#main-content" class="skip-link">Skip to main content</a>
<header class="header header--provider">
<div class="width-container"><span class="header__service">${PROVIDER_NAME}</span></div>
</header>
<div class="width-container">
<main class="main" id="main-content" tabindex="-1">
${body}
</main>
</div>
</body>
</html>`.value
  }\n`;
}

function summaryList(payment: PaymentSummary, extra: Array<[string, string]> = []): SafeHtml {
  const rows: Array<[string, string]> = [
    ['Payment for', payment.paymentReason],
    ['Payment reference', payment.customerReference],
    ['Total amount', amountText(payment.amount)],
    ...extra,
  ];
  return html`<dl class="summary-list">
${rows.map(([key, value]) => html`<div class="summary-list__row"><dt class="summary-list__key">${key}</dt><dd class="summary-list__value">${value}</dd></div>\n`)}</dl>`;
}

export interface CardPageUrls {
  /** The card form's action. */
  pay: string;
  /** The Cancel payment form's action. */
  cancel: string;
}

export function cardFormPage(
  ctx: PaymentPageContext,
  urls: CardPageUrls,
  payment: PaymentSummary,
  values: Record<string, string> = {},
  errors: readonly FieldError[] = [],
): string {
  const expiryError = errorFor(errors, 'expiryMonth');
  return layout(
    ctx,
    'Enter card details',
    html`${errorSummary(errors)}
<h1 class="heading-l">Enter card details</h1>
${summaryList(payment)}
<form method="post" action="${urls.pay}" novalidate autocomplete="on">
${textInput({ id: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric', value: values.cardNumber, widthClass: 'input--width-20', error: errorFor(errors, 'cardNumber') })}
<div class="form-group${expiryError ? ' form-group--error' : ''}">
<fieldset class="fieldset" role="group" aria-describedby="expiry-hint${expiryError ? ' expiry-error' : ''}">
<legend class="fieldset__legend">Expiry date</legend>
<div class="hint" id="expiry-hint">For example, 10 30</div>
${expiryError ? html`<p class="error-message" id="expiry-error"><span class="visually-hidden">Error:</span> ${expiryError}</p>` : ''}
<div class="date-input">
<div class="date-input__item"><label class="label date-input__label" for="expiryMonth">Month</label>
<input class="input input--width-2${expiryError ? ' input--error' : ''}" id="expiryMonth" name="expiryMonth" type="text" inputmode="numeric" autocomplete="cc-exp-month"${values.expiryMonth ? html` value="${values.expiryMonth}"` : ''}${expiryError ? html` aria-invalid="true"` : ''}></div>
<div class="date-input__item"><label class="label date-input__label" for="expiryYear">Year</label>
<input class="input input--width-4${expiryError ? ' input--error' : ''}" id="expiryYear" name="expiryYear" type="text" inputmode="numeric" autocomplete="cc-exp-year"${values.expiryYear ? html` value="${values.expiryYear}"` : ''}${expiryError ? html` aria-invalid="true"` : ''}></div>
</div>
</fieldset>
</div>
${textInput({ id: 'nameOnCard', label: 'Name on card', autocomplete: 'cc-name', value: values.nameOnCard, error: errorFor(errors, 'nameOnCard') })}
${textInput({ id: 'securityCode', label: 'Card security code', autocomplete: 'cc-csc', inputmode: 'numeric', hint: 'The last 3 digits on the back of the card', widthClass: 'input--width-4', error: errorFor(errors, 'securityCode') })}
${submitButton(`Pay ${amountText(payment.amount)}`)}
</form>
<form method="post" action="${urls.cancel}">
<button type="submit" class="button button--secondary" data-prevent-double-click>Cancel payment</button>
</form>
<details class="details">
<summary class="details__summary">Test cards</summary>
<div class="details__text">
<p class="body">Use any future expiry date, any name and any 3-digit security code.</p>
<ul class="list">
${TEST_CARDS.map((card) => html`<li><span class="code">${card.number}</span>: ${card.description}</li>\n`)}</ul>
</div>
</details>`,
    { errors },
  );
}

/** The 3-D Secure challenge of the test cards that ask for it: the bank's page, as Stripe's test mode shows it. */
export function challengePage(ctx: PaymentPageContext, action: string, payment: PaymentSummary): string {
  return layout(
    ctx,
    'Confirm your payment with your bank',
    html`<h1 class="heading-l">Confirm your payment with your bank</h1>
<p class="body">This is a test 3-D Secure check. Your bank asks you to confirm a payment of ${amountText(payment.amount)} to ${PROVIDER_NAME}.</p>
${summaryList(payment)}
<form method="post" action="${action}">
<div class="button-group">
<button type="submit" class="button" name="decision" value="complete" data-prevent-double-click>Complete authentication</button>
<button type="submit" class="button button--secondary" name="decision" value="fail" data-prevent-double-click>Fail authentication</button>
</div>
</form>`,
  );
}

export interface FinishedPayment {
  attemptId: string;
  transactionReference: string | null;
  portalOrigin: string;
}

/**
 * The result page. Its script tells the portal (the parent window, and only at the portal's origin) that the attempt
 * has finished, from data attributes on <body>; the link does the same for a browser without script. Neither carries
 * the result: the portal asks the gateway for it.
 */
export function outcomePage(
  ctx: PaymentPageContext,
  payment: PaymentSummary,
  outcome: OutcomeText,
  finished: FinishedPayment,
): string {
  const bodyData = html` data-payment-finished="${finished.attemptId}"`;
  const extra: Array<[string, string]> = finished.transactionReference
    ? [['Transaction reference', finished.transactionReference]]
    : [];
  return layout(
    ctx,
    outcome.heading,
    html`<div class="panel${finished.transactionReference ? ' panel--success' : ' panel--failure'}">
<h1 class="heading-l">${outcome.heading}</h1>
</div>
<p class="body">${outcome.message}</p>
${summaryList(payment, extra)}
<p class="body"><a href="${portalResultUrl(finished.portalOrigin, finished.attemptId)}" target="_top">Continue to your payment result</a></p>`,
    { bodyData },
  );
}

export function problemPage(
  ctx: PaymentPageContext,
  heading: string,
  text: string,
  link?: { href: string; text: string },
): string {
  return layout(
    ctx,
    heading,
    html`<h1 class="heading-l">${heading}</h1>\n<p class="body">${text}</p>${link ? html`\n<p class="body"><a href="${link.href}" target="_top">${link.text}</a></p>` : ''}`,
  );
}
