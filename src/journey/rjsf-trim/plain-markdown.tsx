import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx's Markdown in @rjsf/core (tools/vite-rjsf-trim-plugin.ts): a journey's descriptions
 * and help are plain text from the locale, and the runtime never turns on RJSF's markdown options, so the text is
 * shown as it is. The parser is 30 KB of a journey page's download (issue 13).
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
