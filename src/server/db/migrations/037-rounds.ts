import type { Kysely, Migration } from 'kysely';

/**
 * A best-and-final round (docs/product.md#rounds, docs/decisions/039): the task's current round (1 until a final
 * round opens), each round's printshops, deadline and message once a later one opened (round 1's row is written
 * then), and per invitation the last round the printshop is in, its answer to that round ('offer' or 'kept'; null:
 * none yet) and its offer as it stood when the earlier round closed (JSON as the offer's columns; null: none).
 */
export const rounds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('tasks')
      .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('taskRounds')
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull())
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('suppliers', 'text', (c) => c.notNull())
      .addColumn('deadlineDate', 'varchar(10)')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('createdBy', 'varchar(64)', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_rounds_pk', ['taskId', 'number'])
      .execute();
    await db.schema
      .alterTable('supplierTasks')
      .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('supplierTasks').addColumn('roundAnswer', 'varchar(10)').execute();
    await db.schema.alterTable('supplierTasks').addColumn('roundOffer', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('supplierTasks').dropColumn('roundOffer').execute();
    await db.schema.alterTable('supplierTasks').dropColumn('roundAnswer').execute();
    await db.schema.alterTable('supplierTasks').dropColumn('round').execute();
    await db.schema.dropTable('taskRounds').execute();
    await db.schema.alterTable('tasks').dropColumn('round').execute();
  },
};
