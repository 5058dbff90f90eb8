import { todayIn } from '../../../shared/dates.ts';
import { offerRefusal } from '../../../shared/task-state.ts';
import type { Db } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { refused } from '../../errors.ts';
import { Batches } from '../../batches.ts';
import { offersStored } from '../../metrics.ts';
import { findSupplierTasksOf, setCurrentOffers, type NewOffer } from '../invitations/index.ts';
import { saveOfferRevisions } from './offers.queries.ts';

/** An offer as priced: against the formats of the task's `pricesRevision` (an amendment may change them). */
export type Submission = Omit<NewOffer, 'workspaceId' | 'revision'> & { pricesRevision: number };

/** The formats changed (an amendment) after the printshop's page priced the offer: it must look again. */
export const changedMeanwhile = {
  code: 'TENDER_CHANGED' as const,
  message: 'The request was changed while you entered your offer; please check it and send your offer again.',
};
type Waiting = { offer: Submission; resolve: () => void; reject: (err: unknown) => void };

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
    maxBatch = 200,
  ) {
    this.batches = new Batches((batch) => this.write(batch), maxBatch);
  }

  /** Resolves once the offer is committed; rejects with the refusal, or the database's error. */
  store(offer: Submission): Promise<void> {
    return new Promise((resolve, reject) => this.batches.add({ offer, resolve, reject }));
  }

  private async write(batch: Waiting[]): Promise<void> {
    const refusals = new Map<Waiting, Error>();
    let stored = 0;
    try {
      await this.db.transaction().execute(async (trx) => {
        const found = await findSupplierTasksOf(
          trx,
          batch.map((w) => w.offer),
        );
        const byKey = new Map(found.map((i) => [`${i.taskId}/${i.supplierId}`, i]));
        const today = todayIn(this.timeZone);
        const accepted: NewOffer[] = [];
        for (const w of batch) {
          const supplierTask = byKey.get(`${w.offer.taskId}/${w.offer.supplierId}`);
          const no =
            offerRefusal(supplierTask, today) ??
            (supplierTask!.pricesRevision === w.offer.pricesRevision ? null : changedMeanwhile);
          if (no) refusals.set(w, refused(no));
          else {
            const { pricesRevision: _, ...offer } = w.offer;
            accepted.push({ ...offer, workspaceId: supplierTask!.workspaceId, revision: supplierTask!.revision });
          }
        }
        if (accepted.length > 0) {
          await saveOfferRevisions(trx, accepted);
          await setCurrentOffers(trx, accepted);
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
        w.resolve();
        this.live?.publish(w.offer.taskId, 'offer');
      }
    }
  }
}
