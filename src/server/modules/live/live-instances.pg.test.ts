import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { waitFor } from '../../test/helper.ts';
import { useInstances } from '../../test/instances.ts';
import { liveTask, openLive, openWorkspaceLive } from '../../test/live.ts';
import { read } from '../../test/read.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';

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

  it("shows an offer written through B on the printshops' pages read through A", async () => {
    const { a, b, sent, live } = await twoInstances();
    expect(await read(sent.offer(0, a), PubOfferSchema)).toMatchObject({ position: 1, percentage: 100 });
    const page = sent.talk(0, a).page;
    expect(await read(page(), PubOfferSchema)).toMatchObject({ percentage: 100 });
    // A's sent cache is not read again each second: B's notification tells it (docs/decisions/024).
    await read(sent.offer(1, b), PubOfferSchema);
    await live.next('offer');
    await waitFor(
      async () => ((await read(page(), PubOfferSchema)).percentage === 50 ? true : undefined),
      'the shared first place',
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
