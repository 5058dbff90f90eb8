import { afterEach, describe, expect, it } from 'vitest';
import { isOfferToken } from '../../auth/offer-token.ts';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { makeDue } from '../../test/reminders.ts';
import { scaledTask } from '../../test/scaled-task.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { inDays } from '../../test/tasks.ts';
import { reminderTemplate } from './reminder.mail.tsx';

describe('reminder mails on a real SMTP server', () => {
  let sink: SmtpSink | undefined;
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.dispose();
    await sink?.stop();
  });

  it('fills each printshop’s name and link into the rendered mail escaped, as React would', () => {
    const task = { name: 'Mailing <Q1> & "mehr"', deadlineDate: '2027-01-05' };
    const fill = reminderTemplate('reminder', task, 'de', 'Anna <Einkauf>');
    const mail = fill({ name: 'Druck <script>alert(1)</script>', contactPerson: '' }, 'http://x/pub/offer/1/2#t=a&b');
    expect(mail.subject).toBe('Erinnerung: Angebote für „Mailing <Q1> & "mehr"“ bis 05.01.2027');
    expect(mail.html).toContain('Guten Tag Druck &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('href="http://x/pub/offer/1/2#t=a&amp;b"');
    expect(mail.html).toContain('Mailing &lt;Q1&gt; &amp; &quot;mehr&quot;');
    expect(mail.html).not.toMatch(/<script>|<Q1>|<Einkauf>/);
    expect(mail.text).toContain('Guten Tag Druck <script>alert(1)</script>,');
    expect(mail.text).toContain('Angebot abgeben: http://x/pub/offer/1/2#t=a&b');
    expect(fill({ name: 'Druck B', contactPerson: 'Eva Muster' }, 'l').text).toMatch(/^Guten Tag Eva Muster,/);
  });

  it('reminds each printshop in German, English and Slovak, with the deadline, its own link and the signature', async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({ config: { smtpUrl: sink.url }, outbox: { pollMs: 50 } });
    const { task, suppliers } = await scaledTask(app, [
      ['Druckerei Alpha', 'de'],
      ['Gamma Print', 'en'],
      ['Tlačiareň Beta', 'sk'],
    ]);
    await makeDue(app, task.id);
    const mail = (to: string, subject: string) =>
      waitFor(async () => sink!.to(to).find((m) => m.subject === subject), `“${subject}” to ${to}`);
    const [y, m, d] = inDays(10).split('-');

    const german = await mail('s0@druck.de', `Erinnerung: Angebote für „Mailing Q1“ bis ${d}.${m}.${y}`);
    expect(german.text).toContain('Guten Tag Druckerei Alpha,');
    expect(german.text).toContain(`Die Angebotsfrist unserer Anfrage „Mailing Q1“ endet am ${d}.${m}.${y}.`);
    expect(german.text).toContain('Wir haben von Ihnen noch kein Angebot erhalten');
    expect(german.text).toContain('(„Kein Angebot abgeben“)');
    expect(german.text).toContain('Anna Einkauf');
    expect(german.html).toContain('Angebot abgeben</a>');

    const english = await mail('s1@druck.de', `Reminder: offers for “Mailing Q1” are due on ${d}/${m}/${y}`);
    expect(english.text).toContain('Hello Gamma Print,');
    expect(english.text).toContain(`Offer deadline: ${d}/${m}/${y}`);
    expect(english.text).toContain('(“Decline to offer”)');

    const slovak = await mail('s2@druck.de', `Pripomienka: ponuky na „Mailing Q1“ do ${+d!}. ${+m!}. ${y}`);
    expect(slovak.text).toContain('Dobrý deň,\n');
    expect(slovak.text).toContain('termín na predloženie ponuky k nášmu dopytu „Mailing Q1“ uplynie');
    expect(slovak.text).toContain('Zadať ponuku: http');

    const unopened = [
      await mail('s0@druck.de', 'Haben Sie unsere Anfrage erhalten? Mailing Q1'),
      await mail('s1@druck.de', 'Did you receive our request? Mailing Q1'),
      await mail('s2@druck.de', 'Dostali ste náš dopyt? Mailing Q1'),
    ];
    expect(unopened[0]!.text).toContain('vor einigen Tagen haben wir Ihnen unsere Anfrage „Mailing Q1“ gesendet.');
    expect(unopened[1]!.text).toContain('did it reach you?');
    expect(unopened[2]!.text).toContain('pred niekoľkými dňami sme Vám poslali náš dopyt „Mailing Q1“.');

    // Each mail carries its printshop's own signed link, and no other's.
    for (const [i, sent] of [german, english, slovak, ...unopened].entries()) {
      const supplier = suppliers[i % 3]!;
      const [, taskId, supplierId, token] = /\/pub\/offer\/(\S+?)\/(\S+?)#t=(\S+)/.exec(sent.text!)!;
      expect([taskId, supplierId]).toEqual([task.id, supplier.id]);
      expect(isOfferToken(app.deps.config.appSecret, taskId!, supplierId!, token)).toBe(true);
    }
  });
});
