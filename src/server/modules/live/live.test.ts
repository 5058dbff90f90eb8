import { describe, expect, it } from 'vitest';
import { eventStreamClients } from '../../metrics.ts';
import { signUp } from '../../test/accounts.ts';
import { buildTestApp, useTestApp, waitFor } from '../../test/helper.ts';
import { apiAs } from '../../test/api.ts';
import { openInvitation } from '../../test/talk.ts';
import { liveTask, openLive, openWorkspaceLive } from '../../test/live.ts';
import { completeTask } from '../../test/tasks.ts';
import { read } from '../../test/read.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { ApiErrorSchema } from '../../../shared/errors.ts';
import { MailLogSchema } from '../../../shared/schemas/invitations.ts';

const gauge = async () => (await eventStreamClients.get()).values[0]?.value ?? 0;

describe('the live stream of a task page', () => {
  const t = useTestApp();

  it('tells of the sending, the mails sent and opened, an offer, a question, a no-bid and a cancellation', async () => {
    const { base, cookie, api, task, suppliers, offer, talk } = await liveTask(t.app);
    const live = await openLive(base, task.id, cookie);
    const ids = [Number((await live.next('ready')).id)];

    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
    ids.push(Number((await live.next('task')).id));
    // The outbox sent both invitations (one batch, one event).
    ids.push(Number((await live.next('mail')).id));
    await waitFor(async () => {
      const log = (await read(api.get(`/api/mail/${task.id}`), MailLogSchema)).items;
      return log.filter((m) => m.kind === 'invitation').every((m) => m.state === 'sent') ? true : undefined;
    }, 'the invitations sent');
    // The tracking image: opened.
    await openInvitation(t.app, api, task.id, suppliers[0]!.id);
    ids.push(Number((await live.next('mail')).id));

    expect((await offer(0)).statusCode).toBe(200);
    const offered = await live.next('offer');
    expect(JSON.parse(offered.data)).toEqual({ taskId: task.id, kind: 'offer' });
    ids.push(Number(offered.id));
    expect((await talk(1).ask('Matt or glossy?')).statusCode).toBe(201);
    ids.push(Number((await live.next('question')).id));
    expect((await talk(1).decline('No capacity.')).statusCode).toBe(200);
    ids.push(Number((await live.next('decline')).id));
    expect((await api.post(`/api/tasks/${task.id}/cancel`, { message: '' })).statusCode).toBe(200);
    ids.push(Number((await live.next('task')).id));

    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    live.close();
  });

  it('passes proxies unbuffered, counts its clients, and starts a reconnect with resync', async () => {
    const { base, cookie, task } = await liveTask(t.app);
    const before = await gauge();
    const live = await openLive(base, task.id, cookie);
    expect(live.res.status).toBe(200);
    expect(live.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(live.res.headers.get('cache-control')).toBe('no-store');
    expect(live.res.headers.get('x-accel-buffering')).toBe('no');
    // The app's security headers go along, though the reply is written by hand.
    expect(live.res.headers.get('x-content-type-options')).toBe('nosniff');
    const ready = await live.next();
    expect(ready.event).toBe('ready');
    expect(await gauge()).toBe(before + 1);
    live.close();
    await waitFor(async () => ((await gauge()) === before ? true : undefined), 'the client counted out');

    // EventSource sends the last id it saw when it reconnects: the page must read everything again.
    const again = await openLive(base, task.id, cookie, ready.id);
    expect((await again.next()).event).toBe('resync');
    again.close();
  });

  it("answers 404 for another workspace's task and 401 without a session", async () => {
    const { base, task } = await liveTask(t.app);
    const other = await signUp(t.app, 'other.ws');
    const url = `${base}/api/tasks/${task.id}/live`;
    const foreign = await fetch(url, { headers: { cookie: other.cookie } });
    expect(foreign.status).toBe(404);
    expect(ApiErrorSchema.parse(await foreign.json()).code).toBe('NOT_FOUND');
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(ApiErrorSchema.parse(await anonymous.json()).code).toBe('UNAUTHORIZED');
  });

  it('opens no stream for a HEAD request (no held connection, none of the 20): 404 as for a route that is not there', async () => {
    const { base, task, cookie } = await liveTask(t.app);
    for (const url of [`${base}/api/tasks/${task.id}/live`, `${base}/api/live`]) {
      const head = await fetch(url, { method: 'HEAD', headers: { cookie }, signal: AbortSignal.timeout(5_000) });
      expect(head.status).toBe(404);
    }
  });
});

describe("the live stream of a workspace's tasks", () => {
  const t = useTestApp();

  it("tells of every task of its own workspace, and of nothing of another's", async () => {
    const { base, cookie, api, task, offer } = await liveTask(t.app);
    const live = await openWorkspaceLive(base, cookie);
    expect(JSON.parse((await live.next('ready')).data)).toEqual({ kind: 'ready' });
    // Another workspace sends its task: nothing of it may reach this stream.
    const other = apiAs(t.app, (await signUp(t.app, 'other.ws')).cookie);
    await other.put('/api/suppliers', { name: 'Elsewhere', email: 'x@elsewhere.de' });
    const foreign = await read(other.put('/api/tasks', completeTask()), TaskSchema);
    expect((await other.post(`/api/tasks/${foreign.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);

    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
    expect(JSON.parse((await live.next('task')).data)).toEqual({ taskId: task.id, kind: 'task' });
    expect((await offer(0)).statusCode).toBe(200);
    expect(JSON.parse((await live.next('offer')).data)).toEqual({ taskId: task.id, kind: 'offer' });
    // A second task of the workspace, made after the stream opened.
    const second = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    expect((await api.post(`/api/tasks/${second.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
    expect(JSON.parse((await live.next('task')).data)).toEqual({ taskId: second.id, kind: 'task' });
    // Whatever else came (mails), none named the other workspace's task; nothing more comes of it.
    const rest = [];
    for (;;) {
      const event = await live.next(undefined, 1000).catch(() => undefined);
      if (!event) break;
      rest.push(JSON.parse(event.data).taskId);
    }
    expect(rest).not.toContain(foreign.id);
    expect(rest.filter((id) => id !== task.id && id !== second.id)).toEqual([]);
  });

  it('answers 401 without a session, and starts a reconnect with resync', async () => {
    const { base, cookie } = await liveTask(t.app);
    expect((await fetch(`${base}/api/live`)).status).toBe(401);
    const live = await openWorkspaceLive(base, cookie, '7');
    expect((await live.next()).event).toBe('resync');
    live.close();
  });
});

describe('closing the app', () => {
  it('ends the open streams instead of waiting for them', async () => {
    const app = await buildTestApp();
    const { base, cookie, task } = await liveTask(app, 'closer');
    const live = await openLive(base, task.id, cookie);
    await live.next('ready');
    const started = Date.now();
    await app.dispose();
    await live.end();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
