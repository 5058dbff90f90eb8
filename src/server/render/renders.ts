import { AppError } from '../errors.ts';
import type { RenderJob } from './jobs.ts';
import { renderInPool } from './pool.ts';

type Kind = RenderJob['kind'];
type Slot = { kind: Kind; startedAt: number };

/** Until a kind has been made once: about a 50-format order PDF on a busy 2-core machine. */
const FIRST_GUESS_MS = 2000;

/**
 * The exports a workspace makes at once on this instance (docs/decisions/027): `perWorkspace` renders, so that
 * one workspace's exports cannot fill the pool's queue in front of every other's. A request beyond them is refused
 * (429 EXPORT_BUSY, with when a slot should be free); a mail's attachment waits for a slot instead.
 */
export class Renders {
  private readonly slots = new Map<string, Slot[]>();
  private readonly waiting = new Map<string, { kind: Kind; resolve: (slot: Slot) => void }[]>();
  private readonly lastMs = new Map<Kind, number>();

  constructor(
    private readonly perWorkspace = 2,
    private readonly render: (job: RenderJob) => Promise<Buffer> = renderInPool,
  ) {}

  /** A download: made now, or 429 EXPORT_BUSY while the workspace has `perWorkspace` renders going. */
  async now(workspaceId: string, job: RenderJob): Promise<Buffer> {
    const slot = this.free(workspaceId, job.kind);
    if (!slot) throw this.busy(workspaceId);
    return this.run(workspaceId, slot, job);
  }

  /** A mail's attachment: made once one of the workspace's slots is free, in the order asked. */
  async inTurn(workspaceId: string, job: RenderJob): Promise<Buffer> {
    const slot =
      this.free(workspaceId, job.kind) ??
      (await new Promise<Slot>((resolve) => this.queue(workspaceId).push({ kind: job.kind, resolve })));
    return this.run(workspaceId, slot, job);
  }

  private free(workspaceId: string, kind: Kind): Slot | undefined {
    const taken = this.slots.get(workspaceId) ?? [];
    if (taken.length >= this.perWorkspace) return undefined;
    const slot = { kind, startedAt: Date.now() };
    this.slots.set(workspaceId, [...taken, slot]);
    return slot;
  }

  private queue(workspaceId: string) {
    const queue = this.waiting.get(workspaceId) ?? [];
    this.waiting.set(workspaceId, queue);
    return queue;
  }

  private async run(workspaceId: string, slot: Slot, job: RenderJob): Promise<Buffer> {
    try {
      return await this.render(job);
    } finally {
      this.lastMs.set(slot.kind, Date.now() - slot.startedAt);
      this.release(workspaceId, slot);
    }
  }

  /** The slot passes straight to the first waiter, so that no download takes it in between. */
  private release(workspaceId: string, slot: Slot) {
    const rest = (this.slots.get(workspaceId) ?? []).filter((s) => s !== slot);
    const next = this.waiting.get(workspaceId)?.shift();
    if (next) rest.push({ kind: next.kind, startedAt: Date.now() });
    if (rest.length > 0) this.slots.set(workspaceId, rest);
    else this.slots.delete(workspaceId);
    if (this.waiting.get(workspaceId)?.length === 0) this.waiting.delete(workspaceId);
    next?.resolve(rest.at(-1)!);
  }

  /** 429 EXPORT_BUSY with `retryAt`: when the first of the workspace's renders should end, as the last of its kind took. */
  private busy(workspaceId: string): AppError {
    const now = Date.now();
    const ends = (this.slots.get(workspaceId) ?? []).map(
      (s) => s.startedAt + (this.lastMs.get(s.kind) ?? FIRST_GUESS_MS),
    );
    const retryAt = Math.max(now + 1000, Math.min(...ends));
    return new AppError(
      429,
      'EXPORT_BUSY',
      `Your workspace is making ${this.perWorkspace} exports (order PDFs or workbooks) already. Try again in a few seconds.`,
      undefined,
      { retryAt },
    );
  }
}
