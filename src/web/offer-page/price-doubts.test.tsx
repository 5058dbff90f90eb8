import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { amendedOffer, confirmedOffer } from '../test/pub-offers.ts';
import { freshOfferPage, link, offerServer } from '../test/offer-server.ts';
import { OfferPage } from './offer-page.tsx';

// docs/product.md#offer-page: a price field selects its text on focus, and the page asks before sending a price
// that is probably mistyped (src/shared/price-check.ts).

freshOfferPage();
const server = offerServer;

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('a price field', () => {
  it('selects its whole text when tapped, so what is typed replaces the price', async () => {
    const user = userEvent.setup({ delay: null });
    render(<OfferPage link={link} initial={amendedOffer('sk')} />);
    const letter = field(/^Letter Cena za celý náklad/);
    await user.click(letter);
    expect([letter.selectionStart, letter.selectionEnd]).toEqual([0, '300,00'.length]);
    await user.keyboard('310');
    expect(letter.value).toBe('310');
  });
});

describe('prices that are probably mistyped', () => {
  it('asks before sending a price typed before the old one, names the figures, and goes back to the field', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = server(confirmedOffer('en', 103_500));
    render(<OfferPage link={link} initial={amendedOffer('en')} />);
    await user.type(field(/^Flyer A5 Price for the whole/), '1035');
    // The caret before "300.00", as a keyboard puts it there.
    const letter = field(/^Letter Price for the whole/);
    await user.click(letter);
    await user.keyboard('{Home}960');
    expect(letter.value).toBe('960300.00');
    await user.click(screen.getByRole('button', { name: 'Confirm offer' }));
    const alert = screen.getByRole('alert', { name: 'Check these prices before sending' });
    expect(
      within(alert).getByText('Letter: €960,300.00 is over 2,000 times your earlier price of €300.00.'),
    ).toBeTruthy();
    expect(sent()).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Check the prices' }));
    expect(screen.queryByRole('alert', { name: 'Check these prices before sending' })).toBeNull();
    expect(document.activeElement).toBe(letter);
    expect([letter.selectionStart, letter.selectionEnd]).toEqual([0, letter.value.length]);
    await user.keyboard('310');
    await user.click(screen.getByRole('button', { name: 'Confirm offer' }));
    expect(sent()).toHaveLength(1);
  });

  it('compares a changed quantity per 1,000 pieces, and sends anyway when the printshop says so', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = server(confirmedOffer('de', 96_069_000));
    render(<OfferPage link={link} initial={amendedOffer('de')} />);
    await user.type(field(/^Flyer A5 Preis für die gesamte/), '960690');
    await user.click(screen.getByRole('button', { name: 'Angebot bestätigen' }));
    const alert = screen.getByRole('alert', { name: 'Bitte prüfen Sie diese Preise vor dem Senden' });
    expect(plain(within(alert).getByRole('listitem').textContent)).toBe(
      'Flyer A5: 960.690,00 € für 15.000 (64.046,00 € je 1.000 Stück) ist mehr als das 500-Fache Ihres bisherigen Preises von 690,00 € für 10.000 (69,00 € je 1.000 Stück).',
    );
    await user.click(within(alert).getByRole('button', { name: 'Trotzdem senden' }));
    expect(sent()).toEqual([{ formats: [{ id: 'f', price: '960690.00', revision: 2, scales: [] }], keepOthers: true }]);
  });

  it('asks about a price a tenth of the earlier one, and one quantity five times another per 1,000', async () => {
    const user = userEvent.setup({ delay: null });
    const amended = amendedOffer('sk');
    // The envelope asks for 10,000 as well.
    const offer: PubOffer = {
      ...amended,
      task: {
        ...amended.task,
        formats: amended.task.formats.map((f) => (f.id === 'e' ? { ...f, counts: [10_000] } : f)),
      },
    };
    render(<OfferPage link={link} initial={offer} />);
    await user.type(field(/^Flyer A5 Cena za celý náklad/), '1035');
    await user.clear(field(/^Letter Cena za celý náklad/));
    await user.type(field(/^Letter Cena za celý náklad/), '30');
    await user.type(field(/^Envelope Cena za 10\s000 ks/), '3000');
    await user.click(screen.getByRole('button', { name: 'Potvrdiť ponuku' }));
    const items = within(screen.getByRole('alert', { name: 'Pred odoslaním skontrolujte tieto ceny' }))
      .getAllByRole('listitem')
      .map((item) => plain(item.textContent));
    expect(items).toEqual([
      'Letter: 30,00 € je 1/10 Vašej predchádzajúcej ceny 300,00 €.',
      'Envelope: za 1 000 ks je 300,00 € pri náklade 10 000 ks 5-násobok ceny 60,00 € pri náklade 2 000 ks.',
    ]);
  });
});
