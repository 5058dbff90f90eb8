import type { Revision } from '../../../shared/schemas/revisions.ts';

/**
 * When an amendment added a format (epoch ms), null for one the task was sent with: an offer sent before then
 * could not price it, so the comparison says so instead of "not offered".
 */
export function addedAt(revisions: readonly Pick<Revision, 'changes' | 'createdAt'>[], formatId: string) {
  const adding = revisions.findLast((r) =>
    r.changes.some((c) => c.field === 'format' && c.formatId === formatId && c.change === 'added'),
  );
  return adding?.createdAt ?? null;
}
