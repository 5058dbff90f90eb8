import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/languages.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { offerToken } from '../../auth/offer-token.ts';
import type { TestApp } from '../../test/helper.ts';
import { read } from '../../test/read.ts';
import { scaledTask } from '../../test/scaled-task.ts';
import { amendmentText, useMailingApp } from '../../test/mailing.ts';
import { inDays } from '../../test/tasks.ts';

type Standing = 'offered' | 'waiting' | 'declined' | 'stale';

/** A day as each language writes it in a mail (Slovak's no-break spaces read as spaces here). */
const day = (iso: string, language: Language) => {
  const [y, m, d] = iso.split('-');
  return { en: `${d}/${m}/${y}`, de: `${d}.${m}.${y}`, sk: `${Number(d)}. ${Number(m)}. ${y}` }[language];
};

/** What an amendment after sending tells a printshop of its own offer, by its standing, in its language. */
const standingText = (language: Language, standing: Standing, deadline: string) => {
  const by = day(deadline, language);
  return {
    en: {
      offered: 'Your offer stays valid.',
      stale: 'Your price for Flyer A5 still waits for your confirmation on your page. Your other prices stay valid.',
      waiting: `Please make your offer on your page by ${by}.`,
      declined: `You declined to offer; if you wish, you may still make an offer on your page by ${by}.`,
    },
    de: {
      offered: 'Ihr Angebot bleibt gültig.',
      stale: 'Ihr Preis für Flyer A5 ist noch auf Ihrer Seite zu bestätigen. Ihre übrigen Preise bleiben gültig.',
      waiting: `Bitte geben Sie Ihr Angebot bis zum ${by} auf Ihrer Seite ab.`,
      declined: `Sie haben auf ein Angebot verzichtet; wenn Sie möchten, können Sie bis zum ${by} doch noch eines auf Ihrer Seite abgeben.`,
    },
    sk: {
      offered: 'Vaša ponuka zostáva platná.',
      stale: 'Vaša cena za Flyer A5 ešte čaká na potvrdenie na svojej stránke. Vaše ostatné ceny zostávajú platné.',
      waiting: `Prosíme, predložte svoju ponuku na svojej stránke do ${by}.`,
      declined: `Rozhodli ste sa nepredložiť ponuku; ak si to želáte, môžete ju na svojej stránke predložiť ešte do ${by}.`,
    },
  }[language][standing];
};

/** What the amendment of the flyer's quantity asks of one who priced it: that price alone, the others stay. */
const confirmText: Record<Language, string> = {
  en: 'Please confirm or update your price for Flyer A5 on your page. Your other prices stay valid.',
  de: 'Bitte bestätigen oder ändern Sie Ihren Preis für Flyer A5 auf Ihrer Seite. Ihre übrigen Preise bleiben gültig.',
  sk: 'Prosíme, potvrďte alebo upravte svoju cenu za Flyer A5 na svojej stránke. Vaše ostatné ceny zostávajú platné.',
};

describe('what an amendment mail says of the printshop’s own offer, on a real SMTP server', () => {
  const mailingApp = useMailingApp();

  const amendmentTo = amendmentText;

  /** A sent task to a printshop of each standing (offered, not yet, declined) in each language: s0 … s8. */
  async function standingTask(app: TestApp) {
    const languages: Language[] = ['de', 'en', 'sk'];
    const standings = ['offered', 'waiting', 'declined'] as const;
    const shops = languages.flatMap((language) =>
      standings.map((standing): [string, Language] => [`${standing} ${language}`, language]),
    );
    const sent = await scaledTask(app, shops);
    const { task, suppliers } = sent;
    for (const [i, [name]] of shops.entries()) {
      const supplierId = suppliers[i]!.id;
      if (name.startsWith('offered')) {
        const prices = task.formats.map((f: { id: string }) => ({ id: f.id, price: 1000 }));
        expect((await sent.pub(i).post({ formats: prices })).statusCode).toBe(200);
      }
      if (name.startsWith('declined')) {
        const declined = await app.inject({
          method: 'POST',
          url: `/api/pub/tasks/${task.id}/${supplierId}/decline`,
          headers: { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, task.id, supplierId) },
          payload: { reason: 'Keine Kapazität' },
        });
        expect(declined.statusCode).toBe(200);
      }
    }
    const who = shops.map(([name, language], i) => ({
      to: `s${i}@druck.de`,
      language,
      standing: name.split(' ')[0] as Standing,
    }));
    return { ...sent, who };
  }

  /** The mail says what fits the standing, and none of what fits another. */
  function tells(text: string, language: Language, standing: Standing, deadline: string) {
    expect(text).toContain(standingText(language, standing, deadline));
    for (const other of ['offered', 'waiting', 'declined', 'stale'] as const) {
      if (other !== standing) expect(text).not.toContain(standingText(language, other, deadline));
    }
  }

  it('tells each printshop of a note change what fits its standing: offer valid, please offer, may still offer', async () => {
    const { app, sink } = await mailingApp();
    const { api, task, who } = await standingTask(app);
    const res = await api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', note: 'Neu' });
    expect(res.statusCode).toBe(200);
    for (const { to, language, standing } of who) {
      const text = await amendmentTo(sink, to, 1);
      tells(text, language, standing, inDays(10));
      expect(text).not.toContain(confirmText[language]);
    }
  });

  it('asks only those who offered to confirm a quantity change, invites the others, and reminds of a stale offer later', async () => {
    const { app, sink } = await mailingApp();
    const { api, task, flyerId, who } = await standingTask(app);
    const formats = task.formats.map((f: { id: string }) => (f.id === flyerId ? { ...f, count: 6000 } : f));
    const res = await api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', formats });
    const { version } = await read(res, TaskSchema);
    for (const { to, language, standing } of who) {
      const text = await amendmentTo(sink, to, 1);
      if (standing === 'offered') expect(text).toContain(confirmText[language]);
      else {
        tells(text, language, standing, inDays(10));
        expect(text).not.toContain(confirmText[language]);
      }
    }

    // A later note change: an offer not confirmed since still needs it; it is not "valid".
    const again = await api.post(`/api/tasks/${task.id}/amend`, { version, message: '', note: 'Neu' });
    expect(again.statusCode).toBe(200);
    for (const { to, language, standing } of who) {
      const text = await amendmentTo(sink, to, 2);
      tells(text, language, standing === 'offered' ? 'stale' : standing, inDays(10));
    }
  });
});
