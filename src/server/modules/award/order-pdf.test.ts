import { afterEach, describe, expect, it } from 'vitest';
import { todayIn, toDisplayDate } from '../../../shared/dates.ts';
import type { Language } from '../../../shared/languages.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { offeredTask, pdfText } from '../../test/order-pdf.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';

describe('the order as a PDF', () => {
  let sink: SmtpSink | undefined;
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.dispose();
    await sink?.stop();
  });
  const today = (language: Language) => toDisplayDate(todayIn('Europe/Berlin'), language);

  it('goes with each winner’s order mail, in its language, and the download is the same document', async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({ config: { smtpUrl: sink.url }, outbox: { pollMs: 50 } });
    const { api, task, suppliers, flyerId, letterId } = await offeredTask(app);
    const awarded = await api.post(`/api/tasks/${task.id}/award`, {
      awards: [
        { formatId: flyerId, supplierId: suppliers[0]!.id, count: 2500 },
        { formatId: letterId, supplierId: suppliers[2]!.id, alternative: true },
      ],
    });
    expect(awarded.statusCode).toBe(200);
    const delivery = (language: 'de' | 'en') => toDisplayDate(task.deliveryDate!, language);

    const mail = (to: string, subject: RegExp) =>
      waitFor(async () => sink!.to(to).find((m) => subject.test(m.subject ?? '')), String(subject));
    const alphaMail = await mail('s0@druck.de', /^Auftrag PO-\d{4}-\d{4}: Mailing Q1$/);
    expect(alphaMail.attachments).toHaveLength(1);
    const [alphaPdf] = alphaMail.attachments;
    expect(alphaPdf).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^PO-\d{4}-\d{4}\.pdf$/),
    });
    const alpha = await pdfText(alphaPdf!.content);
    for (const text of [
      'buyer E-Mail: buyer@example.com',
      `Auftragsnummer ${alphaPdf!.filename!.replace('.pdf', '')}`,
      `Auftragsdatum ${today('de')}`,
      'Druckerei Alpha Druckweg 7, 20095 Hamburg USt-IdNr.: DE123456789',
      `Auftrag ${alphaPdf!.filename!.replace('.pdf', '')}: Mailing Q1`,
      'Flyer A5 Format: A5 Farbigkeit: 4/4 Grammatur: 135 g (de) Personalisierung: none (de)',
      'Beschreibung: Glossy flyer (de) 2.500 750,00 €',
      'Nettosumme inkl. Lieferkosten 750,00 € USt. 19 % 142,50 € Gesamtbetrag inkl. USt. 892,50 €',
      'Ihr Angebot AL-77',
      `Liefertermin ${delivery('de')}`,
      'Lieferadresse Lieferweg 1 10115 Berlin',
      'Lettershop Lettershop Nord',
      'Anna Einkauf',
    ])
      expect(alpha).toContain(text);
    expect(alpha).not.toContain('Brief DIN lang');

    const gammaMail = await mail('s2@druck.de', /^Order PO-\d{4}-\d{4}: Mailing Q1$/);
    const gamma = await pdfText(gammaMail.attachments[0]!.content);
    for (const text of [
      'Gamma Print 1 Print Lane, Dublin 2 VAT number: IE6388047V',
      `Order date ${today('en')}`,
      'Brief DIN lang Your alternative: Recycling paper 90 g Format: A5 Colours: 4/4 Weight: 135 g (en)',
      '2,000 €260.50',
      'Net total incl. delivery €260.50',
      `Delivery date ${delivery('en')}`,
      'Delivery address Lieferweg 1 10115 Berlin',
    ])
      expect(gamma).toContain(text);
    expect(gamma).not.toMatch(/Flyer A5|Your quote/);

    const download = await api.get(`/api/tasks/${task.id}/orders/${suppliers[0]!.id}.pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const name = alphaPdf!.filename!;
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(await pdfText(download.rawPayload)).toBe(alpha);
    // Beta offered and won nothing.
    expect((await api.get(`/api/tasks/${task.id}/orders/${suppliers[1]!.id}.pdf`)).statusCode).toBe(404);
  });

  it('keeps the Slovak letters, and answers only a member of the task’s workspace once awarded', async () => {
    app = await buildTestApp();
    const { api, task, suppliers } = await offeredTask(app);
    const beta = `/api/tasks/${task.id}/orders/${suppliers[1]!.id}.pdf`;
    expect((await api.get(beta)).statusCode).toBe(404);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[1]!.id}/accept`)).statusCode).toBe(200);

    const download = await api.get(beta);
    expect(download.statusCode).toBe(200);
    // Two formats: the fonts are embedded as subsets of the letters used.
    expect(download.rawPayload.length).toBeLessThan(100_000);
    const text = await pdfText(download.rawPayload);
    for (const line of [
      `Dátum objednávky ${today('sk')}`,
      'Tlačiareň Beta Ľubomír Čierny Hlavná 12, 811 01 Bratislava IČ DPH: SK2020123456',
      'Mailing Q1 Dobrý deň, pán Čierny, ďakujeme za Vašu ponuku.',
      'Flyer A5 Formát: A5 Farebnosť: 4/4 Gramáž: 135 g (sk) Personalizácia: none (sk) Popis: Glossy flyer (sk)',
      '5 000 1 250,00 €',
      'Brief DIN lang',
      '2 000 290,00 €',
      'Spolu bez DPH vrátane dopravy 1 540,00 €',
      'Vaša ponuka BE/2027/4',
      `Termín dodania ${toDisplayDate(task.deliveryDate!, 'sk')}`,
      'Adresa dodania Lieferweg 1 10115 Berlin',
    ])
      expect(text).toContain(line);

    const stranger = apiAs(app, (await signUp(app, 'stranger')).cookie);
    expect((await stranger.get(beta)).statusCode).toBe(404);
    expect((await app.inject({ url: beta })).statusCode).toBe(401);
  });
});
