// `npm start` and `npm run dev` (through tools/start.mjs) and `npm run sandbox`: the portal, the sandbox and, in
// development, the analysts' studio on one origin.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { loadSettings, SettingsError } from '../../sandbox/server/load-settings';
import { PERSONAS, DEMO_PASSWORD } from '../../sandbox/db/seed/personas';
import { createPortal } from './portal';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

async function main(): Promise<void> {
  const settings = loadSettings(process.env, { dev: process.argv.includes('--dev') });
  const portal = await createPortal(settings, { distDir: join(root, 'dist') });
  portal.server.listen(settings.port, settings.host, () => {
    const lines = [
      '',
      `  Resident portal: ${settings.publicOrigin}${settings.dev ? '  (development: hot reload of journeys, locales and rules)' : ''}`,
      settings.sandboxServices
        ? `  Sandbox gateway: ${settings.gatewayBaseUrl}`
        : `  Gateway: ${settings.gatewayBaseUrl}`,
      `  Identity provider: ${settings.idpAuthority}`,
      `  Payment page: ${settings.paymentGatewayUrl}`,
      settings.testMode ? '  Test mode: fault injection at /__sandbox/faults' : '',
      '',
    ];
    if (settings.sandboxServices) {
      lines.push(`  Demo logins (password "${DEMO_PASSWORD}"):`);
      for (const persona of Object.values(PERSONAS)) lines.push(`    ${persona.email}`);
      lines.push('');
    }
    console.log(lines.filter((line, i) => line !== '' || i === 0 || lines[i - 1] !== '').join('\n'));
  });
  const stop = () => {
    void portal.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? `Configuration problem: ${error.message}` : error);
  process.exit(1);
});
