import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { cameThroughProxy } from '../../http.ts';
import { outboxMails, outboxOldestDue, registry } from '../../metrics.ts';
import { outboxCounts } from './metrics.queries.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who may read the metrics: a caller on this machine, or one with `Authorization: Bearer $METRICS_TOKEN`.
 * The socket's address, not `req.ip`: a forwarded-for header can name any address.
 */
export function mayReadMetrics(deps: Pick<Deps, 'config'>, req: FastifyRequest): boolean {
  const local = LOOPBACK.has(req.socket.remoteAddress ?? '') && !cameThroughProxy(req);
  if (local) return true;
  const token = deps.config.metricsToken;
  const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  // Compared as digests: equal lengths, and in constant time.
  return token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** The Prometheus text: the outbox read now (every instance sees the same one), then every metric. */
export async function scrape(deps: Pick<Deps, 'db'>): Promise<string> {
  const now = Date.now();
  const counts = await outboxCounts(deps.db, now);
  outboxMails.set({ state: 'queued' }, counts.queued);
  outboxMails.set({ state: 'sending' }, counts.sending);
  outboxMails.set({ state: 'failed' }, counts.failed);
  outboxOldestDue.set(counts.oldestDueAt === null ? 0 : Math.max(0, now - counts.oldestDueAt) / 1000);
  return registry.metrics();
}

export const metricsContentType = registry.contentType;
