import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';

describe('health and readiness', () => {
  const t = useTestApp();

  it('answers ready until the instance drains; health goes on checking the database only', async () => {
    expect((await t.app.inject({ url: '/api/health/ready' })).json()).toEqual({ status: 'ok' });
    t.app.drain();
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'UNAVAILABLE', message: 'This instance is shutting down.' });
    // Still serving while it drains: a load balancer stops sending, requests in flight and late ones are answered.
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});
