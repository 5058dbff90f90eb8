import type { Db } from '../../db/database.ts';
import type { MailboxMessageTable } from '../../db/schema.ts';

export async function insertMessage(db: Db, row: MailboxMessageTable): Promise<void> {
  await db.insertInto('mailboxMessages').values(row).execute();
}

export async function listMessages(db: Db, limit: number) {
  return db
    .selectFrom('mailboxMessages')
    .select(['id', 'receivedAt', 'fromAddress as from', 'toAddress as to', 'subject'])
    .orderBy('receivedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findMessage(db: Db, id: string) {
  return db.selectFrom('mailboxMessages').selectAll().where('id', '=', id).executeTakeFirst();
}
