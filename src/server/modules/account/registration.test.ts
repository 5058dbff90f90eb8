import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { NoticeSchema } from '../../../shared/schemas/account.ts';
import { caughtMail, codeIn, post, signUp } from '../../test/accounts.ts';
import { cookieHeader, useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';

const password = 'correct-horse-9';

/** The text of the newest mail to `to` from the SMTP catcher, subject and body. */
async function mailTo(t: ReturnType<typeof useTestApp>, to: string, subject: RegExp, after: number) {
  const mail = await simpleParser((await caughtMail(t.app, to, subject, after)).raw);
  return { subject: mail.subject ?? '', text: mail.text ?? '' };
}

async function userCount(t: ReturnType<typeof useTestApp>) {
  const row = await t.app.deps.db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('registering with a taken username or address', () => {
  const t = useTestApp();

  it('answers a taken username as a free one, and the fresh address gets a mail that names no username', async () => {
    await signUp(t.app, 'dora');
    const free = await post(t.app, '/api/account/register', {
      username: 'freya',
      email: 'freya@example.com',
      password,
    });
    const started = Date.now();
    const taken = await post(t.app, '/api/account/register', {
      username: 'DORA',
      email: 'prober@example.com',
      password,
    });
    expect([taken.statusCode, await read(taken, NoticeSchema)]).toEqual([200, await read(free, NoticeSchema)]);

    const mail = await mailTo(t, 'prober@example.com', /registration/i, started);
    expect(mail.subject).toBe('Your PrintTender registration');
    expect(mail.text).toContain('No account was created with the details given.');
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/dora|taken|username/i);
    expect(await userCount(t)).toBe(2);
  });

  it('words the neutral mail in the registrant’s language', async () => {
    await signUp(t.app, 'emma');
    const started = Date.now();
    await post(t.app, '/api/account/register', {
      username: 'emma',
      email: 'sonde@example.com',
      password,
      language: 'de',
    });
    const mail = await mailTo(t, 'sonde@example.com', /Registrierung/, started);
    expect(mail.subject).toBe('Ihre Registrierung bei PrintTender');
    expect(mail.text).toContain('Mit den angegebenen Daten wurde kein Konto angelegt.');
    expect(mail.text).not.toMatch(/emma|Benutzername/i);
  });

  it('tells the owner of a taken address, in the owner’s language, and names no username', async () => {
    for (const [owner, language, subject, line] of [
      [
        'olga',
        'en',
        'Someone tried to register with your address',
        'It already belongs to your account, so no new account was created.',
      ],
      [
        'otto',
        'de',
        'Jemand wollte sich mit Ihrer Adresse registrieren',
        'Sie gehört bereits zu Ihrem Konto, daher wurde kein neues Konto angelegt.',
      ],
    ] as const) {
      const { cookie } = await signUp(t.app, owner);
      await post(t.app, '/api/account/settings', { language, signature: '' }, cookie);
      const started = Date.now();
      const other = language === 'en' ? 'de' : 'en';
      const dup = await post(t.app, '/api/account/register', {
        username: `not-${owner}`,
        email: `${owner.toUpperCase()}@example.com`,
        password,
        language: other,
      });
      expect((await read(dup, NoticeSchema)).code).toBe('REGISTERED');
      const mail = await mailTo(t, `${owner}@example.com`, /register|registrieren/, started);
      expect([mail.subject, mail.text]).toEqual([subject, expect.stringContaining(line)]);
      expect(mail.text).not.toContain(owner);
    }
    expect(await userCount(t)).toBe(2);
  });
});

describe('an account registered with someone else’s address', () => {
  const t = useTestApp();

  it('cannot be activated by the mailbox’s owner with another password; a reset gives them their own', async () => {
    const started = Date.now();
    // The intruder registers with the victim's address and a password of their choosing.
    await post(t.app, '/api/account/register', { username: 'trap', email: 'victim@example.com', password });
    const code = await codeIn((await caughtMail(t.app, 'victim@example.com', /activation/i, started)).raw);

    // The victim has the code but not the intruder's password: no activation, from the page or the link.
    for (const signIn of [false, true]) {
      const res = await post(t.app, '/api/account/activate', {
        login: 'victim@example.com',
        code,
        password: 'victims-own-pw-1',
        signIn,
      });
      expect(await readError(res, 400)).toEqual(
        await readError(
          post(t.app, '/api/account/activate', { login: 'nobody', code, password: 'victims-own-pw-1', signIn }),
          400,
        ),
      );
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // The intruder has the password but not the code.
    const guess = await post(t.app, '/api/account/activate', { login: 'trap', code: '000000', password });
    expect((await readError(guess, 400)).code).toBe('INVALID_ACTIVATION');
    expect((await post(t.app, '/api/account/login', { login: 'trap', password })).statusCode).toBe(401);

    // A reset proves the mailbox and replaces the intruder's password.
    const resetAt = Date.now();
    await post(t.app, '/api/account/forgot', { login: 'victim@example.com' });
    const resetCode = await codeIn((await caughtMail(t.app, 'victim@example.com', /reset/i, resetAt)).raw);
    const reset = await post(t.app, '/api/account/reset', {
      login: 'victim@example.com',
      code: resetCode,
      password: 'victims-own-pw-1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post(t.app, '/api/account/login', { login: 'trap', password })).statusCode).toBe(401);
    const victim = await post(t.app, '/api/account/login', {
      login: 'victim@example.com',
      password: 'victims-own-pw-1',
    });
    expect(victim.statusCode).toBe(200);
    expect(cookieHeader(victim.headers['set-cookie'])).toMatch(/printtender/);
  });

  it('a wrong password leaves the code usable for the registrant who knows both', async () => {
    const started = Date.now();
    await post(t.app, '/api/account/register', { username: 'both', email: 'both@example.com', password });
    const code = await codeIn((await caughtMail(t.app, 'both@example.com', /activation/i, started)).raw);
    const wrong = await post(t.app, '/api/account/activate', { login: 'both', code, password: 'not-it-at-all' });
    expect((await readError(wrong, 400)).code).toBe('INVALID_ACTIVATION');
    const right = await post(t.app, '/api/account/activate', { login: 'BOTH@example.com', code, password });
    expect((await read(right, NoticeSchema)).code).toBe('CONFIRMED');
  });
});
