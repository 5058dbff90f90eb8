import type { Kysely, Migration } from 'kysely';

/**
 * The task list searches names case-insensitively (docs/product.md#dashboard-and-task-list). SQLite's lower() and
 * LIKE fold only ASCII, so "Ä" would not find "ä": the tasks module keeps the name lower-cased in `searchName`,
 * folded by JavaScript the same way on both databases. Existing names are folded here.
 */
// Frozen here: the live code's fold may change; the migration must write what it wrote when released.
const fold = (name: string) => name.normalize('NFC').toLowerCase();

export const taskSearch: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('tasks')
      .addColumn('searchName', 'varchar(400)', (c) => c.notNull().defaultTo(''))
      .execute();
    const tasks = db as unknown as Kysely<{ tasks: { id: string; name: string; searchName: string } }>;
    const rows = await tasks.selectFrom('tasks').select(['id', 'name']).execute();
    for (const row of rows) {
      await tasks
        .updateTable('tasks')
        .set({ searchName: fold(row.name) })
        .where('id', '=', row.id)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('tasks').dropColumn('searchName').execute();
  },
};
