import { describe, expect, it } from 'vitest';
import { readWorkbook, sheetRows } from '../../test/exports.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { inDays } from '../../test/tasks.ts';

// docs/product.md#rounds: after a final round the comparison sheet reads round 1 → round 2 per printshop.
describe('a final round in the comparison export', () => {
  const t = useTestApp();

  it('puts each printshop’s round-1 total beside its round-2 total, once round 2 is open', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 3);
    const id = (i: number) => suppliers[i]!.id;
    expect((await offer(0, [100, 200])).statusCode).toBe(200);
    expect((await offer(1, [90, 210])).statusCode).toBe(200);
    expect((await offer(2, [120, 220])).statusCode).toBe(200);
    const sheet = async () => {
      const response = await api.get(`/api/tasks/${task.id}/offers.xlsx`);
      expect(response.statusCode).toBe(200);
      const rows = sheetRows((await readWorkbook(response.rawPayload)).worksheets[0]!);
      return rows.map((row) => row.map((cell) => cell.value ?? null));
    };
    const header = (rows: unknown[][]) => rows.find((r) => r.includes('Printshop') || r.includes('Lieferant'))!;

    // One round: the sheet stays as it was.
    expect(header(await sheet())).toContain('Total incl. delivery');
    expect(header(await sheet())).not.toContain('Round 1: total incl. delivery');

    const round = { suppliers: [id(0), id(1)], deadlineDate: inDays(5), message: '' };
    expect((await api.post(`/api/tasks/${task.id}/rounds`, round)).statusCode).toBe(200);
    expect((await offer(0, [95, 190])).statusCode).toBe(200);
    // No API moves a deadline into the past: the row is written, and round 2 opens.
    await t.app.deps.db
      .updateTable('tasks')
      .set({ deadlineDate: inDays(-1) })
      .where('id', '=', task.id)
      .execute();

    const rows = await sheet();
    const head = header(rows);
    const [one, two] = [head.indexOf('Round 1: total incl. delivery'), head.indexOf('Round 2: total incl. delivery')];
    expect(one).toBeGreaterThan(0);
    expect(two).toBe(one + 1);
    expect(head).not.toContain('Total incl. delivery');
    const totals = (name: string) => rows.find((r) => r[0] === name)!.slice(one, two + 1);
    // Amounts in the sheet are in units of the currency (minor units ÷ 100).
    expect(totals('Druck 0')).toEqual([300, 285]);
    expect(totals('Druck 1')).toEqual([300, 300]);
    // Left out of round 2: its offer stays on record as round 1's.
    expect(totals('Druck 2')).toEqual([340, 'not in the final round']);

    await api.post('/api/account/settings', { language: 'de', signature: '' });
    const german = await sheet();
    const at = header(german).indexOf('Runde 1: Summe inkl. Lieferkosten');
    expect(header(german)[at + 1]).toBe('Runde 2: Summe inkl. Lieferkosten');
    expect(german.find((r) => r[0] === 'Druck 2')!.slice(at, at + 2)).toEqual([340, 'nicht in der Finalrunde']);
  });
});
