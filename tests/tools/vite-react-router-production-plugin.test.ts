import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionEntry, treeShakeable } from '../../tools/vite-react-router-production-plugin';

// The production build of React Router, made so that the bundler leaves out what the portal does not use (issue 13).
const directory = dirname(reactRouterProductionEntry(process.cwd()));
const builds = readdirSync(directory)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => readFileSync(join(directory, file), 'utf8'));

describe("React Router made tree-shakeable for the portal's build", () => {
  it('drops the top-level component names and marks the top-level forwardRef components pure, touching nothing else', () => {
    const code = [
      'var NavLink = React10.forwardRef(',
      '  function NavLinkWithRef() {',
      '    let Inner = React10.forwardRef(() => null);',
      '    Inner.displayName = "inner";',
      '  }',
      ');',
      'NavLink.displayName = "NavLink";',
      'const label = "x.displayName = \\"y\\";";',
      '',
    ].join('\n');
    expect(treeShakeable(code)).toBe(
      [
        'var NavLink = /* @__PURE__ */ React10.forwardRef(',
        '  function NavLinkWithRef() {',
        '    let Inner = React10.forwardRef(() => null);',
        '    Inner.displayName = "inner";',
        '  }',
        ');',
        'const label = "x.displayName = \\"y\\";";',
        '',
      ].join('\n'),
    );
  });

  // A new React Router that writes these differently would quietly bring the unused components back.
  it('still finds what it changes in the installed React Router', () => {
    const changed = builds
      .map((code) => [code, treeShakeable(code)] as const)
      .filter(([before, after]) => before !== after);
    expect(changed.length).toBeGreaterThan(0);
    const after = changed.map(([, code]) => code).join('\n');
    expect(after).toContain('var NavLink = /* @__PURE__ */ React10.forwardRef(');
    expect(after).not.toMatch(/^NavLink\.displayName = /m);
  });
});
