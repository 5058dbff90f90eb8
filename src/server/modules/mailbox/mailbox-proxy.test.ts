import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { listening } from '../../test/live.ts';
import { rawGet } from '../../test/raw-http.ts';
import { readError } from '../../test/read.ts';

const PROXIED: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.9' },
  { forwarded: 'for=203.0.113.9' },
  { 'x-real-ip': '203.0.113.9' },
];

describe('the Mailbox behind a proxy', () => {
  // The web app's catch-all route serves /mailbox as every other page: a root with only its index.
  const webRoot = mkdtempSync(path.join(tmpdir(), 'printtender-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>PrintTender</title>');
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const t = useTestApp({ webRoot });

  it('answers 404 to the page and the API, as if there were no such route, for each forwarding header', async () => {
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
    const id = '00000000-0000-4000-8000-000000000000';
    for (const headers of PROXIED) {
      for (const url of ['/api/mailbox', '/api/mailbox/', `/api/mailbox/${id}`, '/mailbox', `/Mailbox/${id}`]) {
        const res = await get(url, headers);
        expect(await readError(res, 404), `${url} ${JSON.stringify(headers)}`).toEqual({
          code: 'NOT_FOUND',
          message: `No route GET ${url}.`,
        });
      }
      // Only the Mailbox: the rest of the app is served through a proxy as before.
      expect((await get('/tasks', headers)).statusCode).toBe(200);
      expect((await get('/mailboxes', headers)).statusCode).toBe(200);
      // The same check as the metrics'.
      expect((await get('/metrics', headers)).statusCode).toBe(404);
    }
    expect((await get('/api/mailbox')).statusCode).toBe(200);
    expect((await get('/mailbox')).body).toContain('<title>PrintTender</title>');
    expect((await get('/metrics')).statusCode).toBe(200);
  });

  it('answers 404 over a real socket from loopback when a forwarding header is present', async () => {
    const base = await listening(t.app);
    for (const headers of PROXIED) {
      const res = await rawGet(base, '/api/mailbox', headers);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('items');
    }
    expect((await rawGet(base, '/api/mailbox')).status).toBe(200);
  });
});

describe('the Mailbox behind a proxy that TRUST_PROXY names', () => {
  // A proxy on this machine, trusted to name its clients: the Mailbox and the metrics still see it came through.
  const t = useTestApp({ config: { trustProxy: ['127.0.0.1'] } });

  it('answers 404 to the API and the metrics for each forwarding header, as without it', async () => {
    const base = await listening(t.app);
    for (const headers of PROXIED) {
      expect((await rawGet(base, '/api/mailbox', headers)).status, JSON.stringify(headers)).toBe(404);
      expect((await rawGet(base, '/metrics', headers)).status, JSON.stringify(headers)).toBe(404);
    }
    // Even naming loopback as the client: the request still came through a proxy.
    expect((await rawGet(base, '/api/mailbox', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
    expect((await rawGet(base, '/api/mailbox')).status).toBe(200);
    expect((await rawGet(base, '/metrics')).status).toBe(200);
  });
});
