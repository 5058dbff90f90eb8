import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { MeSchema } from '../../../shared/schemas/account.ts';
import { caughtMail, post } from '../../test/accounts.ts';
import { cookieHeader, useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';

const password = 'correct-horse-9';

/** Registers and reads the activation mail from the SMTP catcher: its code and its link's login name and code. */
async function register(t: ReturnType<typeof useTestApp>, username: string, language: 'en' | 'de' = 'en') {
  const email = `${username}@example.com`;
  const started = Date.now();
  await post(t.app, '/api/account/register', { username, email, password, language });
  const mail = await simpleParser((await caughtMail(t.app, email, /activation|Aktivierung/i, started)).raw);
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  const href = /href="([^"]*\/activate#[^"]*)"/.exec(String(mail.html))?.[1]?.replaceAll('&amp;', '&') ?? '';
  const link = new URL(href);
  return { mail, code, link, fragment: new URLSearchParams(link.hash.slice(1)) };
}

describe('the activation mail’s link', () => {
  const t = useTestApp();

  it('carries the login name and code in its fragment, and activating from it signs in once', async () => {
    const { mail, code, link, fragment } = await register(t, 'lina');
    expect(`${link.origin}${link.pathname}`).toBe(`${t.app.deps.config.baseUrl}/activate`);
    expect(link.search).toBe('');
    expect([fragment.get('login'), fragment.get('code')]).toEqual(['lina', code]);
    expect(mail.html).toContain('Activate and sign in');
    expect(mail.text).toContain(link.href);

    const res = await post(t.app, '/api/account/activate', { login: 'lina', code, password, signIn: true });
    expect(res.statusCode).toBe(200);
    const cookie = cookieHeader(res.headers['set-cookie']);
    const me = await read(t.app.inject({ url: '/api/account/me', headers: { cookie } }), MeSchema);
    expect(me).toMatchObject({ user: { username: 'lina' }, workspace: { name: 'lina', role: 'owner' } });

    // The code is spent: the link opens no second session.
    const again = await post(t.app, '/api/account/activate', { login: 'lina', code, password, signIn: true });
    expect((await readError(again, 400)).code).toBe('INVALID_ACTIVATION');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('is worded in the user’s language', async () => {
    const { mail } = await register(t, 'jonas', 'de');
    expect(mail.html).toContain('Aktivieren und anmelden');
    expect(mail.text).toContain('Oder aktivieren Sie es hier und melden sich an, der Code ist schon eingetragen:');
  });

  it('signs in only with the right code; the code typed on the page activates without a session', async () => {
    const { code } = await register(t, 'mira');
    const wrong = await post(t.app, '/api/account/activate', {
      login: 'mira',
      code: code === '000000' ? '111111' : '000000',
      password,
      signIn: true,
    });
    expect((await readError(wrong, 400)).code).toBe('INVALID_ACTIVATION');
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const typed = await post(t.app, '/api/account/activate', { login: 'mira', code, password });
    expect(typed.statusCode).toBe(200);
    expect(typed.headers['set-cookie']).toBeUndefined();
  });
});
