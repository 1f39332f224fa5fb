import { escapeHtml } from '../../idp/html';
import { badRequest, forbidden } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';

const NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/** One setting's row: its value, and for a yes/no toggle the button that switches it to the other side. */
function row(name: string, value: string): string {
  const other = value === 'true' ? 'false' : value === 'false' ? 'true' : null;
  const button =
    other === null
      ? ''
      : [
          '<form method="post" action="/__sandbox/toggles">',
          `<input type="hidden" name="name" value="${escapeHtml(name)}">`,
          `<input type="hidden" name="value" value="${other}">`,
          `<button type="submit">Switch ${escapeHtml(name)} to ${other}</button></form>`,
        ].join('');
  return `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td><td>${button}</td></tr>`;
}

function page(settings: readonly { name: string; value: string }[], saved: string | null): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox toggles</title>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main>',
    '<h1>Sandbox toggles</h1>',
    '<p>What GET /configuration/{name} answers in this sandbox. A portal tab keeps a toggle it has read for five',
    'minutes: log out and in again to see a switch.</p>',
    saved ? `<p role="status">${escapeHtml(saved)} saved.</p>` : '',
    '<form method="post" action="/__sandbox/toggles"><h2>Set a toggle</h2>',
    '<p><label for="name">Name</label> <input id="name" name="name" required pattern="[A-Za-z0-9_.\\-]{1,100}"></p>',
    '<p><label for="value">Value</label> <input id="value" name="value" required maxlength="2000"></p>',
    '<p><button type="submit">Set</button></p></form>',
    '<table><caption>Every setting</caption><thead><tr><th scope="col">Name</th><th scope="col">Value</th>',
    '<th scope="col">Switch</th></tr></thead>',
    `<tbody>${settings.map((s) => row(s.name, s.value)).join('')}</tbody></table>`,
    '</main></body></html>',
  ].join('\n');
}

/**
 * Whether a form post comes from this page: the browser says so (Sec-Fetch-Site), or else its Origin is the page's
 * own (as the browser reached it) or the portal's. The page sends no Referer, so a browser may send "Origin: null".
 */
function fromThisSite(
  site: string | undefined,
  origin: string | undefined,
  host: string | undefined,
  portal: string[],
) {
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  if (origin === undefined) return true;
  if (portal.includes(origin)) return true;
  return URL.canParse(origin) && new URL(origin).host === host;
}

/**
 * /__sandbox/toggles: the sandbox's own page for an analyst to see and switch the feature toggles of a running
 * `npm run dev` (decision 0063), the same table as PUT /__sandbox/configuration/{name}. A plain form post, refused
 * from another site (a page elsewhere must not switch the analyst's toggles).
 */
export function registerSandboxTogglesPage(sandbox: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;
  const list = () =>
    db.prepare('SELECT name, value FROM configuration ORDER BY name').all() as { name: string; value: string }[];

  // The page loads nothing and posts its forms to itself only; no script, no style, framed by nobody.
  const PAGE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
  sandbox.get('/toggles', (c) => {
    c.set('pagePolicy', PAGE_POLICY);
    return c.html(page(list(), c.req.query('saved') ?? null));
  });

  sandbox.post('/toggles', async (c) => {
    if (
      !fromThisSite(c.req.header('Sec-Fetch-Site'), c.req.header('Origin'), c.req.header('Host'), deps.allowedOrigins)
    )
      throw forbidden();
    const form = await c.req.parseBody();
    const name = typeof form.name === 'string' ? form.name.trim() : '';
    const value = typeof form.value === 'string' ? form.value.trim() : '';
    if (!NAME.test(name) || value.length === 0 || value.length > 2000)
      throw badRequest([{ message: 'A toggle needs a name (letters, digits, _ . -) and a value.' }]);
    db.prepare(
      'INSERT INTO configuration (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
    ).run(name, value);
    return c.redirect(`/__sandbox/toggles?saved=${encodeURIComponent(`${name} = ${value}`)}`, 303);
  });
}
