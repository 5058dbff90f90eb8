import { describe, expect, it } from 'vitest';
import { DashboardSchema, TaskOverviewSchema } from '../../../shared/schemas/dashboard.ts';
import { TaskListSchema } from '../../../shared/schemas/tasks.ts';
import { foreignOffer } from '../../test/foreign-offer.ts';
import { useTestApp } from '../../test/helper.ts';
import { read } from '../../test/read.ts';

describe('what an award in two currencies costs', () => {
  const t = useTestApp();

  it('adds the winners’ figures in the task’s currency, each converted at its rate, in the task list and overview', async () => {
    const { api, task, award } = await foreignOffer(t.app);
    // Before: the dashboard's bars and lowest total weigh the CZK offer in euros (1,220 €), as the task list does.
    const card = (await read(api.get('/api/dashboard'), DashboardSchema)).items.find((i) => i.id === task.id)!;
    expect(card.offers.map((o) => [o.name, o.sum])).toEqual([
      ['Druck 2', 110_000],
      ['Druck 0', 122_000],
      ['Druck 1', 150_000],
    ]);
    // Each answer names the currency its totals are in: the task's.
    expect(card).toMatchObject({ lowestSum: 110_000, currency: 'EUR' });
    await award();
    // 20,000 CZK + 500 CZK delivery at 0.04 (800 + 20 EUR) and 200 EUR: 1,020 EUR, not 20,700 of mixed money.
    const listed = (await read(api.get('/api/tasks'), TaskListSchema)).items.find((i) => i.id === task.id);
    expect(listed).toMatchObject({ awarded: 102_000, winners: ['Druck 0', 'Druck 2'], currency: 'EUR' });
    const overview = await read(api.get(`/api/tasks/${task.id}/overview`), TaskOverviewSchema);
    expect(overview.awarded).toBe(102_000);
  });
});
