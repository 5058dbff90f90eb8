import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isLiveKind, type LiveKind, type StreamEvent } from '../../../shared/live.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { notify } from './live.queries.ts';
import { PgChannel } from './pg-channel.ts';

/** What a stream writes: the instance's next event id (monotonic, so a reconnect can name the last one). */
export type LiveEvent = { id: number; kind: StreamEvent };
type Listener = (event: LiveEvent) => void;
/** Hears every task's events; `taskId` is undefined on a resync of every stream. */
type AnyListener = (event: LiveEvent, taskId: string | undefined) => void;

/** How the bus reaches the other instances; none on SQLite (one machine, one process). */
type Remote = { send: (payloads: string[]) => Promise<void>; close: () => Promise<void> };

/** A notification's payload: who sent it (its own are delivered at once), what changed, on which task. */
type Payload = { o: string; k: LiveKind; t: string };

/**
 * The live updates' event bus (docs/decisions/022): services `publish` after their change committed; the
 * task pages' streams `subscribe`. Publishes of one turn of the event loop are delivered and sent as one
 * (an offer batch of 50 for one task is one event). In memory; on PostgreSQL also NOTIFY to, and LISTEN
 * from, the other instances on the database.
 */
export class LiveBus {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly anyListeners = new Set<AnyListener>();
  private readonly remoteListeners = new Set<(taskId: string | undefined, kind?: LiveKind) => void>();
  private readonly origin = randomUUID().slice(0, 8);
  // `${kind} ${taskId}`: a publish is a string and a set entry, nothing more.
  private pending = new Set<string>();
  private scheduled = false;
  private unsent = new Set<string>();
  private sending: Promise<void> | undefined;
  private lastId = 0;
  private remote: Remote | undefined;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Tells the task's pages, here and on every instance, that `kind` changed; call it after the commit. */
  publish(taskId: string, kind: LiveKind): void {
    // Nobody watches the task here and there is no other instance: most publishes on SQLite end here.
    if (!this.remote && !this.listeners.has(taskId) && this.anyListeners.size === 0) return;
    this.pending.add(`${kind} ${taskId}`);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.flush);
  }

  /** Hears the task's events until the answered function is called. */
  subscribe(taskId: string, listener: Listener): () => void {
    let set = this.listeners.get(taskId);
    if (!set) this.listeners.set(taskId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(taskId) === set) this.listeners.delete(taskId);
    };
  }

  /** Hears the events of every task (a workspace's stream picks its own) until the answered function is called. */
  subscribeAll(listener: AnyListener): () => void {
    this.anyListeners.add(listener);
    return () => this.anyListeners.delete(listener);
  }

  /**
   * Hears what other instances change, on every task, whether a page watches it or not; `undefined` when
   * their notifications may have been lost (the LISTEN connection was).
   */
  onRemote(listener: (taskId: string | undefined, kind?: LiveKind) => void): void {
    this.remoteListeners.add(listener);
  }

  nextId(): number {
    return ++this.lastId;
  }

  /** A notification from the database: another instance's change (this instance's own were delivered). */
  hear(payload: string): void {
    let p: Payload;
    try {
      p = JSON.parse(payload) as Payload;
    } catch {
      return;
    }
    if (p.o === this.origin || !isLiveKind(p.k) || typeof p.t !== 'string') return;
    for (const listener of this.remoteListeners) listener(p.t, p.k);
    this.deliver(p.t, p.k);
  }

  /** Every stream reads everything again: notifications may have been lost (the LISTEN connection was). */
  resyncAll(): void {
    for (const listener of this.remoteListeners) listener(undefined);
    for (const taskId of [...this.listeners.keys()]) this.deliver(taskId, 'resync');
    if (this.anyListeners.size > 0) this.notify(this.anyListeners, { id: this.nextId(), kind: 'resync' }, undefined);
  }

  connect(remote: Remote): void {
    this.remote = remote;
  }

  async close(): Promise<void> {
    await this.sending;
    await this.remote?.close();
    this.remote = undefined;
  }

  private readonly flush = () => {
    this.scheduled = false;
    const batch = this.pending;
    this.pending = new Set();
    for (const key of batch) {
      const space = key.indexOf(' ');
      const kind = key.slice(0, space) as LiveKind;
      const taskId = key.slice(space + 1);
      this.deliver(taskId, kind);
      if (this.remote) this.unsent.add(JSON.stringify({ o: this.origin, k: kind, t: taskId } satisfies Payload));
    }
    if (this.unsent.size > 0 && !this.sending) this.sending = this.send().finally(() => (this.sending = undefined));
  };

  // One statement in flight at a time: what is published meanwhile goes in the next, duplicates once.
  private async send(): Promise<void> {
    while (this.unsent.size > 0 && this.remote) {
      const payloads = [...this.unsent];
      this.unsent = new Set();
      try {
        await this.remote.send(payloads);
      } catch (err) {
        // The pages on other instances miss these; their next event or resync brings them up to date.
        this.log.warn({ err, count: payloads.length }, 'live updates: notifications not sent');
      }
    }
  }

  private deliver(taskId: string, kind: StreamEvent): void {
    const set = this.listeners.get(taskId);
    if (!set && this.anyListeners.size === 0) return;
    const event = { id: this.nextId(), kind };
    if (set) this.notify(set, event, taskId);
    if (kind !== 'resync') this.notify(this.anyListeners, event, taskId);
  }

  private notify(listeners: Set<AnyListener>, event: LiveEvent, taskId: string | undefined): void {
    for (const listener of listeners) {
      try {
        listener(event, taskId);
      } catch (err) {
        this.log.warn({ err, taskId }, 'live updates: a stream failed');
      }
    }
  }
}

/** The bus of this instance: in memory on SQLite; on PostgreSQL listening on the database before it answers. */
export async function openLiveBus(database: Config['database'], db: Db, log: FastifyBaseLogger): Promise<LiveBus> {
  const bus = new LiveBus(log);
  if (database.kind === 'postgres') {
    const channel = new PgChannel(database.url, { hear: (p) => bus.hear(p), reconnected: () => bus.resyncAll() }, log);
    await channel.start();
    bus.connect({ send: (payloads) => notify(db, payloads), close: () => channel.close() });
  }
  return bus;
}
