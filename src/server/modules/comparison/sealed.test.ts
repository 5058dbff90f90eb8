import { describe, expect, it } from 'vitest';
import { outboxMail } from '../../test/accounts.ts';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { completeTask, inDays } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { DashboardSchema } from '../../../shared/schemas/dashboard.ts';

// Prices no other figure of the tender has: any of these in an answer is a sealed price leaking.
const PRICES = ['1111.11', '2222.22'];
const LEAKS = ['111111', '222222', '333333', '1111.11', '2222.22', '3333.33', '1.111,11', '2.222,22', '3.333,33'];

describe('sealed bids', () => {
  const t = useTestApp();

  async function sealedTask() {
    const sent = await sentTask(t.app, 2, 'buyer', { sealed: true });
    expect(sent.task).toMatchObject({ sealed: true, opening: inDays(11) });
    expect((await sent.offer(0, PRICES)).statusCode).toBe(200);
    expect((await sent.offer(1, ['3000', '4000'])).statusCode).toBe(200);
    return sent;
  }

  /** Every staff GET route of the app that reads a task, the Dashboard and the task list, as JSON text. */
  async function staffAnswers(api: Awaited<ReturnType<typeof sentTask>>['api'], taskId: string) {
    const urls = t.app.routeList
      // The live stream carries no data, only that something changed, and never ends.
      .filter((r) => r.method === 'GET' && /^\/api\/tasks\/:id(\/[\w/]*)?$/.test(r.url) && !r.url.endsWith('/live'))
      .map((r) => r.url.replace(':id', taskId));
    expect(urls).toEqual(expect.arrayContaining([`/api/tasks/${taskId}/offers`, `/api/tasks/${taskId}/events`]));
    const answers: Record<string, string> = {};
    for (const url of [...urls, '/api/dashboard', '/api/tasks']) answers[url] = (await api.get(url)).body;
    return answers;
  }

  it('lets no staff answer carry a price before the opening, and every one after it', async () => {
    const { api, task, suppliers, pub } = await sealedTask();
    const before = await staffAnswers(api, task.id);
    for (const [url, body] of Object.entries(before)) {
      for (const leak of LEAKS) expect(body, `${url} holds ${leak}`).not.toContain(leak);
    }
    const comparison = ComparisonSchema.parse(JSON.parse(before[`/api/tasks/${task.id}/offers`]!));
    expect(comparison.opening).toBe(inDays(11));
    // Who offered and when is known; what is not.
    expect(comparison.offers).toHaveLength(2);
    expect(comparison.offers[0]).toMatchObject({ sum: null, prices: [], terms: null, history: [], latest: null });
    expect(comparison.lowest).toEqual([]);
    const rows = SupplierTaskListSchema.parse(JSON.parse(before[`/api/tasks/${task.id}/suppliers`]!)).items;
    expect(rows.map((r) => [r.sum, r.offeredAt !== null])).toEqual([
      [null, true],
      [null, true],
    ]);
    const card = DashboardSchema.parse(JSON.parse(before['/api/dashboard']!)).items[0];
    expect(card).toMatchObject({ lowestSum: null, opening: inDays(11), offers: [{ sum: null }, { sum: null }] });

    // The printshop sees its own offer, that it is sealed, and no rank.
    const page = await read(pub(suppliers[0]!.id).get(), PubOfferSchema);
    expect(page).toMatchObject({
      rank: null,
      position: 0,
      percentage: 0,
      task: { sealed: true },
      supplierTask: { sum: 333_333 },
    });

    // No award before the opening, not even by the workspace's owner.
    const accept = await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`);
    expect((await readError(accept, 409)).code).toBe('SEALED');

    // The deadline day is over: the offers open (no API moves a deadline into the past: the row is written).
    await t.app.deps.db
      .updateTable('tasks')
      .set({ deadlineDate: inDays(-1) })
      .where('id', '=', task.id)
      .execute();
    const after = await staffAnswers(api, task.id);
    expect(after[`/api/tasks/${task.id}/offers`]).toContain('333333');
    expect(ComparisonSchema.parse(JSON.parse(after[`/api/tasks/${task.id}/offers`]!))).toMatchObject({
      opening: null,
      lowest: [{}, {}],
    });
    expect(after[`/api/tasks/${task.id}/suppliers`]).toContain('333333');
    expect(after[`/api/tasks/${task.id}/events`]).toContain('333333');
    // The printshops' pages read the tender through a cache of at most a second.
    await waitFor(
      async () => ((await read(pub(suppliers[0]!.id).get(), PubOfferSchema)).position === 1 ? true : undefined),
      'rank',
    );
    expect((await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`)).statusCode).toBe(200);
  });

  it('says so in the invitation, in the printshop’s language', async () => {
    await sealedTask();
    expect((await outboxMail(t.app, 's0@druck.de', 'invitation')).text).toContain(
      'Ihr Angebot bleibt bis zum Ablauf der Angebotsfrist verschlossen',
    );
    expect((await outboxMail(t.app, 's1@druck.de', 'invitation')).text).toContain(
      'your offer stays sealed until the offer deadline has passed',
    );
  });

  it('is chosen before sending and kept when an update leaves it out', async () => {
    const { api } = await sentTask(t.app, 0, 'planner');
    const draft = await read(api.put('/api/tasks', completeTask({ sealed: true, deadlineDate: null })), TaskSchema);
    expect(draft).toMatchObject({ sealed: true, opening: null });
    const updated = await api.post(`/api/tasks/${draft.id}`, completeTask({ name: 'Entwurf 2' }));
    expect(await read(updated, TaskSchema)).toMatchObject({ name: 'Entwurf 2', sealed: true, opening: inDays(11) });
    const opened = await api.post(`/api/tasks/${draft.id}`, completeTask({ sealed: false }));
    expect(await read(opened, TaskSchema)).toMatchObject({ sealed: false, opening: null });
    const events = (await read(api.get(`/api/tasks/${draft.id}/events`), TaskEventListSchema)).items;
    expect(events[0]).toMatchObject({ kind: 'updated', fields: ['name', 'sealed'] });
  });
});
