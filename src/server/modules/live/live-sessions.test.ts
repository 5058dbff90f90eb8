import { describe, expect, it } from 'vitest';
import { caughtMail, post, signUp, signUpAndJoin } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { cookieHeader, useTestApp, waitFor } from '../../test/helper.ts';
import { liveTask, openLive, openWorkspaceLive } from '../../test/live.ts';
import { read } from '../../test/read.ts';
import { ApiErrorSchema } from '../../../shared/errors.ts';
import { TeamSchema } from '../../../shared/schemas/team.ts';
import type { App } from '../../app.ts';

/** A second session of the user: logged in again, as from another browser. */
async function logIn(app: App, login: string, password: string) {
  const res = await post(app, '/api/account/login', { login, password });
  expect(res.statusCode).toBe(200);
  return cookieHeader(res.headers['set-cookie']);
}

// Sessions are checked every 200 ms here, every 15 s as configured (docs/decisions/022).
describe('a live stream ends with its session', () => {
  const t = useTestApp({ live: { checkMs: 200 } });

  it("ends the task's and the workspace's stream at logout; the reconnect is answered 401", async () => {
    const { base, cookie, task } = await liveTask(t.app);
    const live = await openLive(base, task.id, cookie);
    await live.next('ready');
    const workspace = await openWorkspaceLive(base, cookie);
    await workspace.next('ready');

    expect((await post(t.app, '/api/account/logout', {}, cookie)).statusCode).toBe(200);
    await live.end();
    await workspace.end();
    const again = await fetch(`${base}/api/tasks/${task.id}/live`, { headers: { cookie } });
    expect(again.status).toBe(401);
    expect(ApiErrorSchema.parse(await again.json()).code).toBe('UNAUTHORIZED');
  });

  it("ends another session's stream when the password is changed, and the changer's new session streams on", async () => {
    const { base, cookie, api, task } = await liveTask(t.app);
    const elsewhere = await logIn(t.app, 'watcher', 'correct-horse-9');
    const other = await openWorkspaceLive(base, elsewhere);
    await other.next('ready');

    const changed = await api.post('/api/account/password', {
      currentPassword: 'correct-horse-9',
      newPassword: 'battery-staple-42',
    });
    expect(changed.statusCode).toBe(200);
    await other.end();
    expect((await fetch(`${base}/api/live`, { headers: { cookie: elsewhere } })).status).toBe(401);

    // The changer's page reconnects with the session the change answered, and hears the workspace on.
    const renewed = cookieHeader(changed.headers['set-cookie']);
    const mine = await openWorkspaceLive(base, renewed);
    await mine.next('ready');
    expect(
      (await apiAs(t.app, renewed).post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode,
    ).toBe(200);
    expect(JSON.parse((await mine.next('task')).data)).toEqual({ taskId: task.id, kind: 'task' });
    mine.close();
    expect(cookie).not.toBe(renewed);
  });

  it("ends a member's stream when they are removed from the team, and leaves the owner's open", async () => {
    const { base, cookie, api, task } = await liveTask(t.app);
    const started = Date.now();
    expect((await api.put('/api/employees', { email: 'clerk@example.com', role: 'member' })).statusCode).toBe(204);
    await caughtMail(t.app, 'clerk@example.com', /^(Join|Einladung zu) /, started);
    // Registered with the invited address: a member of the owner's workspace.
    const clerk = await signUpAndJoin(t.app, 'clerk');
    const theirs = await openLive(base, task.id, clerk.cookie);
    await theirs.next('ready');
    const owners = await openLive(base, task.id, cookie);
    await owners.next('ready');

    const member = (await read(api.get('/api/employees'), TeamSchema)).members.find((m) => m.username === 'clerk')!;
    expect((await api.delete(`/api/employees/${member.id}`)).statusCode).toBe(204);
    await theirs.end();
    expect((await fetch(`${base}/api/tasks/${task.id}/live`, { headers: { cookie: clerk.cookie } })).status).toBe(401);

    // The checks that ended the member's stream passed the owner's: it still hears the task.
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
    await owners.next('task');
    owners.close();
  });
});

describe('the streams a user may hold', () => {
  const t = useTestApp();

  it('are 20, counted over all sessions and both kinds; the 21st is answered 429 until one closes', async () => {
    const { base, cookie, task } = await liveTask(t.app);
    const second = await logIn(t.app, 'watcher', 'correct-horse-9');
    const streams = [];
    for (let i = 0; i < 20; i++) {
      const open = i % 2 === 0 ? openLive(base, task.id, cookie) : openWorkspaceLive(base, i < 10 ? cookie : second);
      const stream = await open;
      expect(stream.res.status).toBe(200);
      streams.push(stream);
    }
    for (const url of [`${base}/api/live`, `${base}/api/tasks/${task.id}/live`]) {
      const refused = await fetch(url, { headers: { cookie: second } });
      expect(refused.status).toBe(429);
      const error = ApiErrorSchema.parse(await refused.json());
      expect(error.code).toBe('TOO_MANY_STREAMS');
      expect(error.message).toMatch(/at most 20/);
    }
    // Another user's streams are theirs.
    const other = await signUp(t.app, 'other.ws');
    const theirs = await openWorkspaceLive(base, other.cookie);
    expect(theirs.res.status).toBe(200);
    theirs.close();

    streams.pop()!.close();
    const next = await waitFor(async () => {
      const stream = await openWorkspaceLive(base, cookie);
      if (stream.res.status === 200) return stream;
      expect(stream.res.status).toBe(429);
      stream.close();
      return undefined;
    }, 'a stream taken once one closed');
    await next.next('ready');
    next.close();
    for (const stream of streams) stream.close();
  });
});
