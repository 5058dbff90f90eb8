import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test/helper.ts';

describe('the web app’s files', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'printtender-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>PrintTender</title>');
  writeFileSync(path.join(webRoot, 'sign-in.html'), '<!doctype html><title>Log in</title>');
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'shell-BUecqTK2.js'), 'export {};');
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const t = useTestApp({ webRoot });
  const get = (url: string) => t.app.inject({ url });

  it('lets the browser keep a hashed asset for a year without asking again, and revalidate the rest', async () => {
    const asset = await get('/assets/shell-BUecqTK2.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/login', '/ua/task', '/favicon.svg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers the public pages with the light entry, every other page with the staff app (decision 029)', async () => {
    const light = ['/login', '/login?next=%2Fua%2Ftask', '/register', '/activate', '/forgot', '/forgotConfirm'];
    for (const url of [...light, '/invitation/3f2a-b1'])
      expect((await get(url)).body, url).toContain('<title>Log in</title>');
    for (const url of ['/ua/dashboard', '/login/x', '/invitation', '/invitation/a/b', '/registered'])
      expect((await get(url)).body, url).toContain('<title>PrintTender</title>');
  });
});
