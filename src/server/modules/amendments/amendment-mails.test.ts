import { describe, expect, it } from 'vitest';
import { waitFor } from '../../test/helper.ts';
import { scaledTask } from '../../test/scaled-task.ts';
import { amendmentText, useMailingApp } from '../../test/mailing.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';
import { inDays } from '../../test/tasks.ts';

describe('mails to printshops on a real SMTP server', () => {
  const mailingApp = useMailingApp();

  const mailTo = (s: SmtpSink, to: string, subject: RegExp) =>
    waitFor(async () => s.to(to).find((m) => subject.test(m.subject ?? '')), `a mail to ${to} matching ${subject}`);

  const amendmentTo = amendmentText;

  it('sends the Slovak printshop its invitation with the Slovak format texts', async () => {
    const { app, sink } = await mailingApp();
    await scaledTask(app, [['Tlačiareň Beta', 'sk']]);
    const mail = await mailTo(sink, 's0@druck.de', /^Dopyt na cenovú ponuku: Mailing Q1$/);
    expect(mail.text).toContain('Glossy flyer (sk)');
    expect(mail.text).toContain('135 g (sk)');
    expect(mail.text).not.toContain('(de)');
    expect(mail.html).toContain('Zadať ponuku');
  });

  it('tells each printshop what changed, old → new, in German, English and Slovak, with the message and its link', async () => {
    const { app, sink } = await mailingApp();
    const { api, task, flyerId } = await scaledTask(app, [
      ['Druckerei Alpha', 'de'],
      ['Gamma Print', 'en'],
      ['Tlačiareň Beta', 'sk'],
    ]);
    const formats = task.formats.map((f: { id: string; count: number }) =>
      f.id === flyerId ? { ...f, count: 6000 } : f,
    );
    const res = await api.post(`/api/tasks/${task.id}/amend`, {
      version: task.version,
      message: 'Neue Auflage, neue Frist.',
      deadlineDate: inDays(14),
      formats,
    });
    expect(res.statusCode).toBe(200);
    const [oldDay, newDay] = [inDays(10), inDays(14)];
    const de = (iso: string) => iso.split('-').reverse().join('.');

    const german = await mailTo(sink, 's0@druck.de', /^Änderung der Anfrage: Mailing Q1$/);
    expect(german.text).toContain('wir haben unsere Anfrage „Mailing Q1“ geändert (Stand 1):');
    expect(german.text).toContain(`Angebotsfrist: ${de(oldDay)} → ${de(newDay)}`);
    expect(german.text).toContain('Flyer A5: Auflage: 5.000 → 6.000');
    expect(german.text).not.toContain('Weitere Auflagen');
    expect(german.text).toContain('Neue Auflage, neue Frist.');
    // Nobody offered yet: each is asked to offer by the new deadline, not to confirm prices.
    expect(german.text).toContain(`Bitte geben Sie Ihr Angebot bis zum ${de(newDay)} auf Ihrer Seite ab.`);
    expect(german.text).not.toContain('Bitte bestätigen');
    expect(german.text).toMatch(new RegExp(`/pub/offer/${task.id}/[\\w-]+#t=`));

    const english = await mailTo(sink, 's1@druck.de', /^Amendment to the request for quotation: Mailing Q1$/);
    expect(english.text).toContain('Flyer A5: Quantity: 5,000 → 6,000');
    expect(english.text).toMatch(/Offer deadline: .+ → .+/);
    expect(english.html).toContain('Open your page');

    const slovak = await mailTo(sink, 's2@druck.de', /^Zmena dopytu: Mailing Q1$/);
    expect(slovak.text).toContain('zmenili sme náš dopyt „Mailing Q1“ (verzia 1):');
    expect(slovak.text).toMatch(/Termín na predloženie ponuky: .+ → .+/);
    expect(slovak.text).toContain('Flyer A5: Náklad: 5\u00a0000 → 6\u00a0000');
    expect(slovak.text).toContain('Prosíme, predložte svoju ponuku na svojej stránke do');
  });

  it('names each changed spec field old → new, in each printshop’s language, its own texts only', async () => {
    const { app, sink } = await mailingApp();
    const { api, task, flyerId } = await scaledTask(app, [
      ['Druckerei Alpha', 'de'],
      ['Gamma Print', 'en'],
      ['Tlačiareň Beta', 'sk'],
    ]);
    type Texts = { weight: string; personalisation: string; description: string };
    type Format = { id: string; en: Texts; de: Texts; sk: Texts };
    const formats = task.formats.map((f: Format) =>
      f.id === flyerId
        ? {
            ...f,
            color: '4/0',
            en: { ...f.en, weight: '170 g (en)' },
            de: { ...f.de, weight: '170 g (de)' },
            sk: { ...f.sk, weight: '170 g (sk)', description: 'Lesklý leták A5' },
          }
        : f,
    );
    const res = await api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', formats });
    expect(res.statusCode).toBe(200);

    const german = await amendmentTo(sink, 's0@druck.de', 1);
    expect(german).toContain('Flyer A5: Farbigkeit: 4/4 → 4/0');
    expect(german).toContain('Flyer A5: Grammatur: 135 g (de) → 170 g (de)');
    expect(german).not.toContain('Spezifikation geändert');
    expect(german).not.toMatch(/\(sk\)|\(en\)|Lesklý/);

    const english = await amendmentTo(sink, 's1@druck.de', 1);
    expect(english).toContain('Flyer A5: Colours: 4/4 → 4/0');
    expect(english).toContain('Flyer A5: Weight: 135 g (en) → 170 g (en)');
    expect(english).not.toContain('specification changed');
    expect(english).not.toMatch(/\(sk\)|\(de\)|Lesklý/);

    const slovak = await amendmentTo(sink, 's2@druck.de', 1);
    expect(slovak).toContain('Flyer A5: Farebnosť: 4/4 → 4/0');
    expect(slovak).toContain('Flyer A5: Gramáž: 135 g (sk) → 170 g (sk)');
    expect(slovak).toContain('Flyer A5: Popis: Glossy flyer (sk) → Lesklý leták A5');
    expect(slovak).not.toContain('zmenená špecifikácia');
    expect(slovak).not.toMatch(/\(de\)|\(en\)/);
  });

  it('tells each printshop of a cancellation in its language, with the buyer’s message', async () => {
    const { app, sink } = await mailingApp();
    const { api, task } = await scaledTask(app, [
      ['Tlačiareň Beta', 'sk'],
      ['Gamma Print', 'en'],
    ]);
    const res = await api.post(`/api/tasks/${task.id}/cancel`, { message: 'Projekt sa ruší.' });
    expect(res.statusCode).toBe(200);
    const slovak = await mailTo(sink, 's0@druck.de', /^Dopyt zrušený: Mailing Q1$/);
    expect(slovak.text).toContain('náš dopyt „Mailing Q1“ sme zrušili; objednávka nebude zadaná.');
    expect(slovak.text).toContain('Projekt sa ruší.');
    const english = await mailTo(sink, 's1@druck.de', /^Request for quotation cancelled: Mailing Q1$/);
    expect(english.text).toContain('no order will be placed');
  });
});
