import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { completeTask } from '../../test/tasks.ts';
import { talkAs } from '../../test/talk.ts';
import { read } from '../../test/read.ts';
import { DashboardSchema } from '../../../shared/schemas/dashboard.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';

describe('dashboard: unanswered questions', () => {
  let queries = 0;
  const t = useTestApp({ onQuery: () => queries++ });

  it('counts each card’s unanswered questions, in a constant number of queries', async () => {
    const { api, task, suppliers } = await sentTask(t.app, 2);
    const talk = (i: number) => talkAs(t.app, task.id, suppliers[i]!.id);
    // Only the dashboard's queries are counted: the mail worker polls and sends meanwhile (on a slow run all
    // three reads below once overlapped it), so it stops; the mails it leaves are not what this test reads.
    await t.app.deps.outbox.stop();
    // The fewest of three reads.
    const card = async () => {
      const counts: number[] = [];
      let items: { id: string; questions: number }[] = [];
      for (let i = 0; i < 3; i++) {
        const before = queries;
        items = (await read(api.get('/api/dashboard'), DashboardSchema)).items;
        counts.push(queries - before);
      }
      return { card: items.find((c) => c.id === task.id)!, queries: Math.min(...counts) };
    };
    expect((await card()).card.questions).toBe(0);

    const first = (await read(talk(0).ask('First?'), PubOfferSchema, 201)).questions[0]!.id;
    await talk(1).ask('Second?');
    await talk(1).ask('Third?');
    const three = await card();
    expect(three.card.questions).toBe(3);
    await api.post(`/api/tasks/${task.id}/questions/${first}`, { answer: 'Yes.', publish: true });
    expect((await card()).card.questions).toBe(2);

    for (let i = 0; i < 5; i++) await api.put('/api/tasks', completeTask({ name: `Draft ${i}` }));
    const many = await card();
    expect(many.card.questions).toBe(2);
    expect(many.queries).toBe(three.queries);
  });
});
