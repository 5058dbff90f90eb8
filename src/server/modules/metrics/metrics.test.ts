import { describe, expect, it } from 'vitest';
import { eventStreamClients } from '../../metrics.ts';
import { post } from '../../test/accounts.ts';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { readError } from '../../test/read.ts';

const TOKEN = 'metrics-token-for-the-test-0123';

/** The value of the first sample of `name` whose labels include every one of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.entries(labels).every(([k, v]) => (m[2] ?? '').split(',').includes(`${k}="${v}"`));
    if (has) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  const t = useTestApp({ config: { rateLimitFactor: 1, metricsToken: TOKEN } });
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('holds each named metric after some traffic, by route pattern', async () => {
    const { task, offer } = await sentTask(t.app, 1, 'metered');
    expect((await offer(0, [10, 1])).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/no-such/${task.id}` })).statusCode).toBe(404);
    const resends = [];
    for (let i = 0; i < 4; i++)
      resends.push((await post(t.app, '/api/account/resend', { login: 'nobody' })).statusCode);
    expect(resends.at(-1)).toBe(429);
    // The invitation went through the outbox to the embedded catcher.
    const text = await waitFor(async () => {
      const body = await scrape();
      return (sample(body, 'mails_sent_total') ?? 0) > 0 ? body : undefined;
    }, 'a mail counted as sent');

    const submit = { route: '/api/pub/tasks/:taskId/:supplierId', method: 'POST' };
    expect(sample(text, 'http_requests_total', { ...submit, status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', submit)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...submit, le: '+Inf' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    // Route patterns, never addresses: no id makes a series of its own.
    expect(text).not.toContain(task.id);
    expect(sample(text, 'offers_stored_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mails_failed_total')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'rate_limit_refusals_total', { limit: 'resend' })).toBeGreaterThanOrEqual(1);
    for (const state of ['queued', 'sending', 'failed'])
      expect(sample(text, 'outbox_mails', { state })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'event_stream_clients')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    eventStreamClients.inc(2);
    expect(sample(await scrape(), 'event_stream_clients')).toBe(2);
    eventStreamClients.set(0);
  });

  it("reads the outbox's counts and its oldest due mail from the database at scrape time", async () => {
    const { outbox, db } = t.app.deps;
    await t.app.ready();
    await outbox.stop();
    const now = Date.now();
    const mail = { to: 'x@druck.de', kind: 'invitation' as const, subject: 's', html: 'h', text: 't' };
    await outbox.enqueueMany(db, [
      { ...mail, id: 'due-5s', dueAt: now - 5000 },
      { ...mail, id: 'planned', dueAt: now + 86_400_000 },
      { ...mail, id: 'claimed' },
      { ...mail, id: 'given-up' },
    ]);
    await db
      .updateTable('mails')
      .set({ lockedUntil: now + 60_000 })
      .where('id', '=', 'claimed')
      .execute();
    await db.updateTable('mails').set({ state: 'failed' }).where('id', '=', 'given-up').execute();

    const text = await scrape();
    expect(sample(text, 'outbox_mails', { state: 'queued' })).toBe(2);
    expect(sample(text, 'outbox_mails', { state: 'sending' })).toBe(1);
    expect(sample(text, 'outbox_mails', { state: 'failed' })).toBe(1);
    const age = sample(text, 'outbox_oldest_due_seconds')!;
    expect(age).toBeGreaterThanOrEqual(5);
    expect(age).toBeLessThan(60);
  });

  it('is refused from elsewhere without the token, as if there were no such route, and accepted with it', async () => {
    const elsewhere = { url: '/metrics', remoteAddress: '10.0.0.5' };
    const unknown = await t.app.inject({ url: '/no-such-page', remoteAddress: '10.0.0.5' });
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({ ...elsewhere, headers: authorization ? { authorization } : {} });
      expect(await readError(res, 404), authorization).toEqual({
        ...(await readError(unknown, 404)),
        message: 'No route GET /metrics.',
      });
      expect(res.body).not.toMatch(/http_requests_total/);
    }
    // Through a proxy on this machine: not local.
    const proxied = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(404);

    const withToken = await t.app.inject({ ...elsewhere, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('http_requests_total');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('answers loopback only', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200);
    const res = await t.app.inject({
      url: '/metrics',
      remoteAddress: '10.0.0.5',
      headers: { authorization: 'Bearer undefined' },
    });
    expect(res.statusCode).toBe(404);
  });
});
