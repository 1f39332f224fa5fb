/** A place in a text file, 1-based, as editors and terminals show it. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

function escapeSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/**
 * Finds where each JSON pointer's value starts in a JSON text, so a problem can be shown as file:line:column.
 * Invariant: only called on text JSON.parse accepted; a pointer that names nothing resolves to its nearest parent.
 */
export function createPositionFinder(text: string): (pointer: string) => Position {
  const offsets = new Map<string, number>();
  let i = 0;
  const skipSpace = (): void => {
    while (i < text.length && /\s/.test(text[i] as string)) i++;
  };
  const readString = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const readValue = (pointer: string): void => {
    skipSpace();
    offsets.set(pointer, i);
    const c = text[i];
    if (c === '{' || c === '[') {
      const object = c === '{';
      i++;
      for (let index = 0; ; index++) {
        skipSpace();
        if (text[i] === '}' || text[i] === ']') {
          i++;
          return;
        }
        if (text[i] === ',') {
          i++;
          skipSpace();
        }
        let segment = String(index);
        if (object) {
          segment = escapeSegment(readString());
          skipSpace();
          i++; // the colon
        }
        readValue(`${pointer}/${segment}`);
      }
    }
    if (c === '"') {
      readString();
      return;
    }
    while (i < text.length && !/[\s,\]}]/.test(text[i] as string)) i++;
  };
  readValue('');
  const lineStarts = [0];
  for (let k = 0; k < text.length; k++) if (text[k] === '\n') lineStarts.push(k + 1);
  const toPosition = (offset: number): Position => {
    let line = 0;
    while (line + 1 < lineStarts.length && (lineStarts[line + 1] as number) <= offset) line++;
    return { line: line + 1, column: offset - (lineStarts[line] as number) + 1 };
  };
  return (pointer) => {
    let at = pointer;
    while (!offsets.has(at) && at !== '') at = at.slice(0, at.lastIndexOf('/'));
    return toPosition(offsets.get(at) ?? 0);
  };
}

/** The position a JSON.parse error names ("… at position 42" or "(line 3 column 7)"), or the start of the file. */
export function syntaxErrorPosition(text: string, error: unknown): Position {
  const message = error instanceof Error ? error.message : '';
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const offset = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1] ?? '').length + 1 };
}

/** The 1-based number of the last line before `offset` that has something on it other than spaces. */
function lastFilledLine(text: string, offset: number): number {
  const lines = text.slice(0, offset).split('\n');
  for (let i = lines.length - 1; i >= 0; i--) if ((lines[i] ?? '').trim() !== '') return i + 1;
  return 1;
}

/**
 * What a JSON.parse error most likely means, in an analyst's words: where a comma is missing or one too many,
 * a quote left open, a bracket not closed. Empty when the parser's own words are all there is.
 */
export function syntaxErrorHint(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const offset = Number(/position (\d+)/.exec(message)?.[1] ?? text.length);
  if (/Expected ',' or '[}\]]' after/.test(message)) {
    if (offset >= text.trimEnd().length)
      return 'The file ends too soon: a closing } or ] is probably missing at the end.';
    return `A comma is probably missing at the end of line ${lastFilledLine(text, offset)}.`;
  }
  if (
    /Expected double-quoted property name|Expected property name/.test(message) &&
    /,\s*$/.test(text.slice(0, offset))
  ) {
    return `Remove the comma at the end of line ${lastFilledLine(text, offset)}: nothing follows it.`;
  }
  if (/Expected property name|Expected double-quoted property name/.test(message))
    return 'Property names need double quotes: "name": …';
  if (/Unterminated string/.test(message)) return 'A text is not closed: a " is probably missing.';
  if (/Unexpected end of JSON input/.test(message))
    return 'The file ends too soon: a closing } or ] is probably missing at the end.';
  if (/Unexpected token/.test(message))
    return 'A value is not JSON: texts need double quotes, and true, false and null are written in lower case.';
  return '';
}
