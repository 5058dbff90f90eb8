import { isDeepStrictEqual } from 'node:util';
import { todayIn } from '../../../shared/dates.ts';
import type { Currency } from '../../../shared/currencies.ts';
import type { RevisedFormat } from '../../../shared/offer.ts';
import {
  countRanks,
  formatPlaces,
  offerSum,
  placeAmong,
  rankQuota,
  revisionsOf,
  RANK_WINDOW_MS,
  type ShownRank,
} from '../../../shared/ranking.ts';
import type { PriceEntry, Terms } from '../../../shared/schemas/offers.ts';
import { isSealed, offerRefusal, roundAnswered, type Refusal } from '../../../shared/task-state.ts';
import type { Bid } from '../auctions/index.ts';
import type { Db, Executor } from '../../db/database.ts';
import type { TaskEvent } from '../notifications/index.ts';
import type { Deps } from '../../deps.ts';
import { refused } from '../../errors.ts';
import { Batches } from '../../batches.ts';
import { offersStored } from '../../metrics.ts';
import { findSupplierTasksOf, type SupplierTaskRecord } from '../invitations/index.ts';
import {
  answerRound,
  findRankedOffers,
  formatRevisionsOf,
  markRanked,
  rankedSince,
  ranked,
  saveOfferRevisions,
  rateFor,
  setCurrentOffers,
  setShown,
  standing,
  type Offer,
  type OfferRevision,
  type Shown,
  type SupplierTaskKey,
} from '../offers/index.ts';

/**
 * An offer as priced by a printshop's page: its prices (each answering the format revision the page showed), its
 * terms (undefined: keep the current ones, with `keepOthers`), and whether the formats it does not name keep their
 * current prices (a confirmation after an amendment names the changed formats only).
 */
export type Submission = SupplierTaskKey & {
  id: string;
  prices: PriceEntry[];
  terms: Terms | null | undefined;
  keepOthers: boolean;
  /** The currency its amounts are in, one the task accepts (checked by submitOffer). */
  currency: Currency;
  at: number;
  /** A bid in the task's live auction (docs/product.md#auctions): checked and stored with the offer, or refused. */
  bid?: boolean;
};

/**
 * The task's live auction as the writer checks offers against it, in its transaction (the auctions module's):
 * whether an ordinary offer is refused, and a bid's check and store (null: stored).
 */
export type AuctionChecks = {
  offerRefusals: (trx: Executor, taskIds: string[], at: number) => Promise<Map<string, Refusal>>;
  bid: (trx: Executor, bid: Bid) => Promise<Refusal | null>;
};

/**
 * What became of a submission: `changed` false when it equals the current offer (nothing stored: not a
 * revision); `offer`, the printshop's current offer now; `shown`, the place the printshop's page shows now
 * (docs/product.md#offers-and-ranks).
 */
export type Outcome = { changed: boolean; offer: Offer | null; shown: Shown | null };

/** The formats changed (an amendment) after the printshop's page priced the offer: it must look again. */
export const changedMeanwhile = {
  code: 'TENDER_CHANGED' as const,
  message: 'The request was changed while you entered your offer; please check it and send your offer again.',
};
type Waiting = { offer: Submission; resolve: (outcome: Outcome) => void; reject: (err: unknown) => void };

/**
 * Group commit for offers (docs/decisions/009-supplier-burst.md): submissions that arrive while a batch is
 * being written wait and go together in the next transaction, which checks every one of them (invited,
 * open, not past the deadline) where it writes, as a single one would (ASVS V15.4.2). An idle server
 * writes a submission at once, alone; under the burst before a deadline, one commit (one fsync) carries
 * many. A submission is acknowledged only after its batch committed.
 */
export class OfferWriter {
  private readonly batches: Batches<Waiting>;

  constructor(
    private readonly db: Db,
    /** The workspace time zone: an offer is open through the whole deadline day there. */
    private readonly timeZone: string,
    /** Tells the task's pages of each stored offer; one batch's offers of one task are one event. */
    private readonly live?: Pick<Deps['live'], 'publish'>,
    /** Tells the tasks' owners and watchers of the batch's offers, in its transaction (docs/product.md#notifications). */
    private readonly notify?: (trx: Executor, events: TaskEvent[]) => Promise<void>,
    /** The auctions' checks; none: no task has an auction (a test's writer). */
    private readonly auctions?: AuctionChecks,
    maxBatch = 200,
  ) {
    this.batches = new Batches((batch) => this.write(batch), maxBatch);
  }

  /** Resolves once the offer is committed (or found equal to the current one); rejects with the refusal, or the database's error. */
  store(offer: Submission): Promise<Outcome> {
    return new Promise((resolve, reject) => this.batches.add({ offer, resolve, reject }));
  }

