import { html, type SafeHtml } from '../html';

export interface FieldError {
  /** id of the input the message belongs to (the error summary links to it). */
  field: string;
  message: string;
  /** For a date: which of day, month and year to highlight (all three when absent). */
  parts?: ReadonlyArray<'day' | 'month' | 'year'>;
}

export interface LayoutOptions {
  title: string;
  /** Where the stylesheet and script are served, e.g. /oidc/assets */
  assetsPath: string;
  /** Service name link target in the header. */
  homeHref: string;
  errors?: readonly FieldError[];
  body: SafeHtml;
}

/** The service's name, the same the portal shows in its header. */
export const SERVICE_NAME = 'My home portal';

/**
 * One GOV.UK-like page: skip link, header and main landmarks, one stylesheet and one deferred script from the
 * asset route, and nothing inline, so the strict Content-Security-Policy holds.
 */
export function renderLayout(options: LayoutOptions): string {
  const hasErrors = (options.errors?.length ?? 0) > 0;
  const title = `${hasErrors ? 'Error: ' : ''}${options.title} – ${SERVICE_NAME}`;
  return `<!DOCTYPE html>\n${
    html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${options.assetsPath}/idp.css">
<script src="${options.assetsPath}/idp.js" defer></script>
</head>
<body>
<a href="#main-content" class="skip-link">Skip to main content</a>
<header class="header">
<div class="width-container"><a class="header__service" href="${options.homeHref}">${SERVICE_NAME}</a></div>
</header>
<div class="width-container">
<main class="main" id="main-content" tabindex="-1">
${options.body}
</main>
</div>
</body>
</html>`.value
  }\n`;
}
