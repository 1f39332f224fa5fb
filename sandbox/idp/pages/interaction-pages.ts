import { html, type SafeHtml } from '../html';
import { dateInput, errorFor, errorSummary, submitButton, textInput, type DateValue } from './components';
import { renderLayout, SERVICE_NAME, type FieldError } from './layout';

/** What every interaction page needs to know about where it lives. */
export interface PageContext {
  assetsPath: string;
  homeHref: string;
  /** /oidc/interaction/<uid>: the pages and their form posts hang under it. */
  interactionPath: string;
}

function cancelForm(ctx: PageContext): SafeHtml {
  return html`<form method="post" action="${ctx.interactionPath}/abort" class="cancel-form">
<button type="submit" class="button button--secondary">Cancel</button>
</form>`;
}

export interface LoginValues {
  email: string;
}

export function loginPage(ctx: PageContext, values: LoginValues, errors: readonly FieldError[] = []): string {
  return renderLayout({
    title: `Log in to ${SERVICE_NAME}`,
    assetsPath: ctx.assetsPath,
    homeHref: ctx.homeHref,
    errors,
    body: html`${errorSummary(errors)}
<h1 class="heading-l">Log in to ${SERVICE_NAME}</h1>
<form method="post" action="${ctx.interactionPath}/login" novalidate>
${textInput({ id: 'email', label: 'Email address', type: 'email', autocomplete: 'username', value: values.email, error: errorFor(errors, 'email') })}
${textInput({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: errorFor(errors, 'password') })}
${submitButton('Log in')}
</form>
<p class="body"><a href="${ctx.interactionPath}/change-password">Change your password</a></p>
<h2 class="heading-m">New to ${SERVICE_NAME}?</h2>
<p class="body">If you rent or lease your home from us, you can <a href="${ctx.interactionPath}/registration">create an account</a> with your payment reference and date of birth.</p>
${cancelForm(ctx)}`,
  });
}

export interface RegistrationValues {
  email: string;
  paymentReference: string;
  dob: DateValue;
}

export function registrationPage(
  ctx: PageContext,
  values: RegistrationValues,
  errors: readonly FieldError[] = [],
): string {
  const dobError = errors.find((e) => e.field.startsWith('dob-'));
  return renderLayout({
    title: 'Create an account',
    assetsPath: ctx.assetsPath,
    homeHref: ctx.homeHref,
    errors,
    body: html`${errorSummary(errors)}
<h1 class="heading-l">Create an account</h1>
<p class="body">You need the payment reference for your home, which is on your rent statement and tenancy letters, and your date of birth.</p>
<form method="post" action="${ctx.interactionPath}/registration" novalidate>
${textInput({ id: 'email', label: 'Email address', type: 'email', autocomplete: 'email', value: values.email, error: errorFor(errors, 'email') })}
${textInput({ id: 'password', label: 'Create a password', type: 'password', autocomplete: 'new-password', hint: 'Must be 8 characters or more', error: errorFor(errors, 'password') })}
${textInput({ id: 'confirmPassword', label: 'Confirm password', type: 'password', autocomplete: 'new-password', error: errorFor(errors, 'confirmPassword') })}
${textInput({ id: 'paymentReference', label: 'Payment reference', autocomplete: 'off', value: values.paymentReference, hint: 'This is on your rent statement and tenancy letters', widthClass: 'input--width-10', error: errorFor(errors, 'paymentReference') })}
${dateInput({ id: 'dob', legend: 'Date of birth', hint: 'For example, 27 3 1980', value: values.dob, error: dobError?.message, errorParts: dobError?.parts, autocompletePrefix: 'bday' })}
${submitButton('Create account')}
</form>
<p class="body">Already have an account? <a href="${ctx.interactionPath}/login">Log in</a></p>
${cancelForm(ctx)}`,
  });
}

export interface ChangePasswordValues {
  email: string;
}

export function changePasswordPage(
  ctx: PageContext,
  values: ChangePasswordValues,
  errors: readonly FieldError[] = [],
): string {
  return renderLayout({
    title: 'Change your password',
    assetsPath: ctx.assetsPath,
    homeHref: ctx.homeHref,
    errors,
    body: html`${errorSummary(errors)}
<h1 class="heading-l">Change your password</h1>
<form method="post" action="${ctx.interactionPath}/change-password" novalidate>
${textInput({ id: 'email', label: 'Email address', type: 'email', autocomplete: 'username', value: values.email, error: errorFor(errors, 'email') })}
${textInput({ id: 'currentPassword', label: 'Current password', type: 'password', autocomplete: 'current-password', error: errorFor(errors, 'currentPassword') })}
${textInput({ id: 'newPassword', label: 'New password', type: 'password', autocomplete: 'new-password', hint: 'Must be 8 characters or more', error: errorFor(errors, 'newPassword') })}
${textInput({ id: 'confirmNewPassword', label: 'Confirm new password', type: 'password', autocomplete: 'new-password', error: errorFor(errors, 'confirmNewPassword') })}
${submitButton('Change password')}
</form>
<p class="body"><a href="${ctx.interactionPath}/login">Log in without changing your password</a></p>
${cancelForm(ctx)}`,
  });
}

export interface ChangeUsernameValues {
  email: string;
  newEmail: string;
}

export function changeUsernamePage(
  ctx: PageContext,
  values: ChangeUsernameValues,
  errors: readonly FieldError[] = [],
): string {
  return renderLayout({
    title: 'Change the email address you log in with',
    assetsPath: ctx.assetsPath,
    homeHref: ctx.homeHref,
    errors,
    body: html`${errorSummary(errors)}
<h1 class="heading-l">Change the email address you log in with</h1>
<p class="body">You will log in with the new email address from now on. This does not change the email address on your profile, where we write to you.</p>
<form method="post" action="${ctx.interactionPath}/change-username" novalidate>
${textInput({ id: 'email', label: 'Current email address', type: 'email', autocomplete: 'username', value: values.email, error: errorFor(errors, 'email') })}
${textInput({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: errorFor(errors, 'password') })}
${textInput({ id: 'newEmail', label: 'New email address', type: 'email', autocomplete: 'email', value: values.newEmail, hint: 'For example, name@example.com', error: errorFor(errors, 'newEmail') })}
${textInput({ id: 'confirmNewEmail', label: 'Confirm new email address', type: 'email', autocomplete: 'email', error: errorFor(errors, 'confirmNewEmail') })}
${submitButton('Change email address')}
</form>
<p class="body"><a href="${ctx.interactionPath}/login">Log in without changing your email address</a></p>
${cancelForm(ctx)}`,
  });
}

/** Shown when the sign-in link is stale (expired interaction, cookies cleared, opened in another browser). */
export function expiredPage(options: { assetsPath: string; homeHref: string; startHref: string }): string {
  return renderLayout({
    title: 'Your sign-in has timed out',
    assetsPath: options.assetsPath,
    homeHref: options.homeHref,
    body: html`<h1 class="heading-l">Your sign-in has timed out</h1>
<p class="body">We could not continue your sign-in. This happens if the page was open for a long time or was opened in another browser.</p>
<p class="body"><a href="${options.startHref}">Go back to ${SERVICE_NAME} and try again</a></p>`,
  });
}