  private async write(batch: Waiting[]): Promise<void> {
    const refusals = new Map<Waiting, Error>();
    const outcomes = new Map<Waiting, Outcome>();
    let stored = 0;
    try {
      await this.db.transaction().execute(async (trx) => {
        const keys = batch.map((w) => w.offer);
        const found = await findSupplierTasksOf(trx, keys);
        const byKey = new Map(found.map((i) => [keyOf(i), i]));
        // The formats as they are in this transaction: an amendment committed meanwhile is seen here.
        const formatsOf = await formatRevisionsOf(trx, [...new Set(keys.map((k) => k.taskId))]);
        const today = todayIn(this.timeZone);
        const first = Math.min(...batch.map((w) => w.offer.at));
        const rankedAt = await rankedSince(trx, keys, first - RANK_WINDOW_MS);
        // Ordinary offers to a task whose auction runs or ended are refused (docs/product.md#auctions).
        const taskIds = [...new Set(keys.map((k) => k.taskId))];
        const byAuction = (await this.auctions?.offerRefusals(trx, taskIds, Date.now())) ?? new Map<string, Refusal>();
        // Each printshop's offer and place as the batch changes them, in the order the submissions came.
        const now = new Map<string, { offer: Offer | null; shown: Shown | null; ranked: number[] }>();
        const accepted: OfferRevision[] = [];
        const toRank: { w: Waiting; offer: Offer; record: SupplierTaskRecord; refresh: boolean }[] = [];
        const events: TaskEvent[] = [];
        // The printshops whose submission in this batch answers a final round: one answer each (docs/product.md#rounds).
        const answered = new Map<string, SupplierTaskKey>();
        for (const w of batch) {
          const key = keyOf(w.offer);
          const record = byKey.get(key);
          const formats = formatsOf.get(w.offer.taskId) ?? [];
          const bid = w.offer.bid === true;
          // A bid is taken in the auction's window, whatever the deadline or an earlier answer to a final round.
          const facts = bid && record ? { ...record, deadlineDate: null, roundAnswer: null } : record;
          const no =
            offerRefusal(facts, today) ??
            (bid ? null : (byAuction.get(w.offer.taskId) ?? null)) ??
            (pricedAsTheyAre(w.offer.prices, formats) ? null : changedMeanwhile);
          if (no || (answered.has(key) && !bid)) {
            refusals.set(w, refused(no ?? roundAnswered));
            continue;
          }
          const mine = now.get(key) ?? { offer: record!.offer, shown: record!.shown, ranked: rankedAt.get(key) ?? [] };
          const offer = offerOf(w.offer, mine.offer, formats, record!.rates);
          if (bid) {
            const r = ranked(offer, formats);
            const { id, taskId, supplierId, at } = w.offer;
            const total = r.complete ? r.sum : null;
            const refusal = this.auctions ? await this.auctions.bid(trx, { id, taskId, supplierId, total, at }) : null;
            if (refusal || !this.auctions) {
              refusals.set(w, refused(refusal ?? { code: 'NOT_IN_AUCTION', message: 'There is no auction.' }));
              continue;
            }
          }
          now.set(key, mine);
          const same = mine.offer !== null && sameOffer(mine.offer, offer);
          // The same offer again is no revision; it asks for a place only when the limit held one back.
          if (same && mine.shown?.updatesAt == null) {
            outcomes.set(w, { changed: false, offer: mine.offer, shown: mine.shown });
            continue;
          }
          const quota = rankQuota(mine.ranked, w.offer.at);
          if (quota.fresh) {
            mine.ranked.push(w.offer.at);
            toRank.push({ w, offer: same ? mine.offer! : offer, record: record!, refresh: same });
          } else if (same) {
            outcomes.set(w, { changed: false, offer: mine.offer, shown: mine.shown });
            continue;
          } else {
            mine.shown = { rank: mine.shown?.rank ?? null, at: mine.shown?.at ?? null, updatesAt: quota.updatesAt };
            outcomes.set(w, { changed: true, offer, shown: mine.shown });
          }
          if (same) continue;
          if ((record!.taskRound ?? 1) > 1) answered.set(key, w.offer);
          // Prices waiting to be confirmed that this offer answers: a re-confirmation.
          const before = mine.offer && standing(mine.offer, formats).staleFormats;
          const after = standing(offer, formats);
          const kind = before && before.some((id) => !after.staleFormats.includes(id)) ? 'reconfirmed' : 'offer';
          events.push({ kind, taskId: w.offer.taskId, supplierId: w.offer.supplierId });
          mine.offer = offer;
          accepted.push({
            id: w.offer.id,
            taskId: w.offer.taskId,
            supplierId: w.offer.supplierId,
            prices: offer.prices,
            sum: offer.sum,
            terms: offer.terms,
            currency: offer.currency,
            at: w.offer.at,
            workspaceId: record!.workspaceId,
            standing: { staleFormats: after.staleFormats, currentFormats: after.current.length },
            shown: mine.shown ?? { rank: null, at: null, updatesAt: null },
            rankedAt: quota.fresh ? w.offer.at : null,
          });
        }
        // Fresh places, among the current offers with this batch's in them.
        if (toRank.length > 0) {
          const taskIds = [...new Set(toRank.map((r) => r.w.offer.taskId))];
          const offers = new Map<string, Map<string, Offer>>(taskIds.map((id) => [id, new Map()]));
          for (const r of await findRankedOffers(trx, taskIds, today)) offers.get(r.taskId)!.set(r.supplierId, r.offer);
          for (const a of accepted) offers.get(a.taskId)?.set(a.supplierId, now.get(keyOf(a))!.offer!);
          for (const { w, offer, record, refresh } of toRank) {
            const { taskId, supplierId, at } = w.offer;
            const others = isSealed(record, today) ? null : offers.get(taskId)!;
            const shown = {
              rank: placesOf(others, supplierId, offer, formatsOf.get(taskId) ?? []),
              at,
              updatesAt: null,
            };
            now.get(keyOf(w.offer))!.shown = shown;
            outcomes.set(w, { changed: !refresh, offer, shown });
            const revision = accepted.find((a) => a.id === w.offer.id);
            if (revision) revision.shown = shown;
            else {
              await markRanked(trx, w.offer, offer.submittedAt, at);
              await setShown(trx, w.offer, shown);
            }
          }
        }
        if (accepted.length > 0) {
          await saveOfferRevisions(trx, accepted);
          await setCurrentOffers(trx, accepted);
          for (const key of answered.values()) await answerRound(trx, key, 'offer');
          await this.notify?.(trx, events);
        }
        stored = accepted.length;
      });
    } catch (err) {
      for (const w of batch) w.reject(err);
      return;
    }
    offersStored.inc(stored);
    for (const w of batch) {
      const no = refusals.get(w);
      if (no) w.reject(no);
      else {
        const outcome = outcomes.get(w)!;
        w.resolve(outcome);
        if (outcome.changed) this.live?.publish(w.offer.taskId, 'offer');
      }
    }
  }
}

