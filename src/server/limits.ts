import type { FastifyRequest, preHandlerAsyncHookHandler, preHandlerHookHandler } from 'fastify';
import type { Db } from './db/database.ts';
import { AppError } from './errors.ts';
import { deleteEndedWindows } from './limits.queries.ts';
import { SharedHits } from './limits-shared.ts';
import { rateLimitRefusals } from './metrics.ts';

/**
 * What a limit counts by: the client's address, the account (as `accountOf` names it), the account from one
 * address, or the supplier's link.
 */
export type LimitKey = 'ip' | 'account' | 'account-and-ip' | 'link';
/**
 * Per link, only a request with the link's right token (`rightToken`) counts on the link; one with a wrong token
 * counts on its client's address instead, so that nobody without the link can use up the link's limit.
 */
export type LimitRule =
  | { per: Exclude<LimitKey, 'link'>; max: number; minutes: number }
  | { per: 'link'; max: number; minutes: number; rightToken: (req: FastifyRequest) => boolean };
/** The account a request is about: looked up, so that every name of one account counts once. */
export type AccountOf = (req: FastifyRequest) => Promise<string>;

type Limit = { rule: LimitRule; max: number; windowMs: number };

/**
 * Fixed-window counters (docs/decisions/005-rate-limits.md: @fastify/rate-limit applies one limit per
 * request, and a route here needs two, e.g. per address and per account). In memory per instance, or, given
 * `shared` (PostgreSQL), in a table every instance counts in, so that N instances do not allow N times the
 * limit (docs/decisions/020-instances-and-metrics.md).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweep: NodeJS.Timeout;
  private readonly sharedHits: SharedHits | undefined;

  constructor(
    private readonly factor: number,
    private readonly shared?: Db,
  ) {
    this.sharedHits = shared && new SharedHits(shared);
    this.sweep = setInterval(() => this.forgetExpired(Date.now()), 60_000);
    this.sweep.unref();
  }

  /**
   * preHandler hooks enforcing `rules` on a route, with counters of its own (`name`); `accountOf` for rules per
   * account. Counted in memory without an account, a callback: a request passes without a promise (measurable
   * on the supplier's read, decision 024).
   */
  hooks(
    name: string,
    rules: LimitRule[],
    accountOf?: AccountOf,
  ): preHandlerHookHandler[] | preHandlerAsyncHookHandler[] {
    const perAccount = rules.some((rule) => rule.per === 'account' || rule.per === 'account-and-ip');
    if (perAccount && !accountOf) throw new Error(`limit ${name}: a rule per account needs accountOf`);
    if (this.factor === 0) return [];
    const limits = rules.map((rule) => ({
      rule,
      max: Math.max(1, Math.round(rule.max * this.factor)),
      windowMs: rule.minutes * 60_000,
    }));
    const refusals = rateLimitRefusals.labels(name);
    const keysOf = (req: FastifyRequest, account = '') =>
      limits.map((limit) => `${name}:${keyOf(limit.rule, req, account)}`);
    const refusal = (wait: number) => {
      if (wait <= 0) return undefined;
      refusals.inc();
      return new AppError(
        429,
        'RATE_LIMITED',
        `Too many attempts. Please try again in ${Math.ceil(wait / 1000)} seconds.`,
      );
    };
    const shared = this.sharedHits;
    if (!shared && !perAccount) {
      const inMemory: preHandlerHookHandler = (req, _reply, done) =>
        done(refusal(this.hitAll(keysOf(req), limits, Date.now())));
      return [inMemory];
    }
    return [
      async (req: FastifyRequest) => {
        const keys = keysOf(req, perAccount ? await accountOf?.(req) : undefined);
        const now = Date.now();
        const error = refusal(
          shared ? await this.hitShared(shared, keys, limits, now, req) : this.hitAll(keys, limits, now),
        );
        if (error) throw error;
      },
    ];
  }

  /** In memory: the limits in order, up to the first that refuses (its wait is answered). */
  private hitAll(keys: string[], limits: Limit[], now: number): number {
    for (const [i, limit] of limits.entries()) {
      const wait = this.hit(keys[i]!, limit.max, limit.windowMs, now);
      if (wait > 0) return wait;
    }
    return 0;
  }

  /**
   * Every limit of the route, counted with the hits of the requests beside it (limits-shared.ts); a database
   * that does not answer leaves this instance counting.
   */
  private async hitShared(
    shared: SharedHits,
    keys: string[],
    limits: Limit[],
    now: number,
    req: FastifyRequest,
  ): Promise<number> {
    let rows;
    try {
      rows = await shared.count(keys.map((key, i) => ({ key, windowMs: limits[i]!.windowMs })));
    } catch (err) {
      req.log.warn({ err }, 'shared rate limits unavailable; counting in this instance');
      return this.hitAll(keys, limits, now);
    }
    let wait = 0;
    for (const row of rows) {
      const limit = limits[keys.indexOf(row.key)]!;
      if (row.count > limit.max) wait = Math.max(wait, row.resetAt - now);
    }
    return wait;
  }

  /** Counts one attempt; returns 0 when allowed, else the milliseconds until the window ends. */
  hit(key: string, max: number, windowMs: number, now: number): number {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return 0;
    }
    w.count += 1;
    return w.count > max ? w.resetAt - now : 0;
  }

  close(): void {
    clearInterval(this.sweep);
  }

  private forgetExpired(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    // Every instance sweeps; deleting what another already deleted costs nothing.
    if (this.shared) deleteEndedWindows(this.shared, now).catch(() => undefined);
  }
}

function keyOf(rule: LimitRule, req: FastifyRequest, account: string): string {
  switch (rule.per) {
    case 'ip':
      return `ip:${req.ip}`;
    case 'account':
      return `account:${account}`;
    case 'account-and-ip':
      // The address first: it holds no '|', so no account name can make two pairs meet.
      return `account-and-ip:${req.ip}|${account}`;
    case 'link': {
      if (!rule.rightToken(req)) return `wrong-token:${req.ip}`;
      const p = req.params as { taskId?: string; supplierId?: string };
      return `link:${p.taskId}/${p.supplierId}`;
    }
  }
}
