// React Router 7 publishes two builds of the same code, and its package's exports name only the development one; the
// production build differs by one constant (ENABLE_DEV_WARNINGS = false), which lets the minifier drop every
// development warning. Its own Vite plugin (@react-router/dev, framework mode) makes the same swap; the portal uses
// React Router as a library, so this plugin does it for the portal's build (issue 13: about 1.6 KB gzipped off every
// page's first download). Development and the unit tests keep the warnings.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The production build's entry beside the development one the package's exports name. */
export function reactRouterProductionEntry(root: string): string {
  const packageJson = createRequire(join(root, 'package.json')).resolve('react-router/package.json');
  return join(dirname(packageJson), 'dist', 'production', 'index.mjs');
}

// A component's name for React's developer tools, set at the top of the module (`NavLink.displayName = "NavLink";`).
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";\n/gm;
// A component made at the top of the module by forwardRef, a call the bundler cannot know to be free of side effects.
const FORWARD_REF = /^var ([A-Za-z_$][\w$]*) = (React\d*)\.forwardRef\(/gm;

/**
 * The production build made so that what the portal does not use can be left out: its top-level displayName
 * assignments go (each is a statement the bundler must keep, and with it the component it names), and its top-level
 * forwardRef calls are marked pure. NavLink, Form, ScrollRestoration and the history router are then dropped when
 * nothing uses them (issue 13). The names serve only React's developer tools, which a production page does not carry.
 */
export function treeShakeable(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(FORWARD_REF, 'var $1 = /* @__PURE__ */ $2.forwardRef(');
}

export function reactRouterProductionPlugin(root: string): Plugin {
  const entry = reactRouterProductionEntry(root);
  const productionDirectory = dirname(entry);
  return {
    name: 'portal-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? entry : null;
    },
    transform(code, id) {
      return id.startsWith(productionDirectory) ? { code: treeShakeable(code), map: null } : null;
    },
  };
}
