import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { PubAuction } from '../../../shared/schemas/auctions.ts';
import { AppError } from '../../errors.ts';
import { readPageAuction } from '../auctions/index.ts';
import { openEventStream, type LiveEvent } from '../live/index.ts';
import type { OfferPageDeps } from './offer-page-deps.ts';
import { openSupplierTask, type Link } from './offer-page.service.ts';

type StreamDeps = Pick<OfferPageDeps, 'db' | 'config' | 'tasks' | 'writer' | 'live'>;

/** What a printshop's page is sent with a `bid` (docs/decisions/040): its own view of the auction, null for none. */
export type PubBidData = { auction: PubAuction | null };

// A page holds one stream; a few more leave room for its tabs, and no more hold an instance's connections.
const STREAMS_PER_LINK = 5;

type Page = { supplierId: string; send: (event: LiveEvent, taskId: string, more: PubBidData) => void };

/**
 * One task's open printshop pages on this instance. A bid, the start or the end (an event on the bus, from any
 * instance) reads the auction once, and each page is sent its own view of it with the `bid`: the pages need not
 * read themselves again. One read at a time: events during a read make one more after it, so a burst of bids is a
 * read or two, and the last read always follows the last bid's commit.
 */
class TaskFeed {
  readonly pages = new Set<Page>();
  private busy = false;
  private again = false;
  readonly unsubscribe: () => void;

  constructor(
    private readonly deps: StreamDeps,
    private readonly log: FastifyBaseLogger,
    private readonly taskId: string,
  ) {
    // A resync (the notifications may have been lost) reads as a bid does: the pages get the auction as it is.
    this.unsubscribe = deps.live.subscribe(taskId, (event) => {
      if (event.kind === 'bid' || event.kind === 'resync') this.read();
    });
  }

  private read(): void {
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    void readPageAuction(this.deps.db, this.taskId)
      .then((auction) => {
        const event = { id: this.deps.live.nextId(), kind: 'bid' } as const;
        for (const page of this.pages) page.send(event, this.taskId, { auction: auction?.of(page.supplierId) ?? null });
      })
      .catch((err: unknown) =>
        this.log.warn({ err, taskId: this.taskId }, 'live auction: the pages were not sent a bid'),
      )
      .finally(() => {
        this.busy = false;
        if (this.again) {
          this.again = false;
          this.read();
        }
      });
  }
}

/**
 * The streams of the printshops' pages (GET /api/pub/tasks/{taskId}/{supplierId}/live): `ready`, then `bid` with
 * the page's view of the auction at every bid and at its start and end, on whichever instance it happened. Ended
 * at shutdown (`close`), so that close() does not wait for them and the pages reconnect.
 */
export class PubStreams {
  private readonly open = new Map<string, Set<ServerResponse>>();
  private readonly feeds = new Map<string, TaskFeed>();

  constructor(private readonly log: FastifyBaseLogger) {}

  async stream(deps: StreamDeps, link: Link, reply: FastifyReply, resumed: boolean): Promise<void> {
    await openSupplierTask(deps, link);
    const key = `${link.taskId}/${link.supplierId}`;
    const held = this.open.get(key) ?? new Set<ServerResponse>();
    if (held.size >= STREAMS_PER_LINK)
      throw new AppError(429, 'TOO_MANY_STREAMS', 'Too many open pages of this link: close one first.');
    const res = openEventStream(reply, deps.live, (send) => this.join(deps, link, send), resumed, link.taskId);
    held.add(res);
    this.open.set(key, held);
    res.once('close', () => {
      held.delete(res);
      if (held.size === 0 && this.open.get(key) === held) this.open.delete(key);
    });
  }

  /** Adds a page to its task's feed until the answered function is called; the last page leaves the bus. */
  private join(deps: StreamDeps, link: Link, send: Page['send']): () => void {
    let feed = this.feeds.get(link.taskId);
    if (!feed) this.feeds.set(link.taskId, (feed = new TaskFeed(deps, this.log, link.taskId)));
    const page: Page = { supplierId: link.supplierId, send };
    feed.pages.add(page);
    return () => {
      feed.pages.delete(page);
      if (feed.pages.size > 0 || this.feeds.get(link.taskId) !== feed) return;
      feed.unsubscribe();
      this.feeds.delete(link.taskId);
    };
  }

  close(): void {
    for (const held of this.open.values()) for (const res of held) res.end();
    this.open.clear();
  }
}
