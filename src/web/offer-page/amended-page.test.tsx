import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { amendedOffer, confirmedOffer } from '../test/pub-offers.ts';
import { freshOfferPage, link, offerServer } from '../test/offer-server.ts';
import { OfferPage } from './offer-page.tsx';
import { texts } from './texts.ts';

// docs/product.md#amendments: the buyer raised the flyer's quantity from 10,000 to 15,000; the printshop had
// priced all four formats. Only the flyer waits, and only the flyer is sent.

freshOfferPage();
const server = offerServer;

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const status = (language: 'en' | 'de' | 'sk') => screen.getByRole('region', { name: texts[language].status });

describe('the printshop’s page after an amendment', () => {
  it.each([
    [
      'en',
      '1 of 4 formats changed: confirm it',
      'Your places cover 3 of 4 formats; confirm Flyer A5 to be ranked for it.',
      /^Flyer A5 Price for the whole quantity of 15,000/,
      'was €690.00 for 10,000',
    ],
    [
      'de',
      '1 von 4 Formaten wurde geändert: bitte bestätigen',
      'Ihre Plätze gelten für 3 von 4 Formaten; bestätigen Sie Flyer A5, um auch dafür einen Platz zu erhalten.',
      /^Flyer A5 Preis für die gesamte Auflage von 15\.000/,
      'bisher 690,00 € für 10.000',
    ],
    [
      'sk',
      '1 zo 4 formátov sa zmenil: potvrďte ho',
      'Vaše poradie platí pre 3 zo 4 formátov; potvrďte Flyer A5, aby ste mali poradie aj pre tento formát.',
      /^Flyer A5 Cena za celý náklad 15\s000 ks/,
      'predtým 690,00 € za 10 000 ks',
    ],
  ] as const)(
    'in %s, says on top what changed and shows the old price struck through over an empty field',
    (language, summary, covers, label, was) => {
      render(<OfferPage link={link} initial={amendedOffer(language)} />);
      const top = status(language);
      expect(within(top).getByText(summary)).toBeTruthy();
      expect(within(top).getByText(covers)).toBeTruthy();
      const flyer = field(label);
      expect(flyer.value).toBe('');
      // The old figure is told, struck through, never filled in: the field describes itself with it.
      expect(flyer.getAttribute('aria-describedby')).toContain('-note');
      const note = document.getElementById(
        flyer
          .getAttribute('aria-describedby')!
          .split(' ')
          .find((id) => id.endsWith('-note'))!,
      )!;
      expect(note.textContent?.replace(/\s/g, ' ')).toBe(was.replace(/\s/g, ' '));
      expect(note.querySelector('del')?.textContent?.replace(/\s/g, ' ')).toMatch(/690[.,]00/);
      expect(screen.getByText(texts[language].staleTitle)).toBeTruthy();
      expect(screen.getByRole('button', { name: texts[language].confirm })).toBeTruthy();
    },
  );

  it('keeps the unchanged formats’ prices and sends only the flyer, with its revision, to be kept beside the others', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = server(confirmedOffer('en', 103_500));
    render(<OfferPage link={link} initial={amendedOffer('en')} />);
    expect(field(/^Letter Price for the whole/).value).toBe('300.00');
    expect(
      screen.getByText(
        'The buyer changed Flyer A5 since your offer. Enter its new price below and confirm; your other prices stay valid and need nothing.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('1 price missing')).toBeTruthy();
    await user.type(field(/^Flyer A5 Price for the whole/), '1035');
    await user.click(screen.getByRole('button', { name: 'Confirm offer' }));

    expect(sent()).toEqual([{ formats: [{ id: 'f', price: '1035.00', revision: 2, scales: [] }], keepOthers: true }]);
    expect(await within(status('en')).findByText('Your offer: best of 2 current offers.')).toBeTruthy();
    expect(within(status('en')).queryByText(/formats changed/)).toBeNull();
    expect(field(/^Flyer A5 Price for the whole/).value).toBe('1,035.00');
  });

  it('offers the run-on computation as a labelled suggestion and fills it in only when asked', async () => {
    const user = userEvent.setup({ delay: null });
    render(<OfferPage link={link} initial={amendedOffer('sk')} />);
    const flyer = field(/^Flyer A5 Cena za celý náklad/);
    // Slovak groups thousands and parts the euro sign with no-break spaces.
    const use = screen.getByRole('button', { name: /^Použiť 1\s035,00\s€ \(690,00\s€ \+ 5 × 69,00\s€ dotlač\)$/ });
    expect(flyer.value).toBe('');
    await user.click(use);
    expect(flyer.value.replace(/\s/g, ' ')).toBe('1 035,00');
    expect(document.activeElement).toBe(flyer);
  });

  it('sends an unchanged format the printshop edited too, and the whole offer once it withdraws a priced one', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = server(confirmedOffer('de', 103_500));
    render(<OfferPage link={link} initial={amendedOffer('de')} />);
    await user.type(field(/^Flyer A5 Preis für die gesamte/), '1035');
    await user.clear(field(/^Letter Preis für die gesamte/));
    await user.type(field(/^Letter Preis für die gesamte/), '290');
    await user.click(screen.getByRole('button', { name: 'Angebot bestätigen' }));
    expect(sent()[0]).toEqual({
      formats: [
        { id: 'f', price: '1035.00', revision: 2, scales: [] },
        { id: 'l', price: '290.00', revision: 1, scales: [] },
      ],
      keepOthers: true,
    });
  });

  it('sends the whole offer, without keeping, when an unchanged format is withdrawn: keeping would keep its price', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = server(confirmedOffer('en', 103_500));
    render(<OfferPage link={link} initial={amendedOffer('en')} />);
    await user.type(field(/^Flyer A5 Price for the whole/), '1035');
    await user.click(screen.getByRole('checkbox', { name: 'Poster No offer for this format' }));
    await user.click(screen.getByRole('button', { name: 'Confirm offer' }));
    expect(sent()[0]).toEqual({
      formats: [
        { id: 'f', price: '1035.00', revision: 2, scales: [] },
        { id: 'l', price: '300.00', revision: 1, scales: [] },
        { id: 'e', price: '120.00', revision: 1, scales: [] },
      ],
    });
  });

  it.each(['en', 'sk'] as const)(
    'asks nothing in %s of a printshop that never priced the changed format',
    (language) => {
      const amended = amendedOffer(language);
      const [, ...others] = amended.supplierTask.formats;
      const offer: PubOffer = {
        ...amended,
        supplierTask: {
          ...amended.supplierTask,
          formats: [
            { id: 'f', price: null, revision: null, count: null, scales: [], runOnPer1000: null, alternative: null },
            ...others,
          ],
          ...{ stale: false, staleFormats: [], complete: false },
        },
      };
      render(<OfferPage link={link} initial={offer} />);
      expect(within(status(language)).queryByText(texts[language].changed.title(1, 4))).toBeNull();
      expect(screen.queryByText(texts[language].staleTitle)).toBeNull();
      expect(screen.queryByRole('button', { name: texts[language].confirm })).toBeNull();
      expect(document.querySelector('del')).toBeNull();
    },
  );
});
