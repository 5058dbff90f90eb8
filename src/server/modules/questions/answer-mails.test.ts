import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/languages.ts';
import { caughtMail } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { scaledTask } from '../../test/scaled-task.ts';
import { talkAs } from '../../test/talk.ts';
import { read } from '../../test/read.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { MailLogSchema } from '../../../shared/schemas/invitations.ts';

/** The answer mails, as the embedded catcher received them over SMTP, parsed with mailparser. */
describe('answer mails on the real SMTP catcher', () => {
  const t = useTestApp({ outbox: { pollMs: 50 } });

  const received = async (to: string, subject: RegExp) => simpleParser((await caughtMail(t.app, to, subject)).raw);

  async function newTask() {
    const shops: [string, Language][] = [
      ['Fragesteller Druck', 'de'],
      ['Druckerei Alpha', 'de'],
      ['Gamma Print', 'en'],
      ['Tlačiareň Beta', 'sk'],
    ];
    const sent = await scaledTask(t.app, shops);
    const talk = (i: number) => talkAs(t.app, sent.task.id, sent.suppliers[i]!.id);
    const ask = async (i: number, text: string) =>
      (await read(talk(i).ask(text), PubOfferSchema, 201)).questions.at(-1)!.id;
    const answer = (id: string, body: object) => sent.api.post(`/api/tasks/${sent.task.id}/questions/${id}`, body);
    return { ...sent, ask, answer };
  }

  it('mails a published answer to every invited printshop in its language, never naming the asker', async () => {
    const { ask, answer, task, suppliers } = await newTask();
    const id = await ask(0, 'Dürfen wir auf 115 g ausweichen?');
    expect((await answer(id, { answer: 'Nein, bitte 135 g.\nDanke!', publish: true })).statusCode).toBe(200);

    const german = await received('s1@druck.de', /^Frage und Antwort zur Anfrage: Mailing Q1$/);
    expect(german.text).toContain('Guten Tag Druckerei Alpha,');
    expect(german.text).toContain(
      'zu unserer Anfrage „Mailing Q1“ wurde eine Frage gestellt. Unsere Antwort geht an alle eingeladenen Lieferanten:',
    );
    expect(german.text).toContain('Frage:\nDürfen wir auf 115 g ausweichen?');
    expect(german.text).toContain('Antwort:\nNein, bitte 135 g.\nDanke!');
    expect(german.text).toContain('Anna Einkauf');
    expect(german.text).toMatch(new RegExp(`/pub/offer/${task.id}/[\\w-]+#t=`));
    expect(german.html).toContain('Zu Ihrer Seite');

    const english = await received('s2@druck.de', /^Question and answer on the request for quotation: Mailing Q1$/);
    expect(english.text).toContain('a printshop asked a question about our request for quotation “Mailing Q1”.');
    expect(english.text).toContain('Answer:\nNein, bitte 135 g.');
    expect(english.html).toContain('Open your page');

    const slovak = await received('s3@druck.de', /^Otázka a odpoveď k dopytu: Mailing Q1$/);
    expect(slovak.text).toContain('Dobrý deň,\n');
    expect(slovak.text).toContain('k nášmu dopytu „Mailing Q1“ bola položená otázka.');
    expect(slovak.text).toContain('Otázka:\nDürfen wir auf 115 g ausweichen?');
    expect(slovak.text).toContain('Odpoveď:\nNein, bitte 135 g.');

    for (const [i, mail] of [german, english, slovak].entries()) {
      expect(`${mail.text} ${mail.html}`).not.toMatch(/Fragesteller|s0@druck/);
      // Each printshop's own link.
      expect(mail.text).toContain(`/pub/offer/${task.id}/${suppliers[i + 1]!.id}#t=`);
    }
    // The asker is told too.
    await received('s0@druck.de', /^Frage und Antwort zur Anfrage: Mailing Q1$/);
  });

  it('mails a private answer to the asker alone, in its language', async () => {
    const { api, task, ask, answer, suppliers } = await newTask();
    const id = await ask(3, 'Môžeme dodať v dvoch častiach?');
    expect((await answer(id, { answer: 'Áno, môžete.', publish: false })).statusCode).toBe(200);
    const slovak = await received('s3@druck.de', /^Odpoveď na Vašu otázku: Mailing Q1$/);
    expect(slovak.text).toContain('ďakujeme za Vašu otázku k nášmu dopytu „Mailing Q1“. Tu je naša odpoveď:');
    expect(slovak.text).toContain('Odpoveď:\nÁno, môžete.');
    expect(slovak.text).toContain(`/${suppliers[3]!.id}#t=`);
    const log = (await read(api.get(`/api/mail/${task.id}`), MailLogSchema)).items;
    expect(log.filter((m) => m.kind === 'answer').map((m) => m.to)).toEqual(['s3@druck.de']);
  });
});
