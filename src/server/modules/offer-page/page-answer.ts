import { createHash } from 'node:crypto';
import { PubOfferSchema, type PubOffer } from '../../../shared/schemas/offers.ts';
import { fastSerializerCompiler } from '../../fast-serializer.ts';
import type { JsonText } from '../../http.ts';
import type { SupplierTaskRecord } from '../invitations/index.ts';
import type { Shown } from '../offers/index.ts';
import type { CachedTask } from './task-cache.ts';

/** A printshop's page data as sent: the JSON text and its entity tag. */
export type Answer = JsonText;

type Answers = { sums: number[]; key: string; bySupplier: Map<string, { answer: Answer; shown: Shown | null }> };

const serialize = fastSerializerCompiler({ schema: PubOfferSchema });
const HOUR = 3_600_000;

// Per tender read: the cache's tender is replaced at each reload (after a change, at most once a second), and
// an offer stored here replaces its `sums`, which every page's rank reads. The day (whether offers are open) and
// the hour (the documents' download links, fileUrl) are part of what a page shows.
const answers = new WeakMap<CachedTask, Answers>();

/**
 * The page data of one printshop, serialised once per tender read and reused by every read until then
 * (docs/decisions/024-supplier-read.md): before a deadline most reads are of unchanged data. `build` makes it
 * when it is not kept. The entity tag is a digest of the text, the same on every instance and across reloads,
 * so a page that has it gets a 304 without a body.
 */
export function answerOf(
  task: CachedTask,
  invitation: Pick<SupplierTaskRecord, 'supplierId' | 'shown'>,
  today: string,
  build: () => PubOffer,
  /** What else the page shows changes with: a live auction's state, end and bids (page-auction.ts). */
  extra = '',
): Answer {
  const key = `${today} ${Math.ceil(Date.now() / HOUR)} ${extra}`;
  let kept = answers.get(task);
  if (!kept || kept.sums !== task.sums || kept.key !== key) {
    kept = { sums: task.sums, key, bySupplier: new Map() };
    answers.set(task, kept);
  }
  // A place taken for an unchanged offer changes this page alone, not the tender's sums.
  const held = kept.bySupplier.get(invitation.supplierId);
  if (held && held.shown === invitation.shown) return held.answer;
  const body = serialize(build());
  const answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  kept.bySupplier.set(invitation.supplierId, {
    answer,
    shown: invitation.shown,
  });
  return answer;
}
