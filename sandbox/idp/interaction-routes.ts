import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type default as Provider, type InteractionResults } from 'oidc-provider';
import type { Accounts } from './accounts';
import {
  changePasswordPage,
  changeUsernamePage,
  expiredPage,
  loginPage,
  registrationPage,
  type PageContext,
} from './pages/interaction-pages';
import type { FieldError } from './pages/layout';
import { FormBodyError, readFormBody } from './read-form-body';
import { validateChangePassword, validateChangeUsername, validateLogin, validateRegistration } from './validate-forms';

export interface InteractionRoutesDeps {
  provider: Provider;
  accounts: Accounts;
  clock: { now(): Date };
  issuerPath: string;
  issuerOrigin: string;
  portalOrigin: string;
  assetsPath: string;
  pageHeaders: Record<string, string>;
}

type PageName = 'login' | 'registration' | 'change-password' | 'change-username';
const pageNames = new Set<string>(['login', 'registration', 'change-password', 'change-username']);

function pageForPolicy(policy: unknown): PageName {
  if (policy === 'registration') return 'registration';
  if (policy === 'changepassword') return 'change-password';
  if (policy === 'changeusername') return 'change-username';
  return 'login';
}

/**
 * The login, registration, change-password and change-username pages of an interaction (/oidc/interaction/<uid>/…).
 * A form post is accepted only with the interaction cookie oidc-provider set for this uid (httpOnly, SameSite=Lax,
 * path-scoped to the interaction), from this origin, and only while the interaction lives.
 */
