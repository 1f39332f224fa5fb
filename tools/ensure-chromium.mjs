// Playwright drives Debian's Chromium (browsers cannot be downloaded here). Finds it, installs it when running
// as root, or stops with instructions.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      [
        `Chromium was not found at ${path}.`,
        'The browser tests use the system Chromium. Install it, then run the tests again:',
        '  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation   (Debian/Ubuntu)',
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package (running as root)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium', 'fonts-liberation'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
      process.exit(1);
    }
  }
  if (!existsSync(path)) {
    console.error(`apt-get finished but ${path} does not exist.`);
    process.exit(1);
  }
  return path;
}
