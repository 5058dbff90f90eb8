import { randomUUID } from 'node:crypto';
import type { Format, FormatInput } from '../../../shared/schemas/formats.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { deleteFormat, insertFormat, listFormats, updateFormat } from './formats.queries.ts';

// Print format templates have no rules beyond their schema; tasks keep copies, so one can simply go.
const missing = () => notFound('The format');

export const formatList = (deps: Pick<Deps, 'db'>, workspaceId: string) => listFormats(deps.db, workspaceId);

export async function createFormat(deps: Pick<Deps, 'db'>, workspaceId: string, input: FormatInput): Promise<Format> {
  const id = randomUUID();
  await insertFormat(deps.db, workspaceId, id, input);
  return { id, ...input };
}

export async function changeFormat(
  deps: Pick<Deps, 'db'>,
  workspaceId: string,
  id: string,
  input: FormatInput,
): Promise<Format> {
  if (!(await updateFormat(deps.db, workspaceId, id, input))) throw missing();
  return { id, ...input };
}

export async function removeFormat(deps: Pick<Deps, 'db'>, workspaceId: string, id: string): Promise<void> {
  if (!(await deleteFormat(deps.db, workspaceId, id))) throw missing();
}
