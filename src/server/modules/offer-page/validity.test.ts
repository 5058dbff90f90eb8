import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { scaledTask } from '../../test/scaled-task.ts';
import { inDays } from '../../test/tasks.ts';
import { read } from '../../test/read.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';

describe('how long an offer holds', () => {
  const t = useTestApp();

  it('flags an offer that holds for less long than the award is planned', async () => {
    const { api, task, pub, flyerId, letterId } = await scaledTask(
      t.app,
      [
        ['Druck A', 'de'],
        ['Druck B', 'de'],
      ],
      {
        awardDate: inDays(40),
      },
    );
    await pub(0).post({
      formats: [
        { id: flyerId, price: 1 },
        { id: letterId, price: 1 },
      ],
      terms: { validDays: 10 },
    });
    await pub(1).post({
      formats: [
        { id: flyerId, price: 2 },
        { id: letterId, price: 2 },
      ],
      terms: { validDays: 60 },
    });
    const offers = (await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema)).offers;
    expect(offers.map((o) => [o.validUntil, o.expiresEarly])).toEqual([
      [inDays(10), true],
      [inDays(60), false],
    ]);
  });
});
