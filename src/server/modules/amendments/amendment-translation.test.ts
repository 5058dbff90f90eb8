import { describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { MailLogSchema } from '../../../shared/schemas/invitations.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { TaskSchema, type TaskFormat } from '../../../shared/schemas/tasks.ts';
import { waitFor } from '../../test/helper.ts';
import { read } from '../../test/read.ts';
import { scaled, scaledTask } from '../../test/scaled-task.ts';
import { makeDue, reminderRows, settled } from '../../test/reminders.ts';
import { useMailingApp } from '../../test/mailing.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';

const noTexts = { weight: '', personalisation: '', description: '' };
const slovak = { weight: '135 g', personalisation: 'žiadna', description: 'Lesklý leták' };

describe('an amendment that adds or fixes a translation only (docs/product.md#amendments)', () => {
  const mailingApp = useMailingApp();

  /**
   * A German task whose flyer has no Slovak texts yet, sent to a German, an English and a Slovak printshop
   * (s0, s1, s2), each of which has offered unless `offered` is false.
   */
  async function offeredTask(offered = true) {
    const { app, sink } = await mailingApp();
    const letter = { ...scaled, title: 'Brief DIN lang', count: 2000, counts: [], runOn: false };
    const sent = await scaledTask(
      app,
      [
        ['Druckerei Alpha', 'de'],
        ['Gamma Print', 'en'],
        ['Tlačiareň Beta', 'sk'],
      ],
      { lang: 'de', formats: [{ ...scaled, sk: noTexts }, letter] },
    );
    for (const i of offered ? [0, 1, 2] : []) {
      const prices = sent.task.formats.map((f) => ({ id: f.id, price: 1000 + i }));
      expect((await sent.pub(i).post({ formats: prices })).statusCode).toBe(200);
    }
    return { ...sent, app, sink };
  }

  /** The amendment mails of the task once the outbox has sent them all: to whom they went. */
  async function amendmentMailsSent(api: Awaited<ReturnType<typeof offeredTask>>['api'], taskId: string) {
    return waitFor(async () => {
      const { items } = await read(api.get(`/api/mail/${taskId}`), MailLogSchema);
      const amendments = items.filter((m) => m.kind === 'amendment');
      const sent = amendments.length > 0 && amendments.every((m) => m.state === 'sent');
      return sent ? amendments.map((m) => m.to).sort() : undefined;
    }, 'every amendment mail sent');
  }

  /** The amendment mails `to` got on the wire, their texts with Slovak's no-break spaces as spaces. */
  const amendmentsTo = (s: SmtpSink, to: string) =>
    s
      .to(to)
      .filter((m) => /\((Stand|revision|verzia) \d+\):/.test(m.text ?? ''))
      .map((m) => (m.text ?? '').replace(/\u00a0/g, ' '));

  it('keeps every offer current and mails only the Slovak printshop when its text is added after sending', async () => {
    const { sink, api, task, flyerId, pub } = await offeredTask();
    const formats = task.formats.map((f: TaskFormat) => (f.id === flyerId ? { ...f, sk: slovak } : f));
    const res = await api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', formats });
    const amended = await read(res, TaskSchema);
    expect(amended.revisions).toEqual([expect.objectContaining({ number: 1, pricesChanged: false })]);

    // Offers stay current: the comparison shows none stale, no page asks to confirm, each keeps its rank.
    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.offers.map((o) => o.stale)).toEqual([false, false, false]);
    for (const i of [0, 1, 2]) {
      const page = await read(pub(i).get(), PubOfferSchema);
      expect(page).toMatchObject({ position: i + 1, supplierTask: { stale: false } });
    }
    // The Slovak page reads its new text at once, and the amendment; the others' pages do not hear of it.
    const slovakPage = await read(pub(2).get(), PubOfferSchema);
    expect(slovakPage.task.formats.find((f) => f.id === flyerId)).toMatchObject({ description: 'Lesklý leták' });
    expect(slovakPage.task.amendments.map((a) => a.number)).toEqual([1]);
    for (const i of [0, 1]) expect((await read(pub(i).get(), PubOfferSchema)).task.amendments).toEqual([]);

    // Only the Slovak printshop is told, with its text and that its offer stays valid.
    expect(await amendmentMailsSent(api, task.id)).toEqual(['s2@druck.de']);
    const [mail] = await waitFor(async () => {
      const mails = amendmentsTo(sink, 's2@druck.de');
      return mails.length > 0 ? mails : undefined;
    }, 'the amendment mailed to the Slovak printshop');
    expect(mail).toContain('Flyer A5: Popis: – → Lesklý leták');
    expect(mail).toContain('Flyer A5: Gramáž: – → 135 g');
    expect(mail).toContain('Vaša ponuka zostáva platná.');
    expect(amendmentsTo(sink, 's0@druck.de')).toEqual([]);
    expect(amendmentsTo(sink, 's1@druck.de')).toEqual([]);
  });

  it('mails everyone an amendment that also changes a quantity, the translation line only to the Slovak printshop', async () => {
    const { sink, api, task, flyerId, letterId } = await offeredTask();
    const formats = task.formats.map((f: TaskFormat) =>
      f.id === flyerId ? { ...f, sk: slovak } : f.id === letterId ? { ...f, count: 3000 } : f,
    );
    const res = await api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', formats });
    expect((await read(res, TaskSchema)).revisions[0]).toMatchObject({ pricesChanged: true });
    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.offers.map((o) => o.stale)).toEqual([true, true, true]);

    expect(await amendmentMailsSent(api, task.id)).toEqual(['s0@druck.de', 's1@druck.de', 's2@druck.de']);
    const mailOf = (to: string) => waitFor(async () => amendmentsTo(sink, to)[0], `the amendment mailed to ${to}`);
    const [german, english, slovakMail] = await Promise.all(['s0', 's1', 's2'].map((s) => mailOf(`${s}@druck.de`)));
    expect(german).toContain('Brief DIN lang: Auflage: 2.000 → 3.000');
    expect(english).toContain('Brief DIN lang: Quantity: 2,000 → 3,000');
    expect(slovakMail).toContain('Brief DIN lang: Náklad: 2 000 → 3 000');
    expect(slovakMail).toContain('Flyer A5: Popis: – → Lesklý leták');
    for (const other of [german, english]) expect(other).not.toMatch(/Lesklý|Flyer A5|\(SK\)/);
  });

  it('leaves the reminders as planned: a printshop already reminded is not reminded again for a translation', async () => {
    const { app, api, task, flyerId } = await offeredTask(false);
    await makeDue(app, task.id, 'reminder');
    await settled(app, task.id);
    const planned = async () => (await reminderRows(app, task.id)).map((r) => `${r.dedupeKey} ${r.state}`);
    const before = await planned();
    expect(before.filter((r) => r.endsWith(':0 sent'))).toHaveLength(3);

    const formats = task.formats.map((f: TaskFormat) => (f.id === flyerId ? { ...f, sk: slovak } : f));
    const res = await api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', formats });
    expect(res.statusCode).toBe(200);
    expect(await planned()).toEqual(before);
  });
});
