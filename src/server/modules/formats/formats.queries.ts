import type { Selectable } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { forUpdate } from '../../db/locks.ts';
import type { FormatTable } from '../../db/schema.ts';
import type { Format, FormatInput } from '../../../shared/schemas/formats.ts';
import { parseSpec, parseVersions, specColumn, versionsColumn } from './spec-column.ts';

const columns = [
  'id',
  'title',
  'format',
  'color',
  'perforation',
  'fold',
  'texts',
  'spec',
  'versions',
  'version',
] as const;

function toFormat(row: Pick<Selectable<FormatTable>, (typeof columns)[number]>): Format {
  const { texts, spec, versions, ...rest } = row;
  const languages = JSON.parse(texts) as Pick<Format, 'en' | 'de' | 'sk'>;
  return { ...rest, ...languages, spec: parseSpec(spec), versions: parseVersions(versions) };
}

function toRow(input: FormatInput) {
  const { en, de, sk, spec, versions, ...rest } = input;
  return { ...rest, texts: JSON.stringify({ en, de, sk }), spec: specColumn(spec), versions: versionsColumn(versions) };
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

export async function insertFormat(db: Executor, workspaceId: string, id: string, input: FormatInput) {
  const now = Date.now();
  await db
    .insertInto('formats')
    .values({ id, workspaceId, ...toRow(input), createdAt: now, updatedAt: now })
    .execute();
}

/** The format; `lock` keeps its row for this transaction (an update merging into it). */
export async function findFormat(
  ex: Executor,
  workspaceId: string,
  id: string,
  lock = false,
): Promise<Format | undefined> {
  const query = ex.selectFrom('formats').select(columns).where('workspaceId', '=', workspaceId).where('id', '=', id);
  const row = await (lock ? forUpdate(query) : query).executeTakeFirst();
  return row && toFormat(row);
}

/** The last change of a format: what a refused update names. */
export async function findFormatChange(ex: Executor, workspaceId: string, id: string) {
  return ex
    .selectFrom('formats')
    .select(['updatedBy', 'updatedAt'])
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Writes the format and raises its version, only if it still has `change.version` (when given): false when
 * no row matched, for a missing format or a newer version. The condition makes the check and write one step.
 */
export async function updateFormat(
  ex: Executor,
  workspaceId: string,
  id: string,
  input: FormatInput,
  change: { version: number | undefined; by: string },
): Promise<boolean> {
  const result = await ex
    .updateTable('formats')
    .set((eb) => ({ ...toRow(input), version: eb('version', '+', 1), updatedBy: change.by, updatedAt: Date.now() }))
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .$if(change.version !== undefined, (qb) => qb.where('version', '=', change.version ?? 0))
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

/** New formats in few statements (an import): rows of at most 500, under both databases' parameter limits. */
export async function insertFormats(ex: Executor, workspaceId: string, formats: { id: string; input: FormatInput }[]) {
  const now = Date.now();
  for (let i = 0; i < formats.length; i += 500) {
    const rows = formats
      .slice(i, i + 500)
      .map(({ id, input }) => ({ id, workspaceId, ...toRow(input), createdAt: now, updatedAt: now }));
    await ex.insertInto('formats').values(rows).execute();
  }
}
