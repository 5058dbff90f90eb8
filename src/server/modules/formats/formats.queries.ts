import type { Db } from '../../db/database.ts';
import type { FormatTable } from '../../db/schema.ts';
import type { Format, FormatInput } from '../../../shared/schemas/formats.ts';

const columns = ['id', 'title', 'format', 'color', 'perforation', 'fold', 'texts'] as const;

function toFormat(row: Pick<FormatTable, (typeof columns)[number]>): Format {
  const { texts, ...rest } = row;
  return { ...rest, ...(JSON.parse(texts) as Pick<Format, 'en' | 'de' | 'sk'>) };
}

function toRow(input: FormatInput) {
  const { en, de, sk, ...rest } = input;
  return { ...rest, texts: JSON.stringify({ en, de, sk }) };
}

export async function listFormats(db: Db, workspaceId: string): Promise<Format[]> {
  const rows = await db
    .selectFrom('formats')
    .select(columns)
    .where('workspaceId', '=', workspaceId)
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map(toFormat);
}

export async function insertFormat(db: Db, workspaceId: string, id: string, input: FormatInput) {
  const now = Date.now();
  await db
    .insertInto('formats')
    .values({ id, workspaceId, ...toRow(input), createdAt: now, updatedAt: now })
    .execute();
}

export async function updateFormat(db: Db, workspaceId: string, id: string, input: FormatInput): Promise<boolean> {
  const result = await db
    .updateTable('formats')
    .set({ ...toRow(input), updatedAt: Date.now() })
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteFormat(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('formats')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
