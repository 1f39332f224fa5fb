#!/usr/bin/env node
// `npm start`: build the portal, then start the portal and the sandbox (gateway, identity provider, payment page)
// on one origin. `npm run dev` skips the build and serves the portal through Vite with hot reload.
import { run, runForever, bin } from './run.mjs';

const dev = process.argv.includes('--dev');
if (!dev) {
  console.log('Building the portal…');
  if (run(process.execPath, ['tools/gen-types.mjs']) !== 0) process.exit(1);
  if (run(bin('vite'), ['build', '--logLevel', 'warn']) !== 0) process.exit(1);
}
runForever(bin('tsx'), ['tools/serve/main.ts', ...(dev ? ['--dev'] : [])]);
