import type { onResponseHookHandler } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every metric of the process, answered by `GET /metrics` (modules/metrics, docs/decisions/020). One process
 * serves one app, so the metrics live in the module; code that counts something imports its metric from here.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const registers = [registry];

/** Open server-sent event streams; the event stream sets it (0 until it exists). */
export const eventStreamClients = new Gauge({
  name: 'event_stream_clients',
  help: 'Server-sent event streams open on this instance',
  registers,
});

export const offersStored = new Counter({
  name: 'offers_stored_total',
  help: 'Offers committed by the offer writer',
  registers,
});

const mailsSent = new Counter({
  name: 'mails_sent_total',
  help: 'Mails accepted by the SMTP server',
  registers,
});
const mailsFailed = new Counter({
  name: 'mails_failed_total',
  help: 'Mails given up on (a permanent SMTP refusal or the last attempt)',
  registers,
});

/** The outbox's hook: what became of one sending attempt (a retry is neither sent nor failed yet). */
export function countMail(outcome: 'sent' | 'retry' | 'failed'): void {
  if (outcome === 'sent') mailsSent.inc();
  else if (outcome === 'failed') mailsFailed.inc();
}

export const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests answered 429 by a rate limit, by limit',
  labelNames: ['limit'],
  registers,
});

/** Set from the database at each scrape (modules/metrics), not counted: every instance sees the same outbox. */
export const outboxMails = new Gauge({
  name: 'outbox_mails',
  help: 'Mails in the outbox: queued (waiting or planned), sending (claimed by an instance), failed',
  labelNames: ['state'],
  registers,
});
export const outboxOldestDue = new Gauge({
  name: 'outbox_oldest_due_seconds',
  help: 'How long the oldest due, unclaimed mail has been waiting (0 when none)',
  registers,
});

const requests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['route', 'method', 'status_code'],
  registers,
});
const durations = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to having answered it, by route pattern and method',
  labelNames: ['route', 'method'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

type Series = { duration: { observe: (v: number) => void }; byStatus: Map<number, { inc: () => void }> };
// route -> method -> the label children: after the first request of a kind, a request builds no label object.
const series = new Map<string, Map<string, Series>>();

function seriesOf(route: string, method: string): Series {
  let byMethod = series.get(route);
  if (!byMethod) series.set(route, (byMethod = new Map()));
  let s = byMethod.get(method);
  if (!s) byMethod.set(method, (s = { duration: durations.labels(route, method), byStatus: new Map() }));
  return s;
}

/** onResponse hook: counts and times every request by its route pattern (never its URL: ids would explode). */
export const observeResponse: onResponseHookHandler = (req, reply, done) => {
  // No route matched: one series for every unknown address.
  const route = req.routeOptions.url ?? 'unmatched';
  const s = seriesOf(route, req.method);
  s.duration.observe(reply.elapsedTime / 1000);
  let count = s.byStatus.get(reply.statusCode);
  if (!count) s.byStatus.set(reply.statusCode, (count = requests.labels(route, req.method, String(reply.statusCode))));
  count.inc();
  done();
};
