import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { amendedOffer, confirmedOffer } from '../test/pub-offers.ts';
import { OfferPage } from './offer-page.tsx';

// docs/product.md#offer-page: prices and terms typed but not sent survive a reload, per link, until sent.

const link = { taskId: 't', supplierId: 's', token: 'tok' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // What was typed is kept per link (drafts.ts): each test starts without it.
  localStorage.clear();
});

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const plain = (text: string) => text.replace(/\s/g, ' ');

/** The page closed and opened again on the same link: what it opens with. */
function reload(view: { unmount: () => void }, offer: PubOffer) {
  view.unmount();
  return render(<OfferPage link={link} initial={offer} />);
}

describe('prices typed but not sent', () => {
  it('are restored after a reload, terms too, with the page saying so, and can be discarded', async () => {
    const user = userEvent.setup({ delay: null });
    const view = render(<OfferPage link={link} initial={amendedOffer('en')} />);
    await user.type(field(/^Flyer A5 Price for the whole/), '1035');
    await user.type(screen.getByRole('textbox', { name: /^Delivery cost/ }), '45');
    await user.tab();

    reload(view, amendedOffer('en'));
    expect(screen.getByText('We restored the prices you had typed but not sent.')).toBeTruthy();
    expect(field(/^Flyer A5 Price for the whole/).value).toBe('1,035.00');
    expect((screen.getByRole('textbox', { name: /^Delivery cost/ }) as HTMLInputElement).value).toBe('45.00');
    expect(field(/^Letter Price for the whole/).value).toBe('300.00');

    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(field(/^Flyer A5 Price for the whole/).value).toBe('');
    expect(screen.queryByText(/^We restored/)).toBeNull();
    reload({ unmount: () => undefined }, amendedOffer('en'));
    expect(screen.queryByText(/^We restored/)).toBeNull();
  });

  it('are gone once sent: the page opens with the offer as sent', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = confirmedOffer('de', 103_500);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(answer), { status: 200 }));
    const view = render(<OfferPage link={link} initial={amendedOffer('de')} />);
    await user.type(field(/^Flyer A5 Preis für die gesamte/), '1035');
    await user.click(screen.getByRole('button', { name: 'Angebot bestätigen' }));
    expect(await screen.findByText('Angebot wurde abgegeben')).toBeTruthy();

    reload(view, answer);
    expect(screen.queryByText(/^Wir haben die Preise wiederhergestellt/)).toBeNull();
    expect(field(/^Flyer A5 Preis für die gesamte/).value).toBe('1.035,00');
  });

  it.each([
    [
      'sk',
      'Ceny zadané na tomto zariadení sme neobnovili: Vaša ponuka bola medzitým odoslaná (možno z iného zariadenia).',
    ],
    ['en', 'The prices you had typed here were not restored: your offer was sent since (perhaps from another device).'],
  ] as const)('are not put over an offer sent since, and in %s the page says so', async (language, text) => {
    const user = userEvent.setup({ delay: null });
    const view = render(<OfferPage link={link} initial={amendedOffer(language)} />);
    await user.type(field(/^Letter /), '9');

    // Sent meanwhile from another device: 280 € for the letter.
    const newer = confirmedOffer(language, 103_500);
    newer.supplierTask.formats[1] = { ...newer.supplierTask.formats[1]!, price: 28_000 };
    reload(view, newer);
    expect(screen.getByText(text)).toBeTruthy();
    expect(plain(field(/^Letter /).value)).toMatch(/^280[.,]00$/);
  });

  it.each([
    ['en', 'Not those for Flyer A5: the buyer changed it since.', 'Price for the whole'],
    ['de', 'Nicht die für Flyer A5: Der Einkäufer hat dieses Format seither geändert.', 'Preis für die gesamte'],
  ] as const)(
    'of a format changed since are left out, in %s said so; the others are restored',
    async (language, text, whole) => {
      const user = userEvent.setup({ delay: null });
      const field = (title: string) =>
        screen.getByRole('textbox', { name: new RegExp(`^${title} ${whole}`) }) as HTMLInputElement;
      const view = render(<OfferPage link={link} initial={amendedOffer(language)} />);
      await user.type(field('Flyer A5'), '1035');
      await user.clear(field('Letter'));
      await user.type(field('Letter'), '290');

      // The buyer changed the flyer once more (revision 3) before the reload.
      const again = amendedOffer(language);
      again.task.formats[0] = { ...again.task.formats[0]!, count: 20_000, revision: 3 };
      reload(view, again);
      expect(screen.getByText(text)).toBeTruthy();
      expect(field('Flyer A5').value).toBe('');
      expect(field('Letter').value).toBe('290');
    },
  );

  it('are not put into a request closed since, whose fields take nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const view = render(<OfferPage link={link} initial={amendedOffer('en')} />);
    await user.type(field(/^Flyer A5 Price for the whole/), '1035');

    const closed = amendedOffer('en');
    reload(view, { ...closed, task: { ...closed.task, open: false } });
    expect(screen.queryByText(/^We restored/)).toBeNull();
    expect(field(/^Flyer A5 Price for the whole/).value).toBe('');
    expect(field(/^Flyer A5 Price for the whole/).disabled).toBe(true);
  });

  it('leave the page working as before where the browser keeps nothing', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const view = render(<OfferPage link={link} initial={amendedOffer('en')} />);
    await user.type(field(/^Flyer A5 Price for the whole/), '1035');
    expect(field(/^Flyer A5 Price for the whole/).value).toBe('1035');
    reload(view, amendedOffer('en'));
    expect(field(/^Flyer A5 Price for the whole/).value).toBe('');
  });
});
