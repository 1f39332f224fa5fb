import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './support/run-cli';

// Every code the lint can give is in docs/journeys.md's tables, with what it means and how to fix it: an analyst
// who reads a code in the terminal finds it there.
const sources = [
  ...readdirSync(join(root, 'src', 'engine', 'lint')).map((f) => join('src', 'engine', 'lint', f)),
  ...readdirSync(join(root, 'tools', 'journeys')).map((f) => join('tools', 'journeys', f)),
  join('src', 'engine', 'load-journey.ts'),
  join('src', 'engine', 'include-journeys.ts'),
].filter((f) => f.endsWith('.ts'));

const emitted = new Set(
  sources.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/'((?:JOURNEY|RULE|LINT|LOCALE)_[A-Z_]+)'/g)].map(
      (m) => m[1] ?? '',
    ),
  ),
);
// Codes built from the kind of a json-logic problem (logic-shape.ts), for journeys and rules.
for (const kind of ['LOGIC_SHAPE', 'FORBIDDEN_OPERATOR', 'UNKNOWN_OPERATOR']) {
  emitted.add(`JOURNEY_${kind}`);
  emitted.add(`RULE_${kind}`);
}

describe('the lint codes', () => {
  const docs = readFileSync(join(root, 'docs', 'journeys.md'), 'utf8');
  const rows = docs.split('\n').filter((line) => line.startsWith('| `'));

  it('are each in a table row of docs/journeys.md with a meaning and a fix', () => {
    expect(emitted.size).toBeGreaterThan(40);
    const undocumented = [...emitted].filter(
      (code) => !rows.some((row) => row.includes(`\`${code}\``) && row.split(' | ').length >= 3),
    );
    expect(undocumented).toEqual([]);
  });
});
