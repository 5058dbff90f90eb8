import { Batches } from './batches.ts';
import type { Db } from './db/database.ts';
import { countHits, type Counted, type Hit } from './limits.queries.ts';

type Waiting = { hits: readonly Hit[]; resolve: (counted: Counted[]) => void; reject: (err: unknown) => void };

/**
 * The shared rate limits' counting, gathered (docs/decisions/020-instances-and-metrics.md): hits that arrive
 * while a statement is out go together in the next one, summed per key, so a burst of page reads costs one
 * round trip per batch instead of one per read. Each hit still learns its own count, as if counted alone:
 * the k-th of n hits on a key in a batch that brought the key to `total` counts `total - n + k`.
 */
export class SharedHits {
  private readonly batches: Batches<Waiting>;

  constructor(
    private readonly db: Db,
    maxBatch = 500,
  ) {
    this.batches = new Batches((batch) => this.countBatch(batch), maxBatch);
  }

  /** Each key's count with this hit and the end of its window; rejects with the database's error. */
  count(hits: readonly Hit[]): Promise<Counted[]> {
    return new Promise((resolve, reject) => this.batches.add({ hits, resolve, reject }));
  }

  private async countBatch(batch: Waiting[]): Promise<void> {
    const summed = new Map<string, Hit & { n: number }>();
    // Each waiter's place among the batch's hits on a key (1 for the first).
    const places = batch.map(({ hits }) =>
      hits.map((hit) => {
        const sum = summed.get(hit.key) ?? { key: hit.key, windowMs: hit.windowMs, n: 0 };
        summed.set(hit.key, sum);
        sum.n += hit.n ?? 1;
        return sum.n;
      }),
    );
    let rows: Counted[];
    try {
      // In one order on every instance: two statements locking the same rows then wait, never deadlock.
      const hits = [...summed.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      rows = await countHits(this.db, hits, Date.now());
    } catch (err) {
      for (const w of batch) w.reject(err);
      return;
    }
    const byKey = new Map(rows.map((row) => [row.key, row]));
    for (const [i, w] of batch.entries()) {
      w.resolve(
        w.hits.map((hit, j) => {
          const row = byKey.get(hit.key)!;
          return { ...row, count: row.count - summed.get(hit.key)!.n + places[i]![j]! };
        }),
      );
    }
  }
}
