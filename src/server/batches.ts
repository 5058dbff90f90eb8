/**
 * Group commit: items that arrive while a batch is being handled wait and go together in the next, at most
 * `maxBatch` at a time. An idle server handles an item at once, alone — after the requests already read in
 * the same turn, since a database that answers synchronously (SQLite) would otherwise get each alone.
 * `handle` settles each item of its batch itself and should not throw.
 */
export class Batches<T> {
  private waiting: T[] = [];
  private busy = false;

  constructor(
    private readonly handle: (batch: T[]) => Promise<void>,
    private readonly maxBatch: number,
  ) {}

  add(item: T): void {
    this.waiting.push(item);
    if (this.waiting.length === 1 && !this.busy) setImmediate(() => void this.handleAll());
  }

  private async handleAll(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      while (this.waiting.length > 0) await this.handle(this.waiting.splice(0, this.maxBatch));
    } finally {
      this.busy = false;
    }
  }
}
