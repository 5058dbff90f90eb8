import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentsTask, file, pdf, png } from '../../test/files.ts';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';

describe('documents in the mails to printshops, on a real SMTP server', () => {
  const on = {} as { sink: SmtpSink; app: TestApp };
  beforeEach(async () => {
    on.sink = await new SmtpSink().start();
    on.app = await buildTestApp({ config: { smtpUrl: on.sink.url }, outbox: { pollMs: 50 } });
  });
  afterEach(async () => {
    await on.app.dispose();
    await on.sink.stop();
  });

  /** The first mail to `to` whose subject matches, once it arrived. */
  const mailTo = (to: string, subject: RegExp) =>
    waitFor(async () => on.sink.to(to).find((m) => subject.test(m.subject ?? '')), `${to}: ${subject}`);

  it('lists the documents by name in the invitation, without attaching them', async () => {
    const { put, send } = await documentsTask(on.app, 3);
    // Stored as `Motiv Vorderseite & Rückseite.pdf` (docs/product.md, Documents): the mail escapes the `&`.
    await put([file('Motiv <Vorderseite> & Rückseite.pdf', pdf()), file('Stanzkontur.png', png())]);
    await send();

    const german = await mailTo('s0@druck.de', /^Angebotsanfrage: Mailing Q1$/);
    expect(german.text).toContain('Unterlagen:\n  - Motiv Vorderseite & Rückseite.pdf\n  - Stanzkontur.png\n');
    expect(german.text).toContain('Sie können sie auf Ihrer persönlichen Seite herunterladen.');
    expect(german.html).toContain('<li>Motiv Vorderseite &amp; Rückseite.pdf</li><li>Stanzkontur.png</li>');
    expect(german.attachments).toEqual([]);
    const english = await mailTo('s1@druck.de', /^Request for quotation: Mailing Q1$/);
    expect(english.text).toContain('Documents:\n  - Motiv Vorderseite & Rückseite.pdf\n  - Stanzkontur.png\n');
    const slovak = await mailTo('s2@druck.de', /^Dopyt na cenovú ponuku: Mailing Q1$/);
    expect(slovak.text).toContain('Podklady:\n  - Motiv Vorderseite & Rückseite.pdf\n  - Stanzkontur.png\n');
    expect(slovak.text).toContain('Stiahnuť si ich môžete na svojej osobnej stránke.');
  });

  it('tells every invited printshop of a document added after sending, with the message', async () => {
    const { put, send } = await documentsTask(on.app, 2);
    await send();
    await put([{ name: 'message', value: 'Anbei die Druckdaten.' }, file('Druckdaten.pdf', pdf())]);

    const german = await mailTo('s0@druck.de', /^Änderung der Anfrage: Mailing Q1$/);
    expect(german.text).toContain('wir haben unsere Anfrage „Mailing Q1“ geändert (Stand 1):');
    expect(german.text).toContain('Unterlagen: Druckdaten.pdf: neu');
    expect(german.text).toContain('Anbei die Druckdaten.');
    // Prices stay as they are: no request to confirm them.
    expect(german.text).not.toContain('Bitte bestätigen');
    const english = await mailTo('s1@druck.de', /^Amendment to the request for quotation: Mailing Q1$/);
    expect(english.text).toContain('Documents: Druckdaten.pdf: added');
    expect(english.attachments).toEqual([]);
  });
});
