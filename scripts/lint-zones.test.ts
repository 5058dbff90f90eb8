import { describe, expect, it } from 'vitest';
import { probeLinter } from './lint-probe.ts';

/**
 * Each import zone and the query-builder rule of eslint.config.js, shown to fail `npm run lint`: a file at
 * `path` with `code` breaks `rule`. The files need not exist; what they import does.
 */
const breaking: { zone: string; path: string; code: string; rule: string }[] = [
  {
    zone: 'a web feature reaches into another',
    path: 'src/web/features/tasks/zone.ts',
    code: "export { useOffers } from '../comparison/api/get-offers.ts';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    zone: 'a feature imports the app shell',
    path: 'src/web/features/tasks/zone.ts',
    code: "export { TaskPage } from '../../app/routes/task-page.tsx';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    zone: 'components import a feature',
    path: 'src/web/components/zone.tsx',
    code: "export { useTasksTexts } from '../features/tasks/i18n/texts.ts';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    zone: 'lib imports a feature',
    path: 'src/web/lib/zone.ts',
    code: "export { useTasks } from '../features/tasks/api/get-tasks.ts';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    zone: 'api imports a feature',
    path: 'src/web/api/zone.ts',
    code: "export { useOffers } from '../features/comparison/api/get-offers.ts';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    zone: "the supplier's page imports the staff shell",
    path: 'src/web/offer-page/zone.ts',
    code: "export { api } from '../lib/api-client.ts';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    zone: "the supplier's page imports MUI",
    path: 'src/web/offer-page/zone.tsx',
    code: "export { default } from '@mui/material/Button';",
    rule: 'no-restricted-imports',
  },
  {
    zone: "the supplier's page imports i18next",
    path: 'src/web/offer-page/zone.ts',
    code: "import i18n from 'i18next';\nexport default i18n;",
    rule: 'no-restricted-imports',
  },
  {
    zone: "a server module reaches past another's index.ts",
    path: 'src/server/modules/comparison/zone.ts',
    code: "export { findTask } from '../tasks/tasks.queries.ts';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    zone: "auth reaches past a module's index.ts",
    path: 'src/server/auth/zone.ts',
    code: "export { findWorkspace } from '../modules/account/account.queries.ts';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    zone: 'a service builds a query',
    path: 'src/server/modules/tasks/zone.service.ts',
    code: "import type { Db } from '../../db/database.ts';\nexport const q = (db: Db) => db.selectFrom('tasks').selectAll().execute();",
    rule: 'no-restricted-syntax',
  },
  {
    zone: 'a route writes SQL',
    path: 'src/server/modules/health/zone.routes.ts',
    code: "import { sql } from 'kysely';\nexport const q = sql`select 1`;",
    rule: 'no-restricted-syntax',
  },
];

/** The same imports where the zones allow them. */
const allowed: { path: string; code: string }[] = [
  { path: 'src/server/modules/comparison/zone.ts', code: "export { findTaskFormats } from '../tasks/index.ts';" },
  {
    path: 'src/server/modules/tasks/zone.queries.ts',
    code: "import type { Db } from '../../db/database.ts';\nexport const q = (db: Db) => db.selectFrom('tasks').selectAll().execute();",
  },
  { path: 'src/web/app/zone.ts', code: "export { useOffers } from '../features/comparison/api/get-offers.ts';" },
  { path: 'src/web/features/comparison/zone.ts', code: "export { useTask } from '../../api/get-task.ts';" },
];

const { rulesBroken } = probeLinter();

describe('the lint zones', () => {
  it.each(breaking)('fail when $zone', async ({ path, code, rule }) => {
    expect(await rulesBroken(path, code, rule)).toContain(rule);
  });

  it.each(allowed)('pass $path', async ({ path, code }) => {
    expect(await rulesBroken(path, code)).toEqual([]);
  });
});
