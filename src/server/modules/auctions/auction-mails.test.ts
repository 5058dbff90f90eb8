import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/dates.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { MailLogSchema } from '../../../shared/schemas/invitations.ts';
import { waitFor } from '../../test/helper.ts';
import { useMailingApp } from '../../test/mailing.ts';
import { read } from '../../test/read.ts';
import { scaledTask } from '../../test/scaled-task.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';

describe('the mails of a live auction on a real SMTP server', () => {
  const mailingApp = useMailingApp({ auctionSweepMs: 100 });

  const mailTo = async (s: SmtpSink, to: string, subject: RegExp) => {
    const mail = await waitFor(
      async () => s.to(to).find((m) => subject.test(m.subject ?? '')),
      `a mail to ${to} matching ${subject}`,
    );
    return { ...mail, text: (mail.text ?? '').replace(/[\u00a0\u202f]/g, ' ') };
  };

  it('announces the auction to each bidder in German, English and Slovak, and tells each its final place and total', async () => {
    const { app, sink } = await mailingApp();
    const { api, task, suppliers, flyerId, letterId, pub } = await scaledTask(app, [
      ['Druckerei Alpha', 'de'],
      ['Gamma Print', 'en'],
      ['Tlačiareň Beta', 'sk'],
    ]);
    for (const i of [0, 1, 2]) {
      const body = {
        formats: [
          { id: flyerId, price: 100 + i },
          { id: letterId, price: 50 },
        ],
      };
      expect((await pub(i).post(body)).statusCode).toBe(200);
    }
    const startsAt = Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000;
    const res = await api.post(`/api/tasks/${task.id}/auction`, {
      startsAt: new Date(startsAt).toISOString(),
      minutes: 15,
      decrementPercent: 1.5,
      visibility: 'rank',
    });
    expect(res.statusCode, res.body).toBe(201);
    const when = (lang: 'de' | 'en' | 'sk') => formatDateTime(startsAt, 'Europe/Berlin', lang);

    const german = await mailTo(sink, 's0@druck.de', /^Live-Auktion: Mailing Q1$/);
    expect(german.text).toContain(`Live-Auktion am ${when('de')} ein; sie dauert 15 Minuten.`);
    expect(german.text).toContain('mindestens 1,5 % unter Ihrer letzten Gesamtsumme');
    expect(german.text).toContain('verlängert die Auktion um 2 Minuten');
    expect(german.text).toMatch(new RegExp(`/pub/offer/${task.id}/[\\w-]+#t=`));
    expect(german.text).toContain('Anna Einkauf');
    const english = await mailTo(sink, 's1@druck.de', /^Live auction: Mailing Q1$/);
    expect(english.text).toContain(`live reverse auction on ${when('en')}; it runs for 15 minutes.`);
    expect(english.text).toContain('at least 1.5 % below your last total');
    expect(english.html).toContain('Open your page');
    const slovak = await mailTo(sink, 's2@druck.de', /^Živá aukcia: Mailing Q1$/);
    expect(slovak.text).toContain(`aukciu dňa ${when('sk')}; potrvá 15 minút.`);
    expect(slovak.text).toContain('aspoň o 1,5 % nižší');

    // It runs: Alpha bids 145.00, and it ends.
    await app.deps.db
      .updateTable('auctions')
      .set({ startsAt: Date.now() - 1000 })
      .execute();
    const bid = await pub(0).post({
      formats: [
        { id: flyerId, price: 95 },
        { id: letterId, price: 50 },
      ],
    });
    expect(bid.statusCode).toBe(409); // an ordinary offer while it runs
    const placed = await app.inject({
      method: 'POST',
      url: `/api/pub/tasks/${task.id}/${suppliers[0]!.id}/bids`,
      headers: { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, task.id, suppliers[0]!.id) },
      payload: {
        formats: [
          { id: flyerId, price: 95 },
          { id: letterId, price: 50 },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    await app.deps.db
      .updateTable('auctions')
      .set({ endsAt: Date.now() + 100 })
      .execute();

    const de = await mailTo(sink, 's0@druck.de', /^Auktionsergebnis: Mailing Q1$/);
    expect(de.text).toContain('Ihre letzte Gesamtsumme ist 145,00 €: Platz 1 von 3.');
    expect(de.text).toContain('Ihr letztes Gebot ist jetzt Ihr Angebot.');
    const en = await mailTo(sink, 's1@druck.de', /^Auction result: Mailing Q1$/);
    expect(en.text).toContain('Your final total is €151.00: rank 2 of 3.');
    const sk = await mailTo(sink, 's2@druck.de', /^Výsledok aukcie: Mailing Q1$/);
    expect(sk.text).toContain('Vaša konečná celková suma je 152,00 €: 3. miesto z 3.');

    const log = await read(api.get(`/api/mail/${task.id}`), MailLogSchema);
    const kinds = log.items.filter((m) => m.kind.startsWith('auction-')).map((m) => m.kind);
    expect(kinds.sort()).toEqual([
      'auction-announced',
      'auction-announced',
      'auction-announced',
      'auction-result',
      'auction-result',
      'auction-result',
    ]);
  });
});
