import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { DashboardSchema, TaskOverviewSchema } from '../../../shared/schemas/dashboard.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { TaskListSchema } from '../../../shared/schemas/tasks.ts';
import { outboxMail } from '../../test/accounts.ts';
import { readWorkbook, sheetRows } from '../../test/exports.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read } from '../../test/read.ts';

describe('a deleted printshop’s offer', () => {
  const t = useTestApp();

  /** Druck 0 offers least (1,500 €), then Druck 1 (2,000 €), Druck 2 (3,000 €) and Druck 3 (4,000 €); Druck 0 is deleted. */
  async function deletedCheapest() {
    const sent = await sentTask(t.app, 4);
    const { api, suppliers, offer } = sent;
    for (const [i, prices] of [
      [1000, 500],
      [1500, 500],
      [2000, 1000],
      [3000, 1000],
    ].entries()) {
      expect((await offer(i, prices)).statusCode).toBe(200);
    }
    expect((await api.delete(`/api/suppliers/${suppliers[0]!.id}`)).statusCode).toBe(204);
    return sent;
  }

  it('is no best or lowest total: not in the overview, the task list, the dashboard, the comparison or the XLSX', async () => {
    const { api, task, suppliers } = await deletedCheapest();
    const [deleted, next] = [suppliers[0]!.id, suppliers[1]!.id];
    const overview = await read(api.get(`/api/tasks/${task.id}/overview`), TaskOverviewSchema);
    expect(overview.bestTotal).toBe(200_000);
    const listed = (await read(api.get('/api/tasks'), TaskListSchema)).items.find((i) => i.id === task.id);
    expect(listed!.lowestSum).toBe(200_000);
    const card = (await read(api.get('/api/dashboard'), DashboardSchema)).items.find((i) => i.id === task.id);
    expect(card!.lowestSum).toBe(200_000);
    expect(card!.offers.map((o) => o.name)).not.toContain('Druck 0');

    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.lowest.map((l) => l.supplierIds)).toEqual([[next], [next]]);
    expect(comparison.lowest.flatMap((l) => l.supplierIds)).not.toContain(deleted);
    // Its row stays, said to be deleted, and nothing of it is green.
    const book = await readWorkbook((await api.get(`/api/tasks/${task.id}/offers.xlsx`)).rawPayload);
    const [, , ...rows] = sheetRows(book.worksheets[0]!);
    const green = (row: ExcelJS.Cell[]) =>
      row.slice(2, 5).map((c) => (c.fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb === 'FFC6EFCE');
    const row = (name: string) => rows.find((r) => r[0]!.value === name)!;
    expect(green(row('Druck 0'))).toEqual([false, false, false]);
    expect(green(row('Druck 1'))).toEqual([true, true, true]);
  });

  it('takes no place: the pages and the “not chosen” mails count the others alone', async () => {
    const { api, task, suppliers, pub, offer } = await deletedCheapest();
    // Druck 3 lowers its offer after the deletion: 2,500 €, place 2 of 3 among the printshops still there.
    expect((await offer(3, [2000, 500])).statusCode).toBe(200);
    expect((await read(pub(suppliers[3]!.id).get(), PubOfferSchema)).rank).toEqual({ position: 2, of: 3 });

    await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[1]!.id}/accept`);
    expect((await outboxMail(t.app, 's3@druck.de', 'not-chosen')).text).toContain('your offer came in place 2 of 3');
    expect((await outboxMail(t.app, 's2@druck.de', 'not-chosen')).text).toContain('Platz 3 von 3');
  });
});
