import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './errors.ts';

/** What a limit counts by: the client's address, the account name typed in, or the supplier's link. */
export type LimitKey = 'ip' | 'login' | 'link';
export type LimitRule = { per: LimitKey; max: number; minutes: number };

/**
 * Fixed-window counters in memory, per instance (docs/decisions/005-rate-limits.md: @fastify/rate-limit
 * applies one limit per request, and a route here needs two, e.g. per address and per account).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly factor: number) {
    this.sweep = setInterval(() => this.forgetExpired(Date.now()), 60_000);
    this.sweep.unref();
  }

  /** preHandler hooks enforcing `rules` on a route, with counters of its own (`name`). */
  hooks(name: string, rules: LimitRule[]): preHandlerAsyncHookHandler[] {
    if (this.factor === 0) return [];
    return rules.map((rule) => async (req) => {
      const max = Math.max(1, Math.round(rule.max * this.factor));
      const wait = this.hit(`${name}:${rule.per}:${keyOf(rule.per, req)}`, max, rule.minutes * 60_000, Date.now());
      if (wait > 0) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          `Too many attempts. Please try again in ${Math.ceil(wait / 1000)} seconds.`,
        );
      }
    });
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
  }
}

function keyOf(per: LimitKey, req: FastifyRequest): string {
  if (per === 'ip') return req.ip;
  if (per === 'link') {
    const p = req.params as { taskId?: string; supplierId?: string };
    return `${p.taskId}/${p.supplierId}`;
  }
  const body = req.body as { login?: unknown } | undefined;
  return typeof body?.login === 'string' ? body.login.trim().toLowerCase() : req.ip;
}
