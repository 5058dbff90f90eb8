import { describe, expect, it } from 'vitest';
import { offerToken } from '../../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { TaskListSchema, TaskSchema } from '../../../shared/schemas/tasks.ts';
import { DashboardSchema } from '../../../shared/schemas/dashboard.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read, readError } from '../../test/read.ts';
import { talkAs } from '../../test/talk.ts';
import { inDays } from '../../test/tasks.ts';
import { todayIn } from '../../../shared/dates.ts';

describe('a best-and-final round', () => {
  const t = useTestApp();

  /** Three printshops invited; 0 and 1 offered, 2 did not. */
  async function offered(buyer = 'buyer') {
    const sent = await sentTask(t.app, 3, buyer);
    expect((await sent.offer(0, [100, 200])).statusCode).toBe(200);
    expect((await sent.offer(1, [90, 210])).statusCode).toBe(200);
    const id = (i: number) => sent.suppliers[i]!.id;
    const open = (suppliers: string[], deadlineDate = inDays(5), message = 'Bitte Ihr bestes Angebot.') =>
      sent.api.post(`/api/tasks/${sent.task.id}/rounds`, { suppliers, deadlineDate, message });
    const page = async (i: number) => read(sent.pub(id(i)).get(), PubOfferSchema);
    const keep = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/pub/tasks/${sent.task.id}/${id(i)}/keep`,
        headers: { [OFFER_TOKEN_HEADER]: offerToken(t.app.deps.config.appSecret, sent.task.id, id(i)) },
        payload: {},
      });
    const comparison = () => read(sent.api.get(`/api/tasks/${sent.task.id}/offers`), ComparisonSchema);
    return { ...sent, id, open, page, keep, comparison };
  }

  it('opens round 2 for the chosen printshops and closes round 1 at once: the task and the pages say so', async () => {
    const { task, open, id, page, api } = await offered();
    const firstDeadline = task.deadlineDate;
    const after = await read(open([id(0), id(1)]), TaskSchema);
    expect(after.rounds).toEqual([
      { number: 1, suppliers: expect.arrayContaining([id(0), id(1), id(2)]), deadlineDate: firstDeadline },
      { number: 2, suppliers: [id(0), id(1)], deadlineDate: inDays(5) },
    ]);
    expect(after.rounds[0]!.suppliers).toHaveLength(3);
    expect(after).toMatchObject({ deadlineDate: inDays(5), sealed: true, version: task.version + 1 });
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).rounds).toEqual(after.rounds);

    const chosen = await page(0);
    expect(chosen.round).toEqual({
      number: 2,
      deadlineDate: inDays(5),
      answer: null,
      // The buyer's message, as the round's mail carries it.
      message: 'Bitte Ihr bestes Angebot.',
      earlier: {
        formats: task.formats.map((f, k) => ({ id: f.id, price: [10000, 20000][k], count: f.count })),
        sum: 30000,
        currency: 'EUR',
      },
    });
    expect(chosen.roundClosed).toBeNull();
    expect(chosen.task.open).toBe(true);
    // Sealed until the round's deadline: no place is shown.
    expect(chosen.rank).toBeNull();

    expect(chosen.roundClosedOn).toBeNull();
    const left = await page(2);
    // Round 1 closed today, when round 2 opened (the workspace's day).
    expect(left).toMatchObject({ round: null, roundClosed: 1, roundClosedOn: todayIn(t.app.deps.config.timeZone) });
    expect(left.task.open).toBe(false);

    const events = await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
    expect(events.items.find((e) => e.kind === 'round-opened')).toMatchObject({
      staff: expect.any(String),
      subject: 'Bitte Ihr bestes Angebot.',
      invited: ['Druck 0', 'Druck 1'],
    });
  });

  it('refuses the offer and the no-bid of a printshop not chosen: 409 ROUND_CLOSED naming round 1; its offer stays', async () => {
    const { open, id, offer, page, comparison, task } = await offered();
    expect((await open([id(0)])).statusCode).toBe(200);
    const refused = await readError(offer(1, [50, 50]), 409);
    expect(refused).toMatchObject({ code: 'ROUND_CLOSED', params: { round: 1 } });
    expect(refused.message).toMatch(/Round 1 is closed/);
    const decline = await readError(talkAs(t.app, task.id, id(2)).decline('Too late.'), 409);
    expect(decline.code).toBe('ROUND_CLOSED');
    expect((await page(1)).supplierTask.sum).toBe(30000);
    // Its offer is on record: the comparison has it, as round 1's.
    const sealed = await comparison();
    expect(sealed.offers.map((o) => o.supplierId).sort()).toEqual([id(0), id(1)].sort());
  });

  it('refuses printshops without an offer or not invited, and a deadline in the past', async () => {
    const { open, id } = await offered();
    expect(await readError(open([id(2)]), 400)).toMatchObject({ code: 'NO_OFFER', field: 'suppliers.0' });
    expect(await readError(open([id(0), 'nobody']), 400)).toMatchObject({
      code: 'UNKNOWN_SUPPLIER',
      field: 'suppliers.1',
    });
    expect((await readError(open([id(0)], '2020-01-01'), 400)).code).toBe('DEADLINE_PAST');
  });

  it('takes one submission or "keep my offer" from each chosen printshop, then 409 ROUND_ANSWERED', async () => {
    const { open, id, offer, keep, page } = await offered();
    expect((await open([id(0), id(1)])).statusCode).toBe(200);

    const improved = await read(offer(0, [95, 190]), PubOfferSchema);
    expect(improved.round?.answer).toBe('offer');
    expect(improved.supplierTask.sum).toBe(28500);
    expect((await readError(offer(0, [80, 180]), 409)).code).toBe('ROUND_ANSWERED');
    expect((await readError(keep(0), 409)).code).toBe('ROUND_ANSWERED');
    expect((await page(0)).supplierTask.sum).toBe(28500);

    const kept = await read(keep(1), PubOfferSchema);
    expect(kept.round?.answer).toBe('kept');
    expect(kept.supplierTask.sum).toBe(30000);
    expect((await readError(offer(1, [10, 10]), 409)).code).toBe('ROUND_ANSWERED');
    expect((await readError(keep(1), 409)).code).toBe('ROUND_ANSWERED');
    // A printshop not chosen cannot keep either.
    expect((await readError(keep(2), 409)).code).toBe('ROUND_CLOSED');
  });

  it('refuses "keep my offer" while the task has one round', async () => {
    const { keep } = await offered();
    expect(await readError(keep(0), 409)).toMatchObject({ code: 'ROUND_CLOSED', params: { round: 1 } });
  });

  it('keeps round 2 sealed until its deadline; after it no offer is taken, and the comparison ranks round 2', async () => {
    const { open, id, offer, comparison, task } = await offered();
    expect((await open([id(0)])).statusCode).toBe(200);
    expect((await offer(0, [95, 190])).statusCode).toBe(200);
    const during = await comparison();
    expect(during.opening).toBe(inDays(6));
    expect(during.offers.every((o) => o.sum === null)).toBe(true);
    // Round 1 is closed: its totals show beside the sealed round 2.
    expect(during.offers.map((o) => [o.supplierId, o.round, o.earlier?.sum])).toEqual([
      [id(0), 2, 30000],
      [id(1), 1, 30000],
    ]);
    // Who answered the round shows while it is sealed: no price.
    expect(during.offers.map((o) => [o.supplierId, o.answered])).toEqual([
      [id(0), true],
      [id(1), false],
    ]);

    // No API moves a deadline into the past: the row is written.
    await t.app.deps.db
      .updateTable('tasks')
      .set({ deadlineDate: inDays(-1) })
      .where('id', '=', task.id)
      .execute();
    expect((await readError(offer(0, [50, 50]), 409)).code).toBe('OFFER_EXPIRED');
    const opened = await comparison();
    expect(opened).toMatchObject({ opening: null, round: 2 });
    expect(opened.offers.map((o) => [o.supplierId, o.earlier?.sum, o.sum])).toEqual([
      [id(0), 30000, 28500],
      [id(1), 30000, 30000],
    ]);
    // Printshop 1's 90.00 for the first format was lower, but it is not in round 2: round 2's prices are lowest.
    expect(opened.lowest.map((l) => [l.id, l.price, l.supplierIds])).toEqual([
      [task.formats[0]!.id, 9500, [id(0)]],
      [task.formats[1]!.id, 19000, [id(0)]],
    ]);
  });

  it('names the final round in the task list and on the dashboard', async () => {
    const { open, id, api, task } = await offered();
    const listed = async () => (await read(api.get('/api/tasks'), TaskListSchema)).items.find((i) => i.id === task.id)!;
    const card = async () =>
      (await read(api.get('/api/dashboard'), DashboardSchema)).items.find((i) => i.id === task.id)!;
    expect((await listed()).round).toBe(1);
    expect((await card()).round).toBe(1);
    expect((await open([id(0)])).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ round: 2, deadlineDate: inDays(5) });
    expect(await card()).toMatchObject({ round: 2, deadlineDate: inDays(5) });
  });

  it('is refused before sending and once awarded', async () => {
    const { open, id, api, task } = await offered();
    const accept = `/api/tasks/${task.id}/suppliers/${id(0)}/accept`;
    expect((await api.post(accept)).statusCode).toBe(200);
    expect((await readError(open([id(1)]), 409)).code).toBe('TASK_DONE');
  });
});
