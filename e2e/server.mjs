// Starts the built app (dist/server, as main.js does) on a fresh temporary data folder for the browser tests.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '4310';
// playwright.config.ts names the folder, so tests can run the server's CLI on the same database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'printtender-e2e-'));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  BASE_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  // The journeys sign up many accounts from 127.0.0.1; the limits themselves are tested in src/server/limits.test.ts.
  RATE_LIMIT_FACTOR: '50',
  // A journey's workspace is fresh (a tenth of the quotas) and e2e/large.spec.ts invites 150 printshops; the
  // mail quotas themselves are tested in src/server/modules/invitations/mail-quota.test.ts.
  MAIL_QUOTA_PER_HOUR: '0',
  TEST_MAIL_QUOTA_PER_DAY: '0',
  // The create-task dialog presets it (e2e/tasks.spec.ts).
  DEFAULT_DELIVERY_ADDRESS: 'Einkauf, Lieferweg 1, 10115 Berlin',
});
// The server exits through process.exit on SIGTERM; the data of the run goes with it.
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const { loadConfig } = await import('../dist/server/config.js');
const { serve } = await import('../dist/server/serve.js');
// Passwords hashed at the tests' cost: every journey signs up an account, and at the production cost its
// registration, activation and sign-in spent ~0.75 CPU seconds of the two cores in scrypt alone. That cost is
// tested in src/server/modules/account/account.test.ts.
await serve({ ...loadConfig(), passwordCost: 'test' });
