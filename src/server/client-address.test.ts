import { describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { signUp } from './test/accounts.ts';
import { useTestApp } from './test/helper.ts';
import { listening } from './test/live.ts';
import { rawRequest } from './test/raw-http.ts';

const PROXY = '127.0.0.2';

/**
 * Resend's limit of 10 per address per 10 minutes, each for another name (3 per account): the 11th request
 * counted on one address is refused, so the answers tell which address the server took for the client.
 */
async function resends(base: string, from: string, forwardedFor: (i: number) => string | undefined, n = 11) {
  const answers = [];
  for (let i = 0; i < n; i++) {
    const xff = forwardedFor(i);
    const res = await rawRequest(base, '/api/account/resend', {
      method: 'POST',
      body: { login: `nobody-${from}-${i}-${xff ?? ''}` },
      headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
      from,
    });
    answers.push(res.status);
  }
  return answers;
}

const tenThenRefused = [...Array(10).fill(200), 429];

// Over a real socket from several loopback addresses: the socket's address is what the server sees of a client.
describe('the client address without TRUST_PROXY', () => {
  // Behind an https BASE_URL, where X-Forwarded-For was believed from anyone before.
  const t = useTestApp({ config: { rateLimitFactor: 1, baseUrl: 'https://tender.example.com' } });

  it("is the socket's: a client cannot dodge the limits per address by writing X-Forwarded-For", async () => {
    const base = await listening(t.app);
    expect(await resends(base, '127.0.0.4', (i) => `203.0.113.${i}`)).toEqual(tenThenRefused);
  });

  it('is recorded with the session as the socket’s, not as the header says', async () => {
    const { password } = await signUp(t.app, 'spoofer');
    const base = await listening(t.app);
    const login = await rawRequest(base, '/api/account/login', {
      method: 'POST',
      body: { login: 'spoofer', password },
      headers: { 'x-forwarded-for': '198.51.100.7' },
      from: '127.0.0.5',
    });
    expect(login.status).toBe(200);
    expect(await sessionAddresses(t.app)).toContain('127.0.0.5');
    expect(await sessionAddresses(t.app)).not.toContain('198.51.100.7');
  });
});

describe('the client address with TRUST_PROXY', () => {
  const t = useTestApp({
    config: { rateLimitFactor: 1, baseUrl: 'https://tender.example.com', trustProxy: [PROXY, '10.0.0.0/8'] },
  });

  it('is the one a named proxy forwards, through proxies of a named range too', async () => {
    const base = await listening(t.app);
    expect(await resends(base, PROXY, () => '203.0.113.1')).toEqual(tenThenRefused);
    // Another client behind the same proxy counts on its own.
    expect(await resends(base, PROXY, () => '203.0.113.2', 1)).toEqual([200]);
    // A chain: the client, then a proxy of 10.0.0.0/8 that the named proxy heard from.
    expect(await resends(base, PROXY, () => '203.0.113.3, 10.1.2.3', 1)).toEqual([200]);
    expect(await resends(base, PROXY, (i) => (i < 10 ? '203.0.113.4, 10.9.9.9' : '203.0.113.4'))).toEqual(
      tenThenRefused,
    );
    // Without the header, the proxy's own address.
    expect(await resends(base, PROXY, () => undefined, 1)).toEqual([200]);
  });

  it("is the socket's for a peer that is not a named proxy, whatever it forwards", async () => {
    const base = await listening(t.app);
    expect(await resends(base, '127.0.0.6', (i) => `203.0.113.${i + 10}`)).toEqual(tenThenRefused);
  });

  it('is recorded with the session as the named proxy forwarded it', async () => {
    const { password } = await signUp(t.app, 'proxied');
    const base = await listening(t.app);
    const login = await rawRequest(base, '/api/account/login', {
      method: 'POST',
      body: { login: 'proxied', password },
      headers: { 'x-forwarded-for': '198.51.100.8' },
      from: PROXY,
    });
    expect(login.status).toBe(200);
    expect(await sessionAddresses(t.app)).toContain('198.51.100.8');
  });
});

/** The client addresses better-auth stored with the sessions; no API shows them. */
async function sessionAddresses(app: App) {
  const rows = await app.deps.db
    .withTables<{ session: { ipAddress: string | null } }>()
    .selectFrom('session')
    .select('ipAddress')
    .execute();
  return rows.map((r) => r.ipAddress);
}