export function createInteractionRoutes(deps: InteractionRoutesDeps) {
  const prefix = `${deps.issuerPath}/interaction/`;
  const startHref = `${deps.portalOrigin}/startpage`;

  function send(res: ServerResponse, status: number, body: string): void {
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...deps.pageHeaders,
    });
    res.end(body);
  }

  function renderPage(
    res: ServerResponse,
    ctx: PageContext,
    page: PageName,
    form: Record<string, string>,
    fieldErrors: FieldError[],
  ): void {
    const status = fieldErrors.length ? 400 : 200;
    const email = form.email ?? '';
    if (page === 'registration') {
      const dob = { day: form['dob-day'] ?? '', month: form['dob-month'] ?? '', year: form['dob-year'] ?? '' };
      send(
        res,
        status,
        registrationPage(ctx, { email, paymentReference: form.paymentReference ?? '', dob }, fieldErrors),
      );
    } else if (page === 'change-password') {
      send(res, status, changePasswordPage(ctx, { email }, fieldErrors));
    } else if (page === 'change-username') {
      send(res, status, changeUsernamePage(ctx, { email, newEmail: form.newEmail ?? '' }, fieldErrors));
    } else {
      send(res, status, loginPage(ctx, { email }, fieldErrors));
    }
  }

  async function finish(req: IncomingMessage, res: ServerResponse, result: InteractionResults): Promise<void> {
    await deps.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  // Only reached when the portal sends prompt=consent: a first-party client's consent is given on the resident's
  // behalf.
  async function autoConsent(
    req: IncomingMessage,
    res: ServerResponse,
    details: Awaited<ReturnType<Provider['interactionDetails']>>,
  ) {
    const accountId = details.session?.accountId;
    const clientId = String(details.params.client_id);
    const grant =
      (details.grantId ? await deps.provider.Grant.find(details.grantId) : undefined) ??
      new deps.provider.Grant({ accountId, clientId });
    const missing = details.prompt.details.missingOIDCScope;
    if (Array.isArray(missing)) grant.addOIDCScope(missing.map(String));
    const grantId = await grant.save();
    await deps.provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  async function submit(
    page: PageName,
    fields: Record<string, string | undefined>,
  ): Promise<{ accountId: string } | { errors: FieldError[] }> {
    if (page === 'login') {
      const { input, errors: found } = validateLogin(fields);
      if (found.length) return { errors: found };
      const user = deps.accounts.authenticate(input.email, input.password);
      return user
        ? { accountId: user.id }
        : { errors: [{ field: 'email', message: 'Email address or password is incorrect' }] };
    }
    if (page === 'change-password') {
      const { input, errors: found } = validateChangePassword(fields);
      if (found.length) return { errors: found };
      const user = deps.accounts.authenticate(input.email, input.currentPassword);
      if (!user) return { errors: [{ field: 'email', message: 'Email address or current password is incorrect' }] };
      deps.accounts.changePassword(user.id, input.newPassword);
      return { accountId: user.id };
    }
    if (page === 'change-username') {
      const { input, errors: found } = validateChangeUsername(fields);
      if (found.length) return { errors: found };
      const user = deps.accounts.authenticate(input.email, input.password);
      if (!user) return { errors: [{ field: 'email', message: 'Email address or password is incorrect' }] };
      if (deps.accounts.changeEmail(user.id, input.newEmail) === 'in-use') {
        return {
          errors: [
            { field: 'newEmail', message: 'An account already exists with this email address – choose another' },
          ],
        };
      }
      return { accountId: user.id };
    }
    const { input, errors: found } = validateRegistration(fields, deps.clock.now());
    if (found.length || input.dateOfBirth === null) return { errors: found };
    if (deps.accounts.emailInUse(input.email)) {
      return {
        errors: [{ field: 'email', message: 'An account already exists with this email address – log in instead' }],
      };
    }
    const link = deps.accounts.findCustomerToLink(input.paymentReference, input.dateOfBirth);
    if (!link.ok) {
      const message =
        link.reason === 'already-linked'
          ? 'An account already exists for this tenancy – log in instead'
          : 'The payment reference and date of birth do not match our records';
      return { errors: [{ field: 'paymentReference', message }] };
    }
    const user = deps.accounts.createUser({
      email: input.email,
      password: input.password,
      givenName: link.givenName,
      familyName: link.familyName,
      customerId: link.customerId,
    });
    return { accountId: user.id };
  }

  async function route(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const [uid, action, ...rest] = pathname.slice(prefix.length).split('/');
    const method = req.method ?? 'GET';
    const isPost = method === 'POST';
    // GET shows a page (the one the policy asks for when no page is named); POST sends one, or cancels.
    const known = isPost
      ? action !== undefined && (pageNames.has(action) || action === 'abort')
      : action === undefined || pageNames.has(action);
    if (!uid || rest.length > 0 || !known || (!isPost && method !== 'GET')) {
      send(res, 404, expiredPage({ assetsPath: deps.assetsPath, homeHref: startHref, startHref }));
      return;
    }
    if (isPost && req.headers.origin !== undefined && req.headers.origin !== deps.issuerOrigin) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden');
      return;
    }

    let details;
    try {
      details = await deps.provider.interactionDetails(req, res);
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
    }
    if (!details || details.uid !== uid) {
      send(res, 400, expiredPage({ assetsPath: deps.assetsPath, homeHref: startHref, startHref }));
      return;
    }

    const ctx: PageContext = { assetsPath: deps.assetsPath, homeHref: startHref, interactionPath: `${prefix}${uid}` };
    if (!isPost) {
      if (action === undefined && details.prompt.name === 'consent') {
        await autoConsent(req, res, details);
        return;
      }
      const page = action === undefined ? pageForPolicy(details.params.policy) : (action as PageName);
      const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      // A signed-in resident changing their username finds their current one filled in.
      const signedIn =
        page === 'change-username' && details.session?.accountId
          ? deps.accounts.findById(details.session.accountId)?.email
          : undefined;
      renderPage(res, ctx, page, { email: loginHint || signedIn || '' }, []);
      return;
    }

    if (action === 'abort') {
      await finish(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' });
      return;
    }
    const page = action as PageName;
    const fields = await readFormBody(req);
    const outcome = await submit(page, fields);
    if ('errors' in outcome) {
      renderPage(
        res,
        ctx,
        page,
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? ''])),
        outcome.errors,
      );
      return;
    }
    await finish(req, res, { login: { accountId: outcome.accountId, remember: false } });
  }

  return {
    matches: (pathname: string) => pathname.startsWith(prefix),
    async handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
      try {
        await route(req, res, pathname);
      } catch (error) {
        if (res.headersSent) return;
        if (error instanceof FormBodyError) {
          res.writeHead(error.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(error.message);
          return;
        }
        throw error;
      }
    },
  };
}
