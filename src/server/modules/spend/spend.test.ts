import { describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { SpendSchema, type SpendRow } from '../../../shared/schemas/spend.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { csvRows, readWorkbook, sheetRows } from '../../test/exports.ts';
import { foreignOffer } from '../../test/foreign-offer.ts';
import { useTestApp, type TestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { completeTask, inDays } from '../../test/tasks.ts';

// The spend report (docs/product.md#spend), its sums worked out by hand for two awarded tasks:
//
// A, awarded 15 Jan 2026 (the tender of test/foreign-offer.ts, budget 1,200.00 EUR): the Flyer (5,000) from Druck 0
//   at 20,000 CZK = 800.00 EUR plus its delivery 500 CZK = 20.00 EUR, the Brief (2,000) from Druck 2 at 200.00 EUR:
//   1,020.00 EUR. Its best single offer is Druck 2's 900 + 200 = 1,100.00 EUR: 80.00 saved; 180.00 under budget.
// B, awarded 10 Feb 2026, no budget: both formats from Druck 1 at 1,100.00 + 450.00 = 1,550.00 EUR, its only
//   (so best) offer: 0 saved. Its formats are A's stored formats: the Flyer cost 16.00 EUR per 1,000 in A, so
//   5,000 would have been 800.00 against 1,100.00 (-300.00); the Brief 10.00 per 1,000: 200.00 against 450.00
//   (-250.00).
// Druck 0 delivered A 5 days late, quality 2; Druck 1 delivered B on time, quality 4.

const JAN = Date.UTC(2026, 0, 15, 12);
const FEB = Date.UTC(2026, 1, 10, 12);
const period = 'from=2026-01-01&to=2026-02-28';

async function twoAwards(app: TestApp) {
  const a = await foreignOffer(app);
  await a.award();
  const { api, suppliers } = a;
  const [d0, d1] = suppliers.map((s) => s.id) as [string, string];
  const b = await read(api.put('/api/tasks', completeTask({ name: 'Mailing Q2' })), TaskSchema);
  await api.post(`/api/tasks/${b.id}/suppliers/mail`, { suppliers: [] });
  const offered = await app.inject({
    method: 'POST',
    url: `/api/pub/tasks/${b.id}/${d1}`,
    headers: { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, b.id, d1) },
    payload: { formats: b.formats.map((f, i) => ({ id: f.id, price: [1100, 450][i] })) },
  });
  expect(offered.statusCode).toBe(200);
  expect((await api.post(`/api/tasks/${b.id}/suppliers/${d1}/accept`)).statusCode).toBe(200);

  // Deliveries, recorded today: A's delivery date moved 5 days back (and its send before it).
  const db = app.deps.db;
  await db
    .updateTable('tasks')
    .set({ deliveryDate: inDays(-5), invitedAt: Date.now() - 60 * 86_400_000 })
    .where('id', '=', a.task.id)
    .execute();
  const deliver = (taskId: string, supplierId: string, quality: number) =>
    api.post(`/api/tasks/${taskId}/deliveries/${supplierId}`, { deliveredOn: inDays(0), quality });
  expect((await deliver(a.task.id, d0, 2)).statusCode).toBe(200);
  expect((await deliver(b.id, d1, 4)).statusCode).toBe(200);

  // The award days, the budget, the stored formats and the Flyer's product, as the report reads them.
  for (const [taskId, at] of [
    [a.task.id, JAN],
    [b.id, FEB],
  ] as const) {
    await db.updateTable('tasks').set({ acceptedAt: at }).where('id', '=', taskId).execute();
    await db.updateTable('awards').set({ createdAt: at }).where('taskId', '=', taskId).execute();
  }
  await db.updateTable('tasks').set({ budget: 120_000 }).where('id', '=', a.task.id).execute();
  const flyerSpec = JSON.stringify({ product: 'flyer' });
  for (const task of [a.task, b]) {
    const [flyer, letter] = task.formats.map((f) => f.id) as [string, string];
    await db
      .updateTable('taskFormats')
      .set({ formatId: 'stored-flyer', spec: flyerSpec })
      .where('id', '=', flyer)
      .execute();
    await db.updateTable('taskFormats').set({ formatId: 'stored-letter' }).where('id', '=', letter).execute();
  }
  return { api, suppliers: suppliers.map((s) => s.id) as [string, string, string] };
}

const saving = (amount: number, counted: number) => ({ amount, counted });
const row = (
  key: string,
  spend: number,
  tasks: number,
  savings: [number, number][],
  extra: Partial<SpendRow> = {},
) => ({
  key,
  currency: 'EUR',
  spend,
  tasks,
  savings: {
    bestOffer: saving(...savings[0]!),
    budget: saving(...savings[1]!),
    earlierPrices: saving(...savings[2]!),
  },
  ...extra,
});

describe('spend', () => {
  const t = useTestApp();

  it('sums each view by hand: spend, tasks, savings against the best offer, the budget and earlier prices, on time', async () => {
    const { api, suppliers } = await twoAwards(t.app);
    const [d0, d1, d2] = suppliers;
    const view = async (by: string) => read(api.get(`/api/spend?${period}&by=${by}`), SpendSchema);

    const months = await view('month');
    expect(months).toMatchObject({ from: '2026-01-01', to: '2026-02-28', by: 'month', currency: 'EUR' });
    expect(months.rows).toEqual([
      row(
        '2026-01',
        102_000,
        1,
        [
          [8_000, 1],
          [18_000, 1],
          [0, 0],
        ],
        { name: null, deliveries: null, onTimeShare: null, averageQuality: null },
      ),
      row(
        '2026-02',
        155_000,
        1,
        [
          [0, 1],
          [0, 0],
          [-55_000, 2],
        ],
        { name: null, deliveries: null, onTimeShare: null, averageQuality: null },
      ),
    ]);

    // A's savings shared by each winner's part of its 1,020.00: Druck 0 820.00, Druck 2 200.00.
    expect((await view('supplier')).rows).toEqual([
      row(
        d1,
        155_000,
        1,
        [
          [0, 1],
          [0, 0],
          [-55_000, 2],
        ],
        { name: 'Druck 1', deliveries: 1, onTimeShare: 1, averageQuality: 4 },
      ),
      row(
        d0,
        82_000,
        1,
        [
          [6_431, 1],
          [14_471, 1],
          [0, 0],
        ],
        { name: 'Druck 0', deliveries: 1, onTimeShare: 0, averageQuality: 2 },
      ),
      row(
        d2,
        20_000,
        1,
        [
          [1_569, 1],
          [3_529, 1],
          [0, 0],
        ],
        { name: 'Druck 2', deliveries: 0, onTimeShare: null, averageQuality: null },
      ),
    ]);

    // The Flyer with Druck 0's delivery in A (820.00 + 1,100.00); the Brief has no spec: other.
    expect((await view('product')).rows).toMatchObject([
      row('flyer', 192_000, 2, [
        [6_431, 2],
        [14_471, 1],
        [-30_000, 1],
      ]),
      row('other', 65_000, 2, [
        [1_569, 2],
        [3_529, 1],
        [-25_000, 1],
      ]),
    ]);

    // A period of January alone: B is not in it, and its earlier price is not either.
    const january = await read(api.get('/api/spend?from=2026-01-01&to=2026-01-31&by=month'), SpendSchema);
    expect(january.rows.map((r) => [r.key, r.spend])).toEqual([['2026-01', 102_000]]);
    // A period of February alone: A, awarded before it, still gives B's formats their earlier prices.
    const february = await read(api.get('/api/spend?from=2026-02-01&to=2026-02-28&by=month'), SpendSchema);
    expect(february.rows.map((r) => [r.key, r.spend, r.savings.earlierPrices])).toEqual([
      ['2026-02', 155_000, saving(-55_000, 2)],
    ]);
  });

  it('exports each view as a workbook sheet and the view asked for as a CSV in the reader’s dialect', async () => {
    const { api } = await twoAwards(t.app);
    const xlsx = await api.get(`/api/spend/export?${period}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('Spend 2026-01-01 - 2026-02-28.xlsx');
    const book = await readWorkbook(xlsx.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Month', 'Printshop', 'Product']);
    const months = sheetRows(book.getWorksheet('Month')!).map((r) => r.slice(0, 4).map((c) => c.value));
    expect(months).toEqual([
      ['Month', 'Currency', 'Spend', 'Tasks'],
      ['2026-01', 'EUR', 1020, 1],
      ['2026-02', 'EUR', 1550, 1],
    ]);
    const products = sheetRows(book.getWorksheet('Product')!).map((r) => r[0]!.value);
    expect(products).toEqual(['Product', 'Flyer', 'Other']);

    const csv = await api.get(`/api/spend/export?${period}&by=supplier&format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = await csvRows(csv.rawPayload, ',');
    expect(rows[0]!.slice(0, 3)).toEqual(['Printshop', 'Currency', 'Spend']);
    expect(rows.slice(1).map((r) => [r[0], r[2], r.at(-2), r.at(-1)])).toEqual([
      ['Druck 1', '1550.00', '1', '4'],
      ['Druck 0', '820.00', '0', '2'],
      ['Druck 2', '200.00', '', ''],
    ]);
  });

  it('answers another workspace nothing, and refuses a period that is not one', async () => {
    await twoAwards(t.app);
    const other = apiAs(t.app, (await signUp(t.app, 'other')).cookie);
    expect((await read(other.get(`/api/spend?${period}`), SpendSchema)).rows).toEqual([]);
    const refused = async (query: string) => readError(await other.get(`/api/spend?${query}`), 400);
    expect(await refused('from=2026-03-01&to=2026-02-01')).toMatchObject({ code: 'INVALID', field: 'to' });
    expect(await refused('from=2010-01-01&to=2026-02-01')).toMatchObject({ code: 'INVALID', field: 'from' });
    expect(await refused('from=2026-02-30')).toMatchObject({ code: 'INVALID' });
    expect(await refused('by=week')).toMatchObject({ code: 'INVALID' });
    expect((await other.get('/api/spend/export?format=pdf')).statusCode).toBe(400);
  });
});
