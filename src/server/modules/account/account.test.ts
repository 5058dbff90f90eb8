import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { caughtMail, codeIn, post, signUp } from '../../test/accounts.ts';
import { buildTestApp, useTestApp, waitFor } from '../../test/helper.ts';
import { setPasswordResetRequired } from './account.queries.ts';
import { read, readError } from '../../test/read.ts';
import { MeSchema, NoticeSchema, SessionSchema } from '../../../shared/schemas/account.ts';

describe('accounts', () => {
  const t = useTestApp();

  it('registers, activates with the mailed code, logs in by username and by e-mail, and logs out', async () => {
    const { cookie, email, password } = await signUp(t.app, 'anna');
    const me = await t.app.inject({ url: '/api/account/me', headers: { cookie } });
    expect(await read(me, MeSchema)).toMatchObject({
      user: { username: 'anna', email, language: 'en' },
      workspace: { name: 'anna', role: 'owner' },
    });

    const byEmail = await post(t.app, '/api/account/login', { login: email.toUpperCase(), password });
    expect(byEmail.statusCode).toBe(200);

    // Every page asks who is signed in: an answer either way, never a 401.
    const session = await t.app.inject({ url: '/api/account/session', headers: { cookie } });
    expect(await read(session, SessionSchema)).toEqual({ me: await read(me, MeSchema) });

    const out = await post(t.app, '/api/account/logout', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/account/me', headers: { cookie } })).statusCode).toBe(401);
    const none = await t.app.inject({ url: '/api/account/session', headers: { cookie } });
    expect([none.statusCode, await read(none, SessionSchema)]).toEqual([200, { me: null }]);
  });

  it('takes usernames with dots, dashes and underscores', async () => {
    const { cookie } = await signUp(t.app, 'anna-b.m_2');
    expect((await read(t.app.inject({ url: '/api/account/me', headers: { cookie } }), MeSchema)).user.username).toBe(
      'anna-b.m_2',
    );
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    await signUp(t.app, 'cookie');
    const res = await post(t.app, '/api/account/login', { login: 'cookie', password: 'correct-horse-9' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses login before activation with the right password as with a wrong one, as an unknown user', async () => {
    await post(t.app, '/api/account/register', {
      username: 'bert',
      email: 'bert@example.com',
      password: 'correct-horse-9',
    });
    const early = await post(t.app, '/api/account/login', { login: 'bert', password: 'correct-horse-9' });
    const wrong = await post(t.app, '/api/account/login', { login: 'bert', password: 'wrong-password' });
    const unknown = await post(t.app, '/api/account/login', { login: 'nobody', password: 'wrong-password' });
    const refusal = await readError(unknown, 401);
    expect(refusal).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await readError(early, 401)).toEqual(refusal);
    expect(await readError(wrong, 401)).toEqual(refusal);
    expect(early.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a wrong code, and a resent code works', async () => {
    const started = Date.now();
    const password = 'correct-horse-9';
    await post(t.app, '/api/account/register', { username: 'cora', email: 'cora@example.com', password });
    const first = await codeIn((await caughtMail(t.app, 'cora@example.com', /activation/i, started)).raw);
    const wrongCode = first === '000000' ? '111111' : '000000';
    const wrong = await post(t.app, '/api/account/activate', { login: 'cora', code: wrongCode, password });
    expect((await readError(wrong, 400)).code).toBe('INVALID_ACTIVATION');

    const resentAt = Date.now();
    const resend = await post(t.app, '/api/account/resend', { login: 'cora@example.com' });
    expect((await read(resend, NoticeSchema)).message).toBe('We have sent you a new code. Please check your e-mail.');
    const mails = await waitForCount(t, 'cora@example.com', 2);
    expect(mails).toBe(2);
    const second = await codeIn((await caughtMail(t.app, 'cora@example.com', /activation/i, resentAt)).raw);
    const ok = await post(t.app, '/api/account/activate', { login: 'cora', code: second, password });
    expect(await read(ok, NoticeSchema)).toEqual({
      code: 'CONFIRMED',
      message: 'Your account is active. Please log in.',
    });
  });

  it('answers resend and forgot the same for unknown names', async () => {
    for (const path of ['/api/account/resend', '/api/account/forgot']) {
      const unknown = await post(t.app, path, { login: 'ghost' });
      expect(unknown.statusCode).toBe(200);
    }
    const activate = await post(t.app, '/api/account/activate', { login: 'ghost', code: '123456', password: 'x' });
    expect((await readError(activate, 400)).code).toBe('INVALID_ACTIVATION');
  });

  it('resets a forgotten password with the mailed code', async () => {
    await signUp(t.app, 'emil');
    const started = Date.now();
    expect((await post(t.app, '/api/account/forgot', { login: 'emil' })).statusCode).toBe(200);
    const code = await codeIn((await caughtMail(t.app, 'emil@example.com', /reset/i, started)).raw);
    const bad = await post(t.app, '/api/account/reset', {
      login: 'emil',
      code: code === '000000' ? '111111' : '000000',
      password: 'new-secret-77',
    });
    expect(bad.statusCode).toBe(400);
    const reset = await post(t.app, '/api/account/reset', { login: 'emil', code, password: 'new-secret-77' });
    expect(await read(reset, NoticeSchema)).toEqual({ code: 'PASSWORD_CHANGED', message: 'Password changed' });
    expect((await post(t.app, '/api/account/login', { login: 'emil', password: 'correct-horse-9' })).statusCode).toBe(
      401,
    );
    expect((await post(t.app, '/api/account/login', { login: 'emil', password: 'new-secret-77' })).statusCode).toBe(
      200,
    );
  });

  it('sends a user whose password must be reset to the reset code, then lets them in with the new one', async () => {
    await signUp(t.app, 'fritz');
    await setPasswordResetRequired(t.app.deps.db, 'fritz');
    const started = Date.now();
    const login = await post(t.app, '/api/account/login', { login: 'fritz', password: 'correct-horse-9' });
    expect((await readError(login, 403)).code).toBe('PASSWORD_RESET_REQUIRED');
    expect(login.headers['set-cookie']).toBeUndefined();
    const code = await codeIn((await caughtMail(t.app, 'fritz@example.com', /reset/i, started)).raw);
    expect(
      (await post(t.app, '/api/account/reset', { login: 'fritz', code, password: 'brand-new-pw-5' })).statusCode,
    ).toBe(200);
    expect((await post(t.app, '/api/account/login', { login: 'fritz', password: 'brand-new-pw-5' })).statusCode).toBe(
      200,
    );
  });

  it('changes the password and keeps the settings', async () => {
    const { cookie } = await signUp(t.app, 'gina');
    const wrong = await post(
      t.app,
      '/api/account/password',
      { currentPassword: 'nope-nope', newPassword: 'another-pw-1' },
      cookie,
    );
    expect(await readError(wrong, 400)).toMatchObject({ code: 'WRONG_PASSWORD', field: 'currentPassword' });
    const changed = await post(
      t.app,
      '/api/account/password',
      { currentPassword: 'correct-horse-9', newPassword: 'another-pw-1' },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect((await post(t.app, '/api/account/login', { login: 'gina', password: 'another-pw-1' })).statusCode).toBe(200);

    const { cookie: c2 } = await signUp(t.app, 'hans');
    const saved = await post(t.app, '/api/account/settings', { language: 'de', signature: 'Hans\nEinkauf' }, c2);
    expect(saved.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/account/me', headers: { cookie: c2 } });
    expect((await read(me, MeSchema)).user).toMatchObject({ language: 'de', signature: 'Hans\nEinkauf' });
  });

  it('stores passwords as scrypt at the OWASP minimum (N=2^14, r=8, p=5)', async () => {
    // At the cost the server always runs with; the other tests hash cheaply.
    const app = await buildTestApp({ config: { passwordCost: 'owasp' } });
    try {
      await signUp(app, 'hashy');
      const account = await app.deps.db
        .selectFrom('account' as never)
        .select('password' as never)
        .executeTakeFirstOrThrow();
      expect((account as { password: string }).password).toMatch(/^scrypt\$16384\$8\$5\$/);
    } finally {
      await app.dispose();
    }
  });

  it('mails the activation code in the language chosen at registration', async () => {
    const started = Date.now();
    await post(t.app, '/api/account/register', {
      username: 'ida',
      email: 'ida@example.com',
      password: 'correct-horse-9',
      language: 'de',
    });
    const mail = await caughtMail(t.app, 'ida@example.com', /Aktivierungscode/, started);
    expect(mail.subject).toBe('Ihr PrintTender-Aktivierungscode');
  });

  it('answers bad input with 400 and the field', async () => {
    const cases: [string, object, string][] = [
      ['/api/account/register', { username: 'x', email: 'a@b.de', password: 'correct-horse-9' }, 'username'],
      ['/api/account/register', { username: 'xavier', email: 'not-mail', password: 'correct-horse-9' }, 'email'],
      ['/api/account/register', { username: 'xavier', email: 'a@b.de', password: 'short' }, 'password'],
      ['/api/account/register', { username: 'xavier', email: 'a@b.de', password: 'Password1' }, 'password'],
      ['/api/account/password', { currentPassword: 'correct-horse-9', newPassword: 'iloveyou' }, 'newPassword'],
      ['/api/account/activate', { login: 'xavier', code: '12ab', password: 'correct-horse-9' }, 'code'],
      ['/api/account/activate', { login: 'xavier', code: '123456', password: '' }, 'password'],
      ['/api/account/login', { login: '', password: 'x' }, 'login'],
      ['/api/account/settings', { language: 'fr', signature: '' }, 'language'],
    ];
    const { cookie } = await signUp(t.app, 'jana');
    for (const [url, body, field] of cases) {
      expect(await readError(post(t.app, url, body, cookie), 400), url).toMatchObject({
        field,
        message: expect.any(String),
      });
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect((await readError(notJson, 400)).message).toEqual(expect.any(String));
  });
});

function waitForCount(t: { app: App }, to: string, n: number) {
  return waitFor(async () => {
    const rows = await t.app.deps.db.selectFrom('mailboxMessages').select('id').where('toAddress', '=', to).execute();
    return rows.length >= n ? rows.length : undefined;
  }, `${n} mails to ${to}`);
}
