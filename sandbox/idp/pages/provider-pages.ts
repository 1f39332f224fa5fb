import { html } from '../html';
import { renderLayout, SERVICE_NAME } from './layout';

export interface ProviderPageContext {
  assetsPath: string;
  homeHref: string;
  startHref: string;
}

/**
 * The logout step of RP-initiated logout. For the portal the form submits itself (from the page script), because
 * the resident already chose to log out; for a request that does not name the portal it asks first.
 */
export function logoutPage(
  ctx: ProviderPageContext,
  form: { action: string; xsrf: string; autoSubmit: boolean },
): string {
  const heading = form.autoSubmit ? 'Logging you out' : 'Do you want to log out?';
  return renderLayout({
    title: heading,
    assetsPath: ctx.assetsPath,
    homeHref: ctx.homeHref,
    body: html`<h1 class="heading-l">${heading}</h1>
<form method="post" action="${form.action}"${form.autoSubmit ? html` data-auto-submit` : ''}>
<input type="hidden" name="xsrf" value="${form.xsrf}">
<input type="hidden" name="logout" value="yes">
${form.autoSubmit ? html`<p class="body">If nothing happens, select Continue.</p>` : ''}
<button type="submit" class="button">${form.autoSubmit ? 'Continue' : 'Yes, log me out'}</button>
</form>
${form.autoSubmit ? '' : html`<p class="body"><a href="${ctx.homeHref}">No, go back to ${SERVICE_NAME}</a></p>`}`,
  });
}

/** After a logout that named no return address. */
export function loggedOutPage(ctx: ProviderPageContext): string {
  return renderLayout({
    title: 'You have logged out',
    assetsPath: ctx.assetsPath,
    homeHref: ctx.homeHref,
    body: html`<h1 class="heading-l">You have logged out</h1>
<p class="body"><a href="${ctx.startHref}">Go to ${SERVICE_NAME}</a></p>`,
  });
}

/** oidc-provider's error page for errors it cannot return to the portal (bad client, bad redirect_uri…). */
export function errorPage(ctx: ProviderPageContext, out: { error?: string; error_description?: string }): string {
  return renderLayout({
    title: 'Sorry, there is a problem with the service',
    assetsPath: ctx.assetsPath,
    homeHref: ctx.homeHref,
    body: html`<h1 class="heading-l">Sorry, there is a problem with the service</h1>
<p class="body">We could not complete your sign-in request.</p>
<p class="body"><a href="${ctx.startHref}">Go back to ${SERVICE_NAME} and try again</a></p>
<details class="details">
<summary class="details__summary">Technical details</summary>
<div class="details__text"><p class="code">${out.error ?? 'server_error'}: ${out.error_description ?? ''}</p></div>
</details>`,
  });
}
