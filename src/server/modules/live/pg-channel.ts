import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { listen, ping } from './live.queries.ts';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;
// A connection that died without closing (no FIN) answers no ping within this; it is then replaced.
const PING_EVERY_MS = 30_000;
const PING_TIMEOUT_MS = 10_000;

type Events = {
  /** A notification's payload. */
  hear: (payload: string) => void;
  /** Listening again after the connection was lost: what was sent meanwhile never arrives. */
  reconnected: () => void;
};

/**
 * The instance's one connection LISTENing for the other instances' live updates. A lost connection is
 * opened again (after 0.5 s, doubling up to 10 s), and once it listens again the bus tells its streams to
 * resync: notifications are not kept for a listener that is away.
 */
export class PgChannel {
  private current: { client: pg.Client; lost: (err?: unknown) => void } | undefined;
  private delay = FIRST_DELAY_MS;
  private retry: NodeJS.Timeout | undefined;
  private readonly pinger: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly events: Events,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pinger = setInterval(() => void this.ping(), PING_EVERY_MS).unref();
  }

  /** Resolves once listening, or once the first attempt failed (attempts go on in the background). */
  start(): Promise<void> {
    return this.connect(false);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.pinger);
    const client = this.current?.client;
    this.current = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(again: boolean): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: 'printtender-live',
      query_timeout: PING_TIMEOUT_MS,
    });
    let gone = false;
    const lost = (err?: unknown) => {
      if (gone) return;
      gone = true;
      if (this.current?.client === client) this.current = undefined;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.log.warn({ err }, 'live updates: the database connection was lost; connecting again');
      this.retry = setTimeout(() => void this.connect(true), this.delay).unref();
      this.delay = Math.min(this.delay * 2, MAX_DELAY_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (n) => {
      if (n.payload) this.events.hear(n.payload);
    });
    try {
      await client.connect();
      await listen(client);
    } catch (err) {
      lost(err);
      return;
    }
    if (this.closed) {
      gone = true;
      await client.end().catch(() => undefined);
      return;
    }
    this.current = { client, lost };
    this.delay = FIRST_DELAY_MS;
    if (again) this.events.reconnected();
  }

  private async ping(): Promise<void> {
    const current = this.current;
    if (!current) return;
    try {
      await ping(current.client);
    } catch (err) {
      current.lost(err);
    }
  }
}
