import { defineConfig } from 'vitest/config';

// Server tests run twice: on SQLite and on a throwaway PostgreSQL cluster (src/server/test/pg-cluster.ts);
// a `*.pg.test.ts` only on PostgreSQL (two instances, the copy into it), a `*.sqlite.test.ts` only on SQLite.
const serverTests = ['src/server/**/*.test.ts', 'src/server/**/*.test.tsx'];
// CI's second run on Node 24 (.ci/run) runs the server tests that reach what differs between Node versions: the
// SQLite addon (built for each Node), crypto (signed links, password hashes, sessions), worker threads (PDFs),
// streams and zip (uploads, exports, backups), SMTP and HTTP. The rest test our own rules, which Node does not
// change, and ran on Node 20: the whole SQLite tier again cost ~170 CPU seconds of CI's 1,000 (decision 025).
const compatOnly = process.env.TEST_SUBSET === 'compat';
const compat = [
  'src/server/db/**/*.test.ts',
  'src/server/render/**/*.test.ts',
  'src/server/modules/account/**/*.test.ts',
  'src/server/modules/offer-page/offer-page.test.ts',
  'src/server/modules/award/order-pdf.test.ts',
  'src/server/modules/files/unsafe-uploads.test.ts',
  'src/server/modules/records/records.test.ts',
  'src/server/modules/mailbox/**/*.test.ts',
  'src/server/modules/invitations/invitations.test.ts',
  'src/server/compression.test.ts',
];

export default defineConfig({
  test: {
    // Twice the cores of our 2-core machines: server tests wait on SQLite's disk and PostgreSQL's round trips
    // as much as they compute (measured: SQLite 213 -> 132 s, PostgreSQL 306 -> 201 s).
    maxWorkers: 4,
    // Server test files share their worker's modules (isolate: false in their projects): each builds apps of its
    // own, and a worker imports the app once instead of once per file (SQLite: 149 s -> 21 s of import time).
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Pure functions: the files share their worker's modules (36 -> 16 CPU seconds).
          isolate: false,
          // Computing, not waiting: a worker per core (see components).
          maxWorkers: 2,
          testTimeout: 30_000,
        },
      },
      {
        // The web app's components in a simulated browser (jsdom): forms' and tables' rules (src/web/test/render.tsx).
        test: {
          name: 'components',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          // Files share their worker's modules (MUI, React, the app's texts imported once per worker, not per file):
          // 201 -> 107 CPU seconds. Each test renders into a fresh tree with its own query client and language.
          isolate: false,
          // The tests compute (jsdom, React) and never wait: a worker per core of the two. Each worker imports MUI,
          // React and the app once, so two more workers only cost their imports (decision 025, 2026-12-03 evening).
          maxWorkers: 2,
          setupFiles: ['src/web/test/setup.ts'],
          // A form's test types and renders the whole form per key: 3-5 s alone, over 30 s once on a loaded machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'sqlite',
          include: compatOnly ? compat : serverTests,
          exclude: ['**/node_modules/**', '**/*.pg.test.ts'],
          env: { TEST_DB: 'sqlite' },
          // After the unit and component projects when run with them (CI's Node 24 slice runs unit and sqlite):
          // vitest runs projects of different maxWorkers only in groups of their own.
          sequence: { groupOrder: 1 },
          globalSetup: ['src/server/test/sqlite-global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'pg',
          include: serverTests,
          exclude: ['**/node_modules/**', '**/*.sqlite.test.ts'],
          env: { TEST_DB: 'postgres' },
          sequence: { groupOrder: 1 },
          isolate: false,
          globalSetup: ['src/server/test/pg-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
