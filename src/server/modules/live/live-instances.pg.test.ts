import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { waitFor } from '../../test/helper.ts';
import { useInstances } from '../../test/instances.ts';
import { listening, liveTask, openLive, openWorkspaceLive } from '../../test/live.ts';
import { read } from '../../test/read.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { ApiErrorSchema } from '../../../shared/errors.ts';

// The instances' LISTEN connections on the test's database.
const listeners = (app: App) =>
  sql<{ pid: number }>`
    select pid from pg_stat_activity where application_name = 'printtender-live' and datname = current_database()
  `.execute(app.deps.db);

// Several instances behind a balancer on one PostgreSQL: a page's stream is held by one of them, the change
// it must hear may be written through any (LISTEN/NOTIFY, docs/decisions/022).
describe('live updates across instances on one PostgreSQL', () => {
  const instances = useInstances();

  /** Instances A and B on one database; a task sent through A, and A's stream open on it. */
  async function twoInstances() {
    const [a, b] = (await instances.start()) as [App, App];
    const sent = await liveTask(a);
    expect((await sent.api.post(`/api/tasks/${sent.task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
    const live = await openLive(sent.base, sent.task.id, sent.cookie);
    await live.next('ready');
    return { a, b, sent, live };
  }

  it("delivers an offer, a no-bid and a cancellation written through instance B to the streams on A (the task's, the workspace's)", async () => {
    const { b, sent, live } = await twoInstances();
    const { task } = sent;
    const workspace = await openWorkspaceLive(sent.base, sent.cookie);
    await workspace.next('ready');
    expect((await sent.offer(0, b)).statusCode).toBe(200);
    expect(JSON.parse((await live.next('offer')).data)).toEqual({ taskId: task.id, kind: 'offer' });
    expect(JSON.parse((await workspace.next('offer')).data)).toEqual({ taskId: task.id, kind: 'offer' });
    // The page goes. Until streams were sent with `connection: close`, A's close() then waited a minute for
    // the other stream's connection, kept alive after the stream ended at shutdown.
    workspace.close();
    expect((await sent.talk(1, b).decline('Busy.')).statusCode).toBe(200);
    await live.next('decline');
    const url = `/api/tasks/${task.id}/cancel`;
    const cancel = await b.inject({
      method: 'POST',
      url,
      headers: { cookie: sent.cookie },
      payload: { message: '' },
    });
    expect(cancel.statusCode).toBe(200);
    await live.next('task');
    live.close();
  });

  it("shows a change written through B on the printshops' pages read through A", async () => {
    const { a, b, sent, live } = await twoInstances();
    const page = sent.talk(0, a).page;
    expect((await read(page(), PubOfferSchema)).task.note).not.toBe('Neu');
    // A's sent cache is not read again each second: B's notification tells it (docs/decisions/024). A page
    // shows its own place as of its last change (rank probing), so the amended note is what must come through.
    const headers = { cookie: sent.cookie };
    const url = `/api/tasks/${sent.task.id}`;
    const { version } = await read(b.inject({ url, headers }), TaskSchema);
    const amend = await b.inject({
      method: 'POST',
      url: `${url}/amend`,
      headers,
      payload: { version, message: '', note: 'Neu' },
    });
    expect(amend.statusCode, amend.body).toBe(200);
    await live.next('task');
    await waitFor(
      async () => ((await read(page(), PubOfferSchema)).task.note === 'Neu' ? true : undefined),
      'the amended note',
      5000,
    );
    live.close();
  });

  it('listens again after its database connection was dropped, and tells its streams to resync', async () => {
    const { a, b, sent, live } = await twoInstances();
    expect((await listeners(a)).rows).toHaveLength(2);
    await sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'printtender-live' and datname = current_database()
    `.execute(a.deps.db);
    // Notifications sent while A was not listening are gone: its pages read everything again.
    await live.next('resync');
    await waitFor(async () => ((await listeners(a)).rows.length === 2 ? true : undefined), 'both listening again');
    await read(sent.offer(1, b), PubOfferSchema);
    await live.next('offer');
    live.close();
  });
});

// Sessions and the limit of streams are in the database: each instance reads them there (docs/decisions/022).
describe("streams across instances: a session's end and a user's limit", () => {
  const instances = useInstances({}, { live: { checkMs: 200 } });

  it('ends the stream held by A when the session is ended through B', async () => {
    const [a, b] = (await instances.start()) as [App, App];
    const { base, cookie, task } = await liveTask(a);
    const live = await openWorkspaceLive(base, cookie);
    await live.next('ready');
    const taskLive = await openLive(base, task.id, cookie);
    await taskLive.next('ready');
    const logout = await b.inject({ method: 'POST', url: '/api/account/logout', headers: { cookie }, payload: {} });
    expect(logout.statusCode).toBe(200);
    await live.end();
    await taskLive.end();
  });

  it("refuses through B a user's 21st stream while A holds 20, and takes it once one closed", async () => {
    const [a, b] = (await instances.start()) as [App, App];
    const { base, cookie } = await liveTask(a);
    const onB = await listening(b);
    const streams = [];
    for (let i = 0; i < 20; i++) streams.push(await openWorkspaceLive(base, cookie));
    expect(streams.map((s) => s.res.status)).toEqual(Array<number>(20).fill(200));
    const refused = await fetch(`${onB}/api/live`, { headers: { cookie } });
    expect(refused.status).toBe(429);
    expect(ApiErrorSchema.parse(await refused.json()).code).toBe('TOO_MANY_STREAMS');

    streams.pop()!.close();
    const taken = await waitFor(async () => {
      const stream = await openWorkspaceLive(onB, cookie);
      if (stream.res.status === 200) return stream;
      stream.close();
      return undefined;
    }, "B's stream once one of A's closed");
    await taken.next('ready');
    taken.close();
    for (const stream of streams) stream.close();
  });
});
