/** Arial at 14px averages about 7.4px per character (bold about 8px): enough to size boxes without a browser. */
export const fontSize = 14;
export const lineHeight = 18;
export const charWidth = 7.4;
export const boldCharWidth = 8;

/**
 * Wraps text into lines of at most `maxChars` characters at spaces; a longer word is cut.
 * Invariant: no text is lost; joining the lines with spaces gives the words back in order.
 */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    let rest = word;
    while (rest.length > maxChars) {
      if (line !== '') {
        lines.push(line);
        line = '';
      }
      lines.push(rest.slice(0, maxChars));
      rest = rest.slice(maxChars);
    }
    if (line === '') line = rest;
    else if (line.length + 1 + rest.length <= maxChars) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [''];
}
