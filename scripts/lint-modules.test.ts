import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { probeLinter } from './lint-probe.ts';

/**
 * The module rules of eslint.config.js (scripts/eslint-modules.mjs, docs/decisions/010), shown to fail
 * `npm run lint`: a file at `path` with `code` breaks `rule`. The files need not exist; what they import does.
 */
const breaking: { what: string; path: string; code: string; rule: string }[] = [
  {
    what: 'tasks imports a module that imports tasks (a module-level cycle no file cycle shows)',
    path: 'src/server/modules/tasks/probe.ts',
    code: "export { compareOffers } from '../comparison/index.ts';",
    rule: 'modules/no-cycle',
  },
  {
    what: 'a type-only import closes a cycle too',
    path: 'src/server/modules/mail/probe.ts',
    code: "export type { TaskRow } from '../tasks/index.ts';",
    rule: 'modules/no-cycle',
  },
  {
    what: "a module's query writes another module's table",
    path: 'src/server/modules/reminders/probe.queries.ts',
    code: "import type { Executor } from '../../db/database.ts';\nexport const q = (ex: Executor) => ex.updateTable('tasks').set({ remindDays: 1 }).execute();",
    rule: 'modules/own-tables',
  },
  {
    what: 'an aliased table is still the table',
    path: 'src/server/modules/offer-page/probe.queries.ts',
    code: "import type { Executor } from '../../db/database.ts';\nexport const q = (ex: Executor) => ex.deleteFrom('supplierTasks as st').execute();",
    rule: 'modules/own-tables',
  },
  {
    what: "another module's query reads an offer's prices itself",
    path: 'src/server/modules/dashboard/probe.queries.ts',
    code: "import type { Executor } from '../../db/database.ts';\nexport const q = (ex: Executor) => ex.selectFrom('supplierTasks').select('supplierTasks.prices').execute();",
    rule: 'no-restricted-syntax',
  },
  {
    what: "another module counts current offers by the offer's standing columns itself",
    path: 'src/server/modules/notifications/probe.queries.ts',
    code: "import type { Executor } from '../../db/database.ts';\nexport const q = (ex: Executor) => ex.selectFrom('supplierTasks').select('supplierTasks.sum').where('supplierTasks.currentFormats', '>', 0).execute();",
    rule: 'no-restricted-syntax',
  },
  {
    what: "a service parses an offer's prices",
    path: 'src/server/modules/award/probe.service.ts',
    code: 'export const f = (row: { prices: string }) => JSON.parse(row.prices) as unknown[];',
    rule: 'no-restricted-syntax',
  },
  {
    what: "a module other than offers writes the offer's history",
    path: 'src/server/modules/offer-page/probe.queries.ts',
    code: "import type { Executor } from '../../db/database.ts';\nexport const q = (ex: Executor) => ex.deleteFrom('offerRevisions').execute();",
    rule: 'modules/own-tables',
  },
  {
    what: 'a task change announced outside changeTask',
    path: 'src/server/modules/files/probe.service.ts',
    code: "import type { Deps } from '../../deps.ts';\nexport const f = (deps: Deps) => deps.taskChanges.changed('t');",
    rule: 'no-restricted-syntax',
  },
  {
    // import-x reads .ts files (eslint.config.js): a file importing one that imports it back, here the task's
    // answer importing the service that makes tasks with it.
    what: 'two files of one module import each other',
    path: 'src/server/modules/tasks/task-answer.ts',
    code: "export { createTask } from './tasks.service.ts';",
    rule: 'import-x/no-cycle',
  },
  {
    what: 'two web components import each other through a .tsx file',
    path: 'src/web/components/question-dialog.tsx',
    code: "export { ConfirmDialog } from './confirm-dialog.tsx';",
    rule: 'import-x/no-cycle',
  },
  // docs/glossary.md, words we do not use: in a name anywhere, a declaration, a property or a use.
  {
    what: 'a server function is named after a printshop',
    path: 'src/server/modules/mail/probe.ts',
    code: 'export const printshopSender = () => null;',
    rule: 'id-match',
  },
  {
    what: 'a web component says tender',
    path: 'src/web/components/probe.tsx',
    code: 'export const lastTenderHint = { key: 1 };',
    rule: 'id-match',
  },
  {
    what: 'a property counts euros',
    path: 'src/shared/probe.ts',
    code: 'export const sum = { inEuros: 2 };',
    rule: 'id-match',
  },
];

/** The same where the rules allow it. */
const allowed: { path: string; code: string }[] = [
  { path: 'src/server/modules/comparison/probe.ts', code: "export { findTaskFormats } from '../tasks/index.ts';" },
  {
    path: 'src/server/modules/tasks/probe.queries.ts',
    code: "import type { Executor } from '../../db/database.ts';\nexport const q = (ex: Executor) => ex.updateTable('tasks').set({ remindDays: 1 }).execute();",
  },
  {
    // The offers module reads and writes the offer's columns.
    path: 'src/server/modules/offers/probe.queries.ts',
    code: "import type { Executor } from '../../db/database.ts';\nexport const q = (ex: Executor) => ex.updateTable('supplierTasks').set({ prices: '[]' }).where('supplierTasks.currentFormats', '>', 0).execute();",
  },
  {
    // Reading another module's table is allowed: the comparison and the dashboard join what they show.
    path: 'src/server/modules/comparison/probe.queries.ts',
    code: "import type { Executor } from '../../db/database.ts';\nexport const q = (ex: Executor) => ex.selectFrom('supplierTasks').selectAll().execute();",
  },
  // The product's name is no tender; a text may say printshop.
  { path: 'src/shared/probe.ts', code: "export const printTenderName = 'PrintTender, for the printshop';" },
];

const { eslint, rulesBroken } = probeLinter();

describe('the module and naming rules', () => {
  it.each(breaking)('fail when $what', async ({ path, code, rule }) => {
    expect(await rulesBroken(path, code, rule)).toContain(rule);
  });

  it.each(allowed)('pass $path', async ({ path, code }) => {
    expect(await rulesBroken(path, code)).toEqual([]);
  });

  it('name an owning module for every table of the database', async () => {
    const config = (await eslint.calculateConfigForFile('src/server/modules/tasks/probe.ts')) as {
      rules: Record<string, [unknown, { tables: Record<string, string> }]>;
    };
    const owners = config.rules['modules/own-tables']![1].tables;
    const schema = readFileSync('src/server/db/schema.ts', 'utf8');
    const tables = [...schema.slice(schema.indexOf('export interface Database')).matchAll(/^ {2}(\w+): \w+;$/gm)].map(
      (m) => m[1],
    );
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((t) => !(t! in owners))).toEqual([]);
  });
});
