import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/helper.ts';
import { listening } from './test/live.ts';
import { rawGet } from './test/raw-http.ts';
import { readError } from './test/read.ts';

const REBIND = 'rebind.attacker.test:3000';

describe('the Host allowlist', () => {
  const t = useTestApp({
    config: { baseUrl: 'https://tender.example.com', allowedHosts: ['tender.internal', '10.0.0.5:3000'] },
  });
  const status = async (host: string, url = '/api/mailbox') =>
    (await t.app.inject({ url, headers: { host } })).statusCode;

  it('answers 421 with a message to a name that is not its own, the Mailbox included', async () => {
    const res = await t.app.inject({ url: '/api/mailbox', headers: { host: REBIND } });
    expect(await readError(res, 421)).toMatchObject({
      code: 'UNKNOWN_HOST',
      message: expect.stringMatching(/BASE_URL.*ALLOWED_HOSTS/),
    });
    expect(res.body).not.toContain('items');
    for (const url of ['/api/account/me', '/api/docs/json', '/metrics', '/api/healthz', '/api/health/ready/x'])
      expect(await status(REBIND, url), url).toBe(421);
    // A state-changing request is refused before it is read.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { host: REBIND },
      payload: { login: 'nobody', password: 'whatever-1' },
    });
    expect(login.statusCode).toBe(421);
  });

  it("answers BASE_URL's host on any port, an ALLOWED_HOSTS name on any port, one with a port on that port only", async () => {
    expect(await status('tender.example.com')).toBe(200);
    expect(await status('Tender.Example.COM:443')).toBe(200);
    expect(await status('tender.internal:8080')).toBe(200);
    expect(await status('10.0.0.5:3000')).toBe(200);
    expect(await status('10.0.0.5:3001')).toBe(421);
    expect(await status('10.0.0.5')).toBe(421);
    expect(await status('localhost:80')).toBe(421);
    expect(await status('tender.example.com.attacker.test')).toBe(421);
  });

  it('answers the health probes under any name: load balancers probe by address', async () => {
    expect(await status('10.1.2.3:3000', '/api/health')).toBe(200);
    expect(await status('10.1.2.3:3000', '/api/health?probe=1')).toBe(200);
    expect(await status('10.1.2.3:3000', '/api/health/ready')).toBe(200);
  });
});

describe('the Host allowlist over a real socket', () => {
  const t = useTestApp();

  it('refuses a rebound name and answers its own', async () => {
    const base = await listening(t.app);
    const port = new URL(base).port;
    const rebound = await rawGet(base, '/api/mailbox', { host: `rebind.attacker.test:${port}` });
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body)).toMatchObject({ code: 'UNKNOWN_HOST' });
    expect((await rawGet(base, '/api/mailbox', { host: `127.0.0.1:${port}` })).status).toBe(200);
    expect((await rawGet(base, '/api/health', { host: `rebind.attacker.test:${port}` })).status).toBe(200);
  });
});

describe('the cross-site check', () => {
  const t = useTestApp({ config: { allowedOrigins: ['http://127.0.0.1:3000'] } });
  const login = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers,
      payload: { login: 'nobody', password: 'whatever-1' },
    });

  it("compares Origin with BASE_URL's origin and the local ones, never with the request's own Host", async () => {
    // The request names its own Host as its origin: what a rebound page sends.
    const sameHost = await login({ host: 'localhost:80', origin: 'http://localhost:80' });
    expect(await readError(sameHost, 403)).toMatchObject({ code: 'CROSS_ORIGIN' });
    expect((await login({ host: '127.0.0.1:4000', origin: 'http://127.0.0.1:4000' })).statusCode).toBe(403);
    // An allowed Host is not an allowed origin: browsers come through BASE_URL.
    expect((await login({ origin: 'http://127.0.0.1' })).statusCode).toBe(403);

    expect((await login({ origin: 'http://localhost:3000' })).statusCode).toBe(401);
    expect((await login({ origin: 'http://127.0.0.1:3000' })).statusCode).toBe(401);
  });
});
