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

export function reactRouterProductionPlugin(root: string): Plugin {
  const entry = reactRouterProductionEntry(root);
  return {
    name: 'portal-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? entry : null;
    },
  };
}
