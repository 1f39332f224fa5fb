/** RJSF's own error list is never shown: the page renders the GOV.UK error summary from the engine's messages. */
export function ErrorListTemplate() {
  return null;
}
