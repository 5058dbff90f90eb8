import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { liveTask, openLive } from './test/live.ts';
import { useTestApp } from './test/helper.ts';

/** The staff API and pages answer compressed when asked (docs/decisions/028); live streams never are. */
describe('compressed answers', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'printtender-web-'));
  const page = `<!doctype html><title>PrintTender</title>${'<p>Sign in to PrintTender.</p>'.repeat(100)}`;
  writeFileSync(path.join(webRoot, 'index.html'), page);
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const t = useTestApp({ webRoot });

  it('gives the staff API brotli or gzip as the client asks, the same JSON, and plain to a client that does not', async () => {
    const { api, task } = await liveTask(t.app);
    const url = `/api/tasks/${task.id}`;
    const plain = await api.call('GET', url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await api.call('GET', url, undefined, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await api.call('GET', url, undefined, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    // Still not kept by any cache (http.ts), compressed or not.
    expect(gzip.headers['cache-control']).toBe('no-store');
  });

  it('compresses the pages, and leaves small answers as they are', async () => {
    const login = await t.app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(login.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(login.rawPayload).toString()).toBe(page);
    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a live stream: each event arrives as it happens, to a client that asked for brotli', async () => {
    const { base, cookie, api, task } = await liveTask(t.app);
    const live = await openLive(base, task.id, cookie, undefined, { 'accept-encoding': 'br, gzip' });
    expect(live.res.headers.get('content-encoding')).toBeNull();
    expect(live.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect((await live.next('ready')).event).toBe('ready');
    // A change after the stream opened arrives on its own, not held back in a compressor's buffer.
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
    expect(JSON.parse((await live.next('task')).data)).toMatchObject({ taskId: task.id });
    live.close();
  });
});
