import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Staff } from '../../auth/staff.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { addStream, beatStreams, deleteStreams, sessionWorkspaces } from './live.queries.ts';

/** How often the streams' sessions are checked, and how many streams one user may hold on all instances. */
export type StreamRules = { checkMs: number; maxPerUser: number };

// A session revoked on any instance ends its streams within 30 s (docs/decisions/022).
const DEFAULT_RULES: StreamRules = { checkMs: 15_000, maxPerUser: 20 };
// A row not beaten for this long is an instance's that died: its streams ended with it.
const STALE_MS = 90_000;
// Ids per statement: far below what either database takes as parameters.
const CHUNK = 1000;

type OpenStream = { id: string; sessionId: string; workspaceId: string };

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

const epochMs = (at: Date | string) => (at instanceof Date ? at.getTime() : new Date(at).getTime());

/**
 * The instance's open streams (docs/decisions/022): each counted in `liveStreams` while it is open, so that a
 * user holds at most `maxPerUser` on all instances; every `checkMs` one query per instance finds the sessions
 * that ended (logout, password change, expiry) or whose user left the stream's workspace, and their streams end.
 * The page's EventSource then reconnects and is answered 401 or 404.
 */
export class OpenStreams {
  private readonly open = new Map<ServerResponse, OpenStream>();
  private readonly rules: StreamRules;
  private readonly timer: NodeJS.Timeout;
  private checking: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    rules: Partial<StreamRules> = {},
  ) {
    this.rules = { ...DEFAULT_RULES, ...rules };
    this.timer = setInterval(() => {
      if (this.open.size > 0) this.checking ??= this.check().finally(() => (this.checking = undefined));
    }, this.rules.checkMs);
    this.timer.unref();
  }

  /** Counts a new stream of the staff member's, or refuses it (429 TOO_MANY_STREAMS); `hold` then takes it. */
  async admit(staff: Staff): Promise<OpenStream> {
    const stream = { id: randomUUID(), sessionId: staff.sessionId, workspaceId: staff.workspace.id };
    const now = Date.now();
    const count = await addStream(this.db, stream.id, staff.user.id, now, now - STALE_MS);
    if (count > this.rules.maxPerUser) {
      await deleteStreams(this.db, [stream.id]);
      throw new AppError(
        429,
        'TOO_MANY_STREAMS',
        `Too many pages with live updates are open (at most ${this.rules.maxPerUser}). Close some and reload this one.`,
      );
    }
    return stream;
  }

  /** The admitted stream's response, held until it closes. */
  hold(res: ServerResponse, stream: OpenStream): void {
    if (res.destroyed) return this.release(stream);
    this.open.set(res, stream);
    res.once('close', () => {
      this.open.delete(res);
      this.release(stream);
    });
  }

  /** Ends every stream (the app closes): their pages reconnect, through a balancer to another instance. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.closed = true;
    await this.checking;
    const ids = [...this.open.values()].map((s) => s.id);
    for (const res of this.open.keys()) res.end();
    this.open.clear();
    for (const chunk of chunks(ids)) await deleteStreams(this.db, chunk).catch(this.warn('not dropped'));
  }

  private release(stream: OpenStream): void {
    if (!this.closed) void deleteStreams(this.db, [stream.id]).catch(this.warn('not dropped'));
  }

  private async check(): Promise<void> {
    try {
      const now = Date.now();
      const streams = [...this.open];
      for (const chunk of chunks(streams.map(([, s]) => s.id))) await beatStreams(this.db, chunk, now);
      const live = new Set<string>();
      for (const chunk of chunks([...new Set(streams.map(([, s]) => s.sessionId))]))
        for (const row of await sessionWorkspaces(this.db, chunk))
          if (epochMs(row.expiresAt) > now) live.add(`${row.sessionId} ${row.workspaceId}`);
      for (const [res, s] of streams) if (!live.has(`${s.sessionId} ${s.workspaceId}`)) res.end();
    } catch (err) {
      // Checked again at the next tick.
      this.warn('not checked')(err);
    }
  }

  private warn(what: string) {
    return (err: unknown) => this.log.warn({ err }, `live streams: ${what}`);
  }
}
