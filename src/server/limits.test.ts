import { describe, expect, it } from 'vitest';
import { RateLimiter } from './limits.ts';
import { post, signUp } from './test/accounts.ts';
import { useTestApp } from './test/helper.ts';
import { sentTask } from './test/offers.ts';
import { readError } from './test/read.ts';

describe('RateLimiter', () => {
  it('counts within a window and starts over after it', () => {
    const limiter = new RateLimiter(1);
    expect([1, 2, 3].map(() => limiter.hit('k', 2, 1000, 0))).toEqual([0, 0, 1000]);
    expect(limiter.hit('k', 2, 1000, 999)).toBe(1);
    expect(limiter.hit('k', 2, 1000, 1000)).toBe(0);
    expect(limiter.hit('other', 2, 1000, 999)).toBe(0);
    limiter.close();
  });
});

describe('rate limits on the routes', () => {
  const t = useTestApp({ config: { rateLimitFactor: 1 } });

  it('stops guessing passwords for one account with 429 and a message, and lets other accounts in', async () => {
    const { password } = await signUp(t.app, 'target');
    // Sign-up's own login was the first of the ten attempts a name gets in ten minutes.
    const answers = [];
    for (let i = 0; i < 9; i++)
      answers.push(
        (await post(t.app, '/api/account/login', { login: 'target', password: `guess-${i}-xx` })).statusCode,
      );
    expect(answers).toEqual(Array(9).fill(401));
    const blocked = await post(t.app, '/api/account/login', { login: 'TARGET', password });
    expect(await readError(blocked, 429)).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many attempts/),
    });
    expect(
      (await post(t.app, '/api/account/login', { login: 'someone-else', password: 'whatever-1' })).statusCode,
    ).toBe(401);
  });

  it('limits code verification, resending and password reset per account', async () => {
    const codes = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (await post(t.app, '/api/account/activate', { login: 'victim', code: '123456', password: 'x' })).statusCode,
      );
    expect(codes.at(-1)).toBe(429);
    const resends = [];
    for (let i = 0; i < 4; i++)
      resends.push((await post(t.app, '/api/account/resend', { login: 'victim' })).statusCode);
    expect(resends).toEqual([200, 200, 200, 429]);
    const forgots = [];
    for (let i = 0; i < 4; i++)
      forgots.push((await post(t.app, '/api/account/forgot', { login: 'victim' })).statusCode);
    expect(forgots.at(-1)).toBe(429);
  });

  it('counts the username and the e-mail of one account on one counter', async () => {
    const { email, password } = await signUp(t.app, 'twonames');
    // Sign-up's own login was the first of ten; four by name, five by address make ten.
    const logins = [];
    for (const login of ['twonames', email.toUpperCase()])
      for (let i = 0; i < (login === 'twonames' ? 4 : 5); i++)
        logins.push((await post(t.app, '/api/account/login', { login, password: `guess-${i}-xx` })).statusCode);
    expect(logins).toEqual(Array(9).fill(401));
    expect((await readError(post(t.app, '/api/account/login', { login: 'twonames', password }), 429)).code).toBe(
      'RATE_LIMITED',
    );

    // Sign-up's activation was the first of ten here too.
    const activations = [];
    for (let i = 0; i < 10; i++) {
      const login = i % 2 ? email : 'TwoNames';
      activations.push((await post(t.app, '/api/account/activate', { login, code: '123456', password })).statusCode);
    }
    expect(activations).toEqual([...Array(9).fill(400), 429]);

    const resets = [];
    for (let i = 0; i < 11; i++) {
      const login = i % 2 ? email : 'twonames';
      resets.push(
        (await post(t.app, '/api/account/reset', { login, code: '123456', password: 'new-pw-8888' })).statusCode,
      );
    }
    expect(resets).toEqual([...Array(10).fill(400), 429]);

    const forgots = [];
    for (const login of ['twonames', email, 'TWONAMES', email])
      forgots.push((await post(t.app, '/api/account/forgot', { login })).statusCode);
    expect(forgots).toEqual([200, 200, 200, 429]);
  });

  it('limits changing the password with the current one like sign-in, per account', async () => {
    const { cookie, password } = await signUp(t.app, 'changer');
    const change = (currentPassword: string) =>
      post(t.app, '/api/account/password', { currentPassword, newPassword: 'another-pw-1' }, cookie);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await change(`guess-${i}-xx`)).statusCode);
    expect(answers).toEqual(Array(10).fill(400));
    expect(await readError(change(password), 429)).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many attempts/),
    });
    // Another account's counter is its own.
    const other = await signUp(t.app, 'bystander');
    const own = await post(
      t.app,
      '/api/account/password',
      { currentPassword: other.password, newPassword: 'another-pw-1' },
      other.cookie,
    );
    expect(own.statusCode).toBe(200);
  });

  it('limits submissions per supplier link', async () => {
    const { offer } = await sentTask(t.app, 1);
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await offer(0, [i + 1, 1])).statusCode);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(answers[20]).toBe(429);
  });
});
