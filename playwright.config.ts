import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, HEADLESS_SHELL } from './e2e/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
// The server's data folder, emptied at each start; the tests' workers inherit its name (support/server-cli.ts).
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `printtender-e2e-${port}`);

// Browser journeys against the built app (`npm run test:e2e` builds first) on a fresh temporary database.
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Two browsers: the journeys wait on the server, the mails and the page more than they compute (the whole
  // suite: 218 CPU seconds in 8 minutes with two, docs/decisions/025-ci-time.md).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // On a loaded two-core machine a page with its data can take seconds to render (measured 5 s stalls with two
  // browsers, the server and the database on the two cores): a journey gets a minute, a step 15 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-GB',
    // The app then drops its animations (src/web/app/theme.ts): no step waits for one to end.
    reducedMotion: 'reduce',
    // A trace records the page throughout every test and cost the journeys more than half their CPU (login, offer
    // and dashboard specs: 67 -> 25 CPU seconds). CI keeps none (its folder goes with the clone); at a desk a
    // failed test leaves one.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node e2e/server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
