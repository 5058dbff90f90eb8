import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MailLogSchema, SentSchema } from '../../../shared/schemas/invitations.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema, type Task } from '../../../shared/schemas/tasks.ts';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read, readError } from '../../test/read.ts';
import { makeDue, settled } from '../../test/reminders.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';

// docs/product.md#reminders: a reminder asks those whose prices wait to be confirmed for exactly those formats.
describe('chasing confirmations after an amendment', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await new SmtpSink().start();
  });
  afterAll(() => sink.stop());
  beforeEach(() => void sink.received.splice(0));
  const t = useTestApp(() => ({ config: { smtpUrl: sink.url }, outbox: { pollMs: 50, retryBaseMs: 100 } }));

  /**
   * Four printshops, German, English, German and Slovak: the first, second and fourth priced the flyer and the
   * letter, the third the letter only; then the flyer's quantity changes.
   */
  async function amended() {
    const sent = await sentTask(t.app, 3);
    const { api, task, pub } = sent;
    const slovak = await read(
      api.put('/api/suppliers', { name: 'Tlač 3', email: 's3@druck.de', language: 'sk' }),
      SupplierSchema,
    );
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [slovak.id] })).statusCode).toBe(200);
    const suppliers = [...sent.suppliers, slovak];
    const [flyer, letter] = task.formats;
    const both = [
      { id: flyer!.id, price: 1000 },
      { id: letter!.id, price: 500 },
    ];
    for (const i of [0, 1, 3]) expect((await pub(suppliers[i]!.id).post({ formats: both })).statusCode).toBe(200);
    expect((await pub(suppliers[2]!.id).post({ formats: [{ id: letter!.id, price: 450 }] })).statusCode).toBe(200);
    const formats = task.formats.map((f: Task['formats'][number]) => (f.id === flyer!.id ? { ...f, count: 6000 } : f));
    const after = await read(
      api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', formats }),
      TaskSchema,
    );
    return { ...sent, suppliers, after, flyer: flyer!, letter: letter! };
  }

  /** The reminders a printshop got (the sink holds its invitation and the amendment too). */
  const received = (to: string) =>
    sink.received.filter(
      (m) =>
        JSON.stringify(m.to).includes(to) &&
        /^(Bitte bestätigen|Please confirm|Prosíme, potvrďte|Erinnerung|Reminder|Pripomienka)/.test(m.subject ?? ''),
    );

  it('plans the reminder before the deadline for those who priced the changed format, naming it, in their language', async () => {
    const { api, task, suppliers, pub, after, flyer } = await amended();
    const planned = (await read(api.get(`/api/mail/${task.id}`), MailLogSchema)).items.filter(
      (m) => m.kind === 'reminder' && m.dueAt !== null,
    );
    // The one that priced the letter alone has nothing to confirm: no reminder.
    expect(planned.map((m) => m.to).sort()).toEqual(['s0@druck.de', 's1@druck.de', 's3@druck.de']);

    // One confirms the flyer alone, before the reminder is due: its reminder is dropped, not sent.
    const confirmed = await pub(suppliers[1]!.id).post({
      formats: [{ id: flyer.id, price: 1100, revision: after.formats[0]!.revision }],
      keepOthers: true,
    });
    expect(confirmed.statusCode).toBe(200);
    await makeDue(t.app, task.id, 'reminder');
    await settled(t.app, task.id);
    await waitFor(async () => (received('s3@druck.de').length > 0 ? true : undefined), 'the Slovak reminder');
    expect(received('s1@druck.de')).toEqual([]);
    const [german] = received('s0@druck.de');
    expect(german!.subject).toBe(`Bitte bestätigen Sie Ihre Preise für „Mailing Q1“ bis ${dotted(task.deadlineDate!)}`);
    expect(german!.text).toContain(
      'Seit Ihrem Angebot haben wir Flyer A5 geändert: Bitte bestätigen oder ändern Sie Ihren Preis dafür auf Ihrer Seite.',
    );
    expect(german!.text).not.toContain('noch kein Angebot');
    const [slovak] = received('s3@druck.de');
    expect(slovak!.subject).toMatch(/^Prosíme, potvrďte svoje ceny k dopytu „Mailing Q1“ do /);
    expect(slovak!.text).toContain('Od Vašej ponuky sme zmenili Flyer A5: prosíme, potvrďte alebo upravte svoju cenu');
    expect(received('s2@druck.de')).toEqual([]);
  });

  it('reminds by hand exactly those with prices to confirm, naming the formats, and nobody once all confirmed', async () => {
    const { api, task, suppliers, pub, after, flyer } = await amended();
    const url = `/api/tasks/${task.id}/reminders/send`;
    const named = suppliers.filter((_, i) => i !== 2).map((s) => s.id);
    expect((await read(api.post(url, { suppliers: [...named, suppliers[2]!.id] }), SentSchema)).queued).toBe(3);
    await waitFor(async () => (received('s1@druck.de').length > 0 ? true : undefined), 'the English reminder');
    const [english] = received('s1@druck.de');
    expect(english!.subject).toMatch(/^Please confirm your prices for “Mailing Q1” by /);
    expect(english!.text).toContain(
      'Since your offer we have changed Flyer A5: please confirm or update your price on your page. Until then it does not count; your other prices stay as they are.',
    );
    expect(received('s2@druck.de')).toEqual([]);

    for (const i of [0, 1, 3]) {
      const body = { formats: [{ id: flyer.id, price: 1100, revision: after.formats[0]!.revision }], keepOthers: true };
      expect((await pub(suppliers[i]!.id).post(body)).statusCode).toBe(200);
    }
    expect((await readError(api.post(url, { suppliers: named }), 409)).code).toBe('NOTHING_TO_REMIND');
  });
});

/** A day as a German mail writes it. */
const dotted = (iso: string) => iso.split('-').reverse().join('.');
