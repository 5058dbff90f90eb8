import { describe, expect, it } from 'vitest';
import { readWorkbook, sheetRows } from '../../test/exports.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';

// docs/product.md#scoring: the comparison sheet has each offer's score and its parts when the weights are set.
describe('scores in the comparison export', () => {
  const t = useTestApp();

  it('adds a score and its parts per printshop once the weights are not the price alone', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app, 2);
    const [flyer, brief] = task.formats.map((f) => f.id) as [string, string];
    const send = (id: string, prices: number[], leadDays: number) =>
      pub(id).post({ formats: [flyer, brief].map((f, i) => ({ id: f, price: prices[i] })), terms: { leadDays } });
    expect((await send(suppliers[0]!.id, [1000, 500], 10)).statusCode).toBe(200);
    expect((await send(suppliers[1]!.id, [1100, 550], 5)).statusCode).toBe(200);
    const sheet = async () => {
      const book = await readWorkbook((await api.get(`/api/tasks/${task.id}/offers.xlsx`)).rawPayload);
      return sheetRows(book.worksheets[0]!).map((row) => row.map((cell) => cell.value ?? null));
    };
    const header = (rows: unknown[][]) => rows.find((r) => r.includes('Printshop'))!;

    // The price alone: the sheet stays as it was.
    expect(header(await sheet())).not.toContain('Score');

    const weights = { price: 60, leadTime: 40, quality: 0, certificates: 0 };
    expect((await api.put(`/api/tasks/${task.id}/scoring`, weights)).statusCode).toBe(200);
    const rows = await sheet();
    const head = header(rows);
    const [at, parts] = [head.indexOf('Score'), head.indexOf('Score parts')];
    expect(parts).toBe(at + 1);
    const row = (name: string) => rows.find((r) => r[0] === name)!;
    // Druck 0: the lowest (100), twice the lead time (50): 60 + 20. Druck 1: 60 × 1,500 ÷ 1,650 + 40 = 94.5.
    expect(row('Druck 0').slice(at, parts + 1)).toEqual([80, 'price 100 · lead time 50']);
    expect(row('Druck 1').slice(at, parts + 1)).toEqual([94.5, 'price 90.9 · lead time 100 · best score']);
  });
});
