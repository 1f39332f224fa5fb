// `npm run journeys -- lint|graph …`: the analysts' tools for journeys/*.json. See docs/journeys.md#tools-for-analysts.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runJourneysCli } from './journeys/cli';
import { loadEffectNames, loadWidgetNames } from './journeys/project';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

process.exitCode = await runJourneysCli(process.argv.slice(2), {
  root,
  cwd: process.cwd(),
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  loadWidgets: () => loadWidgetNames(root),
  loadEffects: () => loadEffectNames(root),
});
