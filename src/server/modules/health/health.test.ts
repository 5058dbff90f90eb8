import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { HealthSchema } from '../../../shared/schemas/system.ts';

describe('health and readiness', () => {
  const t = useTestApp();

  it('answers ready until the instance drains; health goes on checking the database only', async () => {
    expect(await read(t.app.inject({ url: '/api/health/ready' }), HealthSchema)).toEqual({ status: 'ok' });
    t.app.drain();
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(await readError(ready, 503)).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'This instance is shutting down.',
    });
    // Still serving while it drains: a load balancer stops sending, requests in flight and late ones are answered.
    expect(await read(t.app.inject({ url: '/api/health' }), HealthSchema)).toEqual({ status: 'ok' });
  });
});
