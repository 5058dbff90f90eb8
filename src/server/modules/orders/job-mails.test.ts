import { describe, expect, it } from 'vitest';
import { addWorkingDays, todayIn } from '../../../shared/dates.ts';
import { ProofSchema, PubOrderSchema } from '../../../shared/schemas/orders.ts';
import { file, pdf } from '../../test/files.ts';
import { waitFor } from '../../test/helper.ts';
import { askProof, awardedJobs } from '../../test/jobs.ts';
import { useMailingApp } from '../../test/mailing.ts';
import { read } from '../../test/read.ts';
import { inDays } from '../../test/tasks.ts';
import { runOrderReminders } from './order-reminders.ts';

const DAY = 86_400_000;

describe('the job’s mails to printshops', () => {
  const start = useMailingApp();

  it('mails the buyer’s comment on a proof and its approval in the printshop’s language, with its link', async () => {
    const { app, sink } = await start();
    const { api, task, ids, flyer, letter, award, job } = await awardedJobs(app);
    await award();
    // Druck 0 (German) won the letter, Druck 1 (English) the flyer.
    for (const [i, formatId] of [
      [0, letter],
      [1, flyer],
    ] as const) {
      await read(job(i).confirm({ reference: `R${i}`, shipDate: inDays(9) }), PubOrderSchema);
      const order = await read(
        job(i).proof([{ name: 'formatId', value: formatId }, file('p.pdf', pdf())]),
        PubOrderSchema,
        201,
      );
      await read(
        api.post(`/api/tasks/${task.id}/proofs/${order.proofs[0]!.id}/changes`, { comment: `Farbe ${i} wärmer` }),
        ProofSchema,
      );
    }
    const mailOf = (to: string, subject: RegExp) =>
      waitFor(async () => sink.to(to).find((m) => subject.test(m.subject ?? '')), `${subject} to ${to}`);
    const de = await mailOf('s0@druck.de', /^Änderungen an Ihrem Proof: Auftrag /);
    expect(de.text).toContain('Guten Tag Druck 0,');
    expect(de.text).toContain('Unser Kommentar:\nFarbe 0 wärmer');
    expect(de.text).toContain(`/offer/${task.id}/${ids[0]}#`);
    const en = await mailOf('s1@druck.de', /^Changes to your proof: order /);
    expect(en.text).toContain('Our comment:\nFarbe 1 wärmer');
    expect(en.text).toContain('Format: Flyer A5');
  });

  it('reminds a late confirmation once, in Slovak for a Slovak printshop, and a late proof once', async () => {
    const { app, sink } = await start();
    const { task, ids, flyer, award, job } = await awardedJobs(app);
    await app.deps.db.updateTable('suppliers').set({ language: 'sk' }).where('id', '=', ids[1]).execute();
    await award();
    await askProof(app, task.id, flyer);
    const { timeZone } = app.deps.config;
    expect(await runOrderReminders(app.deps)).toBe(0);
    // Two working days after the order: the confirmation is late.
    const later = (days: number) => Date.now() + days * DAY;
    const due = [1, 2, 3, 4, 5].find(
      (d) => addWorkingDays(todayIn(timeZone), 2) <= todayIn(timeZone, new Date(later(d))),
    )!;
    expect(await runOrderReminders(app.deps, later(due))).toBe(2);
    expect(await runOrderReminders(app.deps, later(due + 1))).toBe(2);
    const sk = await waitFor(
      async () => sink.to('s1@druck.de').find((m) => m.subject?.startsWith('Prosíme, potvrďte našu objednávku')),
      'the Slovak confirmation reminder',
    );
    expect(sk.text).toContain('Otvoriť objednávku');
    // Once: the second run's mails were not written.
    const reminders = () =>
      app.deps.db.selectFrom('mails').select('dedupeKey').where('kind', '=', 'order-reminder').execute();
    expect(await reminders()).toHaveLength(2);

    // Confirmed with a ship date in 3 days and no proof: late.
    await read(job(1).confirm({ reference: 'R', shipDate: inDays(3) }), PubOrderSchema);
    await runOrderReminders(app.deps);
    await runOrderReminders(app.deps);
    const keys = (await reminders()).map((r) => r.dedupeKey!.split(':')[0]).sort();
    expect(keys).toEqual(['order-confirm-late', 'order-confirm-late', 'order-proof-late']);
    await waitFor(
      async () => sink.to('s1@druck.de').find((m) => m.subject?.startsWith('Čakáme na náhľad')),
      'the Slovak proof reminder',
    );
  });
});
