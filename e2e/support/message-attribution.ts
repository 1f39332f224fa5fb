import type { Step } from '../../schemas/generated/journey';

/**
 * Which messages an action "brings up", as the headless replay (src/journey-fixtures/journey-session.ts) counts
 * them, from what the browser shows. A page keeps showing messages about itself — its warnings, which show from
 * arrival, and a block left in force from before — so what is on the page after an action is not all its doing:
 *
 * - Continue (and a way out with answers) checks the page, and its warnings count for that press, although they
 *   were on the page before it.
 * - Arriving on another step counts only what arriving does (an onEnter call failing); that step's own warnings,
 *   blocks and field messages are its own, not the action's.
 */

function codeOf(message: unknown): string | null {
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object' && 'key' in message && typeof message.key === 'string') return message.key;
  return null;
}

/** The codes of the step's warnings (shown whenever their condition holds). */
export function warningCodes(step: Step): Set<string> {
  return new Set(
    (step.warnings ?? []).map((warning) => codeOf(warning.message)).filter((code): code is string => code !== null),
  );
}

/** Every message the step's page can show about itself: everything but its onEnter calls' failures. */
export function pageOwnCodes(step: Step): Set<string> {
  const codes = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) {
        if (name === 'onEnter') continue;
        const code = name === 'message' || name === 'noMatchMessage' ? codeOf(inner) : null;
        if (code) codes.add(code);
        else visit(inner);
      }
    }
  };
  visit(step);
  return codes;
}

/** Whether the action checks the page's answers first, as Continue does: then the page's warnings count for it. */
export function actionChecksPage(action: string, hasAnswers: boolean): boolean {
  return (
    action === 'continue' ||
    action === 'continue-again' ||
    (hasAnswers && (action === 'save-and-exit' || action === 'exit' || action === 'leave'))
  );
}
