import { defineConfig } from 'vitest/config';

// Server tests run twice: on SQLite and on a throwaway PostgreSQL cluster (src/server/test/pg-cluster.ts).
const serverTests = ['src/server/**/*.test.ts', 'src/server/**/*.test.tsx'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts', 'src/web/**/*.test.tsx', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'sqlite',
          include: serverTests,
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'pg',
          include: serverTests,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['src/server/test/pg-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
