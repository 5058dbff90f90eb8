import type { PubFile } from '../../shared/schemas/files.ts';

type Format = { id: string; title: string };
export type DocumentGroup = { format: Format | null; files: PubFile[] };

/**
 * The documents by what they belong to: the whole request first, then each format in the task's order. A
 * document of a format no longer in the task counts for the whole request.
 */
export function groupDocuments(files: PubFile[], formats: Format[]): DocumentGroup[] {
  const known = new Set(formats.map((f) => f.id));
  const general = files.filter((f) => f.formatId === null || !known.has(f.formatId));
  const groups: DocumentGroup[] = general.length > 0 ? [{ format: null, files: general }] : [];
  for (const format of formats) {
    const own = files.filter((f) => f.formatId === format.id);
    if (own.length > 0) groups.push({ format, files: own });
  }
  return groups;
}
