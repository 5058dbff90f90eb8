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

  it('limits submissions per supplier link', async () => {
    const { offer } = await sentTask(t.app, 1);
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await offer(0, [i + 1, 1])).statusCode);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(answers[20]).toBe(429);
  });
});
