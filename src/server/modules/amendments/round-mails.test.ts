import { describe, expect, it } from 'vitest';
import { waitFor } from '../../test/helper.ts';
import { useMailingApp } from '../../test/mailing.ts';
import { read } from '../../test/read.ts';
import { scaledTask } from '../../test/scaled-task.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';
import { inDays } from '../../test/tasks.ts';
import { MailLogSchema } from '../../../shared/schemas/invitations.ts';

describe('the mails of a final round on a real SMTP server', () => {
  const mailingApp = useMailingApp();

  const mailTo = (s: SmtpSink, to: string, subject: RegExp) =>
    waitFor(async () => s.to(to).find((m) => subject.test(m.subject ?? '')), `a mail to ${to} matching ${subject}`);

  it('tells the chosen printshops in German, English and Slovak that their offer stands unless they improve it, and the one left out that it is not in the final round', async () => {
    const { app, sink } = await mailingApp();
    const { api, task, suppliers, flyerId, letterId, pub } = await scaledTask(app, [
      ['Druckerei Alpha', 'de'],
      ['Gamma Print', 'en'],
      ['Tlačiareň Beta', 'sk'],
      ['Druckerei Delta', 'de'],
    ]);
    for (const i of [0, 1, 2, 3]) {
      const body = {
        formats: [
          { id: flyerId, price: 100 + i },
          { id: letterId, price: 50 },
        ],
      };
      expect((await pub(i).post(body)).statusCode).toBe(200);
    }
    const deadline = inDays(7);
    const res = await api.post(`/api/tasks/${task.id}/rounds`, {
      suppliers: suppliers.slice(0, 3).map((s) => s.id),
      deadlineDate: deadline,
      message: 'Bitte prüfen Sie Ihre Preise noch einmal.',
    });
    expect(res.statusCode).toBe(200);
    const de = deadline.split('-').reverse().join('.');

    const german = await mailTo(sink, 's0@druck.de', /^Finalrunde: Mailing Q1$/);
    expect(german.text).toContain(`bis zum ${de} um ein letztes, bestes Angebot`);
    expect(german.text).toContain('Finalrunde: Ihr Angebot gilt, wenn Sie es nicht verbessern.');
    expect(german.text).toContain('Bitte prüfen Sie Ihre Preise noch einmal.');
    expect(german.text).toMatch(new RegExp(`/pub/offer/${task.id}/[\\w-]+#t=`));
    expect(german.html).toContain('Ihre Seite öffnen');

    const english = await mailTo(sink, 's1@druck.de', /^Final round: Mailing Q1$/);
    expect(english.text).toContain('Final round: your offer stands unless you improve it.');
    expect(english.text).toContain('a best and final offer by');
    expect(english.html).toContain('Open your page');

    const slovak = await mailTo(sink, 's2@druck.de', /^Záverečné kolo: Mailing Q1$/);
    expect(slovak.text).toContain('Záverečné kolo: Vaša ponuka platí, ak ju nezlepšíte.');
    expect(slovak.text).toContain('Bitte prüfen Sie Ihre Preise noch einmal.');

    const left = await mailTo(sink, 's3@druck.de', /^Finalrunde ohne Ihr Angebot: Mailing Q1$/);
    expect(left.text).toContain('Sie sind nicht in der Finalrunde. Ihr Angebot bleibt bei uns festgehalten.');
    expect(left.text).not.toContain('/pub/offer/');
    expect(sink.to('s3@druck.de').some((m) => /^Finalrunde: /.test(m.subject ?? ''))).toBe(false);

    // The mail log names each kind.
    const log = await read(api.get(`/api/mail/${task.id}`), MailLogSchema);
    const kinds = log.items.filter((m) => m.kind === 'final-round' || m.kind === 'not-in-round');
    expect(kinds.map((m) => m.kind).sort()).toEqual(['final-round', 'final-round', 'final-round', 'not-in-round']);
  });
});
