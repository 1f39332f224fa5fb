// The chunk map's members (tools/chunk-groups.ts) as the regular expressions Rolldown's codeSplitting.groups test
// module ids with. A member is a path from the project root: a folder (ending in `/`: the modules, .ts and .tsx,
// directly in it) or a file, with three wildcards: `*` (any part of one name), `**` (any depth of folders) and `{a,b}`
// (either). It matches a module id that ends with it (an id is absolute, and may carry a query such as
// `?commonjs-proxy`).

const SEPARATOR = '[\\\\/]';

const escape = (text: string): string => text.replace(/[.+^$()|[\]\\?]/g, '\\$&');

/** A member with its `{a,b}` written out: one path or glob each, so each can be checked against the checkout. */
export const expandBraces = (member: string): string[] => {
  const open = member.indexOf('{');
  if (open < 0) return [member];
  const close = member.indexOf('}', open);
  if (close < 0) throw new Error(`chunk group member ${member}: '{' without '}'`);
  const [before, after] = [member.slice(0, open), member.slice(close + 1)];
  return member
    .slice(open + 1, close)
    .split(',')
    .flatMap((choice) => expandBraces(`${before}${choice}${after}`));
};

/** One path or glob (no braces) as a regular expression's source, from a folder boundary to the end of the id. */
export const pathSource = (path: string): string => {
  const folderModules = path.endsWith('/') ? '[^\\\\/]*\\.tsx?' : '';
  const source = path
    .split(/(\*\*|\*|\/)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^\\\\/]*' : part === '/' ? SEPARATOR : escape(part)))
    .join('');
  return `(?:^|${SEPARATOR})${source}${folderModules}(?:\\?.*)?$`;
};

/** A group's members as the one test Rolldown runs on each module id. */
export const membersTest = (members: readonly string[]): RegExp =>
  new RegExp(
    members
      .flatMap(expandBraces)
      .map((path) => `(?:${pathSource(path)})`)
      .join('|'),
  );
