import { describe, expect, it } from 'vitest';
import { post, signUp } from './test/accounts.ts';
import { useTestApp, waitFor } from './test/helper.ts';
import { read, readError } from './test/read.ts';
import { HealthSchema, PublicConfigSchema } from '../shared/schemas/system.ts';
import { MailboxListSchema, MailboxMessageSchema } from '../shared/schemas/mailbox.ts';

describe('the HTTP surface', () => {
  const t = useTestApp();

  it('answers health with the database checked', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(await read(res, HealthSchema)).toEqual({ status: 'ok' });
  });

  it('tells the browser whether the Mailbox exists', async () => {
    expect(await read(t.app.inject({ url: '/api/config' }), PublicConfigSchema)).toEqual({ mailbox: true });
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/account/register'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/account/me'].get.responses['200']).toBeDefined();
  });

  it('answers unknown routes, bad JSON and oversized bodies with a JSON message', async () => {
    const unknown = await t.app.inject({ url: '/api/nope' });
    expect(await readError(unknown, 404)).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect((await readError(badJson, 400)).message).toEqual(expect.any(String));

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'x'.repeat(300_000), password: 'y' }),
    });
    expect((await readError(huge, 413)).message).toBe('The request body is too large.');

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect((await readError(wrongType, 400)).message).toEqual(expect.any(String));
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses state-changing requests from other sites, and takes same-origin and origin-less ones', async () => {
    const login = { login: 'nobody', password: 'whatever-1' };
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { origin: 'https://evil.example' },
      payload: login,
    });
    expect(await readError(evil, 403)).toMatchObject({ code: 'CROSS_ORIGIN' });
    const fetchSite = await t.app.inject({
      method: 'PUT',
      url: '/api/suppliers',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(fetchSite.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { origin: 'http://localhost:3000' },
      payload: login,
    });
    expect(own.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/login', payload: login })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } })).statusCode).toBe(
      200,
    );
  });

  it('lists and shows caught mails in the Mailbox without a session', async () => {
    await t.app.deps.outbox.enqueue(t.app.deps.db, {
      kind: 'test-invitation',
      to: 'a@example.com',
      subject: 'Hi <b>',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
    t.app.deps.outbox.poke();
    const items = await waitFor(async () => {
      const { items } = await read(t.app.inject({ url: '/api/mailbox' }), MailboxListSchema);
      return items.length > 0 ? items : undefined;
    }, 'the mail in the Mailbox');
    expect(items[0]?.subject).toBe('Hi <b>');
    const one = await t.app.inject({ url: `/api/mailbox/${items[0]!.id}` });
    expect(await read(one, MailboxMessageSchema)).toMatchObject({
      to: 'a@example.com',
      text: 'Hello',
      html: expect.stringContaining('<p>Hello</p>'),
    });
    expect((await t.app.inject({ url: '/api/mailbox/does-not-exist' })).statusCode).toBe(404);
  });
});

describe('with a real SMTP relay configured', () => {
  const t = useTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });

  it('has no Mailbox', async () => {
    expect((await t.app.inject({ url: '/api/mailbox' })).statusCode).toBe(404);
    expect(await read(t.app.inject({ url: '/api/config' }), PublicConfigSchema)).toEqual({ mailbox: false });
  });
});

describe('served over https', () => {
  const t = useTestApp({ config: { baseUrl: 'https://tender.example.com' } });

  it('sends HSTS and marks the session cookie Secure', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const { cookie: _ } = await signUp(t.app, 'secure');
    const login = await post(t.app, '/api/account/login', { login: 'secure', password: 'correct-horse-9' });
    expect(String(login.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
