import { afterEach, describe, expect, it } from 'vitest';
import { isOfferToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { freePort } from '../../test/ports.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { completeTask } from '../../test/tasks.ts';
import { read } from '../../test/read.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { MailLogSchema, SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';

const fast = { pollMs: 50, retryBaseMs: 100, maxDelayMs: 300 };

describe('invitations over a real SMTP server', () => {
  let app: TestApp | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await app?.dispose();
    await sink?.stop();
  });

  async function buyer() {
    const { cookie } = await signUp(app!, 'einkauf');
    const api = apiAs(app!, cookie);
    await api.post('/api/account/settings', { language: 'de', signature: 'Anna Einkauf\nACME Druckeinkauf' });
    return api;
  }

  it('sends each supplier an invitation in its language with its own signed link and the signature, escaped', async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({ config: { smtpUrl: sink.url }, outbox: fast });
    const api = await buyer();
    const de = await read(
      api.put('/api/suppliers', { name: 'Druckerei <script>alert(1)</script>', email: 'de@druck.de', language: 'de' }),
      SupplierSchema,
    );
    const en = await read(
      api.put('/api/suppliers', {
        name: 'Print & Co',
        email: 'en@print.co.uk',
        language: 'en',
        contactPerson: 'Jo Smith',
      }),
      SupplierSchema,
    );
    const company = { name: 'ACME Einkauf GmbH', address: 'Hafenstraße 1, 20457 Hamburg' };
    expect((await api.post('/api/workspace', company)).statusCode).toBe(200);
    const task = await read(api.put('/api/tasks', completeTask({ name: 'Mailing <Q1>' })), TaskSchema);
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });

    await waitFor(
      async () => (sink!.to('de@druck.de').length && sink!.to('en@print.co.uk').length ? true : undefined),
      'both invitations',
    );
    const german = sink.to('de@druck.de')[0]!;
    const english = sink.to('en@print.co.uk')[0]!;
    expect(german.subject).toBe('Angebotsanfrage: Mailing <Q1>');
    expect(english.subject).toBe('Request for quotation: Mailing <Q1>');
    expect(german.text).toContain('Guten Tag Druckerei <script>alert(1)</script>,');
    expect(german.text).toContain('Auflage: 5.000');
    expect(german.text).toContain('135 g (de)');
    expect(english.text).toContain('Hello Jo Smith,');
    expect(english.text).toContain('Quantity: 5,000');
    expect(english.text).toContain('135 g (en)');
    for (const mail of [german, english]) {
      // The plain text is headed by the buying company, as the HTML is.
      expect(mail.text!.startsWith('ACME Einkauf GmbH\n\n')).toBe(true);
      expect(mail.text).toContain('Anna Einkauf\nACME Druckeinkauf');
      expect(mail.html).not.toMatch(/<script>|<Q1>/);
      expect(mail.html).toContain('Mailing &lt;Q1&gt;');
    }
    expect(german.html).toContain('Druckerei &lt;script&gt;alert(1)&lt;/script&gt;');

    for (const [mail, supplier] of [
      [german, de],
      [english, en],
    ] as const) {
      const link = /(http\S+\/pub\/offer\/(\S+?)\/(\S+?)#t=(\S+))/.exec(mail.text!);
      expect(link, 'an offer link').not.toBeNull();
      const [, , taskId, supplierId, token] = link!;
      expect([taskId, supplierId]).toEqual([task.id, supplier.id]);
      expect(isOfferToken(app.deps.config.appSecret, taskId!, supplierId!, token)).toBe(true);
      expect(isOfferToken(app.deps.config.appSecret, taskId!, supplierId === de.id ? en.id : de.id, token)).toBe(false);
    }

    // Opening the mail fetches the tracking image.
    const pixel = /src="(http[^"]+\/api\/track\/open\/[^"]+)"/.exec(german.html as string)![1]!;
    const image = await app.inject({ url: new URL(pixel).pathname });
    expect(image.headers['content-type']).toBe('image/gif');
    // The outbox records a mail sent once the SMTP server has answered, a moment after the sink holds it.
    const rows = await waitFor(async () => {
      const items = (await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema)).items;
      return items.every((r) => r.mailState !== 'queued') ? items : undefined;
    }, 'both invitations recorded as sent');
    expect(Object.fromEntries(rows.map((r) => [r.email, r.mailState]))).toEqual({
      'de@druck.de': 'opened',
      'en@print.co.uk': 'sent',
    });
    expect(rows[0]!.sentAt).toEqual(expect.any(Number));
    // An unknown id gets the same image and changes nothing.
    expect((await app.inject({ url: '/api/track/open/unknown' })).headers['content-type']).toBe('image/gif');
  });

  it('sends the test mail to the signed-in user, for a sample printshop in the task’s language', async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({ config: { smtpUrl: sink.url }, outbox: fast });
    const api = await buyer();
    await api.post('/api/account/settings', { language: 'en', signature: 'Anna Einkauf' });
    const task = await read(api.put('/api/tasks', completeTask({ lang: 'de' })), TaskSchema);
    await api.post(`/api/tasks/${task.id}/suppliers/test`);
    const mail = await waitFor(
      async () => sink!.to('einkauf@example.com').find((m) => m.subject?.startsWith('[Test]')),
      'the test mail',
    );
    // German like the task, though the buyer reads English; its link opens the preview.
    expect(mail.subject).toBe('[Test] Angebotsanfrage: Mailing Q1');
    expect(mail.text).toContain('Musterdruckerei');
    expect(mail.text).toMatch(new RegExp(`/pub/offer/${task.id}/preview#t=`));
    expect(mail.text).toContain('Anna Einkauf');
  });

  it('retries while the SMTP server is down, then shows the failure and its error; nothing is lost', async () => {
    app = await buildTestApp({
      config: { smtpUrl: `smtp://127.0.0.1:${await freePort()}` },
      outbox: { ...fast, maxAttempts: 3 },
    });
    const api = await buyer();
    await api.put('/api/suppliers', { name: 'Druck A', email: 'a@druck.de' });
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });

    const row = await waitFor(async () => {
      const [r] = (await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema)).items;
      return r?.mailState === 'failed' ? r : undefined;
    }, 'the invitation to fail');
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    // The log lists the planned reminders too.
    const log = await read(api.get(`/api/mail/${task.id}`), MailLogSchema);
    const logged = log.items.find((m) => m.kind === 'invitation');
    expect(logged).toMatchObject({
      state: 'failed',
      attempts: 3,
      to: 'a@druck.de',
      error: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
  });
});