const keyOf = (k: SupplierTaskKey) => `${k.taskId}/${k.supplierId}`;

/** Every price sent answers its format as it is now: an amendment committed meanwhile refuses the offer. */
const pricedAsTheyAre = (prices: readonly PriceEntry[], formats: readonly RevisedFormat[]) =>
  prices.every((p) => formats.some((f) => f.id === p.id && f.revision === p.revision));

/**
 * The offer a submission makes of the current one: its prices, with (`keepOthers`) the current prices of the
 * formats it does not name, in the formats' order, and its terms, or the current ones when it states none then.
 */
function offerOf(s: Submission, current: Offer | null, formats: readonly RevisedFormat[], rates: string | null): Offer {
  const sent = new Map(s.prices.map((p) => [p.id, p]));
  const kept = s.keepOthers ? new Map(current?.prices.map((p) => [p.id, p])) : new Map<string, PriceEntry>();
  const prices = formats.flatMap((f) => sent.get(f.id) ?? kept.get(f.id) ?? []);
  const terms = s.terms === undefined ? (current?.terms ?? null) : s.terms;
  // Delivery is part of what the buyer pays: it counts with the count prices.
  return {
    prices,
    terms,
    sum: offerSum(prices) + (terms?.deliveryCost ?? 0),
    submittedAt: s.at,
    currency: s.currency,
    rate: rateFor(s.currency, rates),
  };
}

/** The same prices (each for the same revision) and terms as the current offer: nothing a buyer or a rank would see changed. */
const sameOffer = (current: Offer, offer: Offer) =>
  current.currency === offer.currency &&
  isDeepStrictEqual(current.prices, offer.prices) &&
  isDeepStrictEqual(current.terms, offer.terms);

/**
 * The places of `own` among the printshops' offers (`offers`, its own replaced by it; null while sealed: no
 * place), counting current prices only, as src/shared/ranking.ts counts them.
 */
function placesOf(
  offers: Map<string, Offer> | null,
  supplierId: string,
  own: Offer,
  formats: readonly RevisedFormat[],
): ShownRank {
  const revisions = revisionsOf(formats);
  if (!offers) return { rank: null, formatRanks: [], partialOffers: 0, revisions };
  const mine = ranked(own, formats);
  const current = [mine];
  for (const [id, o] of offers) {
    if (id === supplierId) continue;
    const r = ranked(o, formats);
    if (r.prices.length > 0) current.push(r);
  }
  const { sums, formatSums, partialOffers } = countRanks(
    current,
    formats.map((f) => f.id),
  );
  return {
    rank: mine.complete ? placeAmong(mine.sum, sums) : null,
    formatRanks: formatPlaces({ prices: mine.prices, delivery: mine.terms?.deliveryCost ?? null }, formatSums),
    partialOffers,
    revisions,
  };
}
