import { badRequest } from './errors';

/**
 * The deepest a request body may nest arrays and objects. The contract's deepest body (a work order's reporter
 * contact details) is five levels; 32 leaves room for every body the schemas allow while keeping each recursive
 * walk of a body (schema validation, the control-character check) far from the stack's limit.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, read from the raw text without parsing it:
 * brackets inside strings (escapes included) do not count. Linear and stops at the first level too deep, so a
 * 20,000-deep `[[[…]]]` costs a scan of its first few bytes. Text that is not JSON is judged only by its brackets;
 * the parser refuses it afterwards.
 */
export function nestsDeeperThan(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (CLOSERS.has(code)) {
      depth--;
    }
  }
  return false;
}

/** Throws the gateway's 400 `depth` when JSON text nests deeper than MAX_JSON_DEPTH. */
export function requireShallowJson(text: string): void {
  if (nestsDeeperThan(text)) {
    throw badRequest([
      {
        field: '/',
        code: 'depth',
        message: `The body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`,
      },
    ]);
  }
}
