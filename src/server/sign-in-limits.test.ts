import { describe, expect, it } from 'vitest';
import { signUp } from './test/accounts.ts';
import { useTestApp } from './test/helper.ts';
import { listening } from './test/live.ts';
import { rawRequest } from './test/raw-http.ts';

// Over a real socket: the limits count by the client's address, which app.inject() cannot vary as a network does.
describe('sign-in limits per account and address', () => {
  const t = useTestApp({ config: { rateLimitFactor: 1 } });

  async function signIn(login: string) {
    const base = await listening(t.app);
    return (password: string, from: string) =>
      rawRequest(base, '/api/account/login', { method: 'POST', body: { login, password }, from });
  }

  it("lets the owner in from another address after someone else's ten wrong tries", async () => {
    const { password } = await signUp(t.app, 'owner');
    const login = await signIn('owner');
    const guesses = [];
    for (let i = 0; i < 11; i++) guesses.push((await login(`guess-${i}-xx`, '127.0.0.2')).status);
    expect(guesses).toEqual([...Array(10).fill(401), 429]);
    const blocked = await login(password, '127.0.0.2');
    expect(blocked.status).toBe(429);
    expect(JSON.parse(blocked.body)).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many/),
    });

    expect((await login(password, '127.0.0.3')).status).toBe(200);
  });

  it('refuses the account beyond 100 tries an hour, however many addresses they come from', async () => {
    const { password } = await signUp(t.app, 'spread');
    const login = await signIn('spread');
    // Sign-up's own sign-in was the first of the hundred; nine from each of eleven addresses make a hundred.
    const guesses = [];
    for (let a = 10; a < 21; a++)
      for (let i = 0; i < 9; i++) guesses.push((await login(`guess-${i}-xx`, `127.0.0.${a}`)).status);
    expect(guesses).toEqual(Array(99).fill(401));
    expect((await login(password, '127.0.0.30')).status).toBe(429);
    expect((await login(password, '127.0.0.1')).status).toBe(429);
  });
});
