import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/languages.ts';
import { deliveryLines as lines, versionsValue } from '../../shared/split-lines.ts';
import { freshOfferPage, link } from '../test/offer-server.ts';
import { amendedOffer } from '../test/pub-offers.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { OfferPage } from './offer-page.tsx';

// docs/product.md#versions and #delivery-addresses: the page shows a format's versions and asks for a price per
// version change when the task does; it lists each delivery address with its date and counts, and its one delivery
// cost covers them all.

freshOfferPage();

const versions = ['Müller', 'Schmidt', 'Novák', 'Kováč'].map((name) => ({ name, count: 500 }));

function page(language: Language): PubOffer {
  const offer = amendedOffer(language);
  const [flyer, letter, ...rest] = offer.task.formats;
  // As the server renders them in the printshop's language (shared/split-lines.ts).
  const versionsText = versionsValue(versions, language);
  const cards = { ...letter!, title: 'Visitenkarten', versions, versionChangePrice: true, versionsText };
  const deliveries = [
    { address: 'Lager Nord, Hamburg', date: '2030-03-01', counts: [{ formatId: 'l', count: 1500 }] },
    { address: 'Filiale Süd, München', date: null, counts: [{ formatId: 'l', count: 500 }] },
  ];
  const deliveryLines = lines(deliveries, [cards], language);
  return { ...offer, task: { ...offer.task, deliveries, deliveryLines, formats: [flyer!, cards, ...rest] } };
}

const cases = [
  {
    language: 'en',
    versions: 'Versions',
    versionChange: 'Price per version change',
    changes: 'Version changes counted into your total: 3',
    first: ['Delivery address 1', 'Lager Nord, Hamburg — 01/03/2030: Visitenkarten 1,500'],
    second: ['Delivery address 2', 'Filiale Süd, München: Visitenkarten 500'],
    cost: 'Delivery cost to all 2 delivery addresses (0 for free delivery)',
  },
  {
    language: 'de',
    versions: 'Sorten',
    versionChange: 'Preis je Sortenwechsel',
    changes: 'Sortenwechsel, die in Ihre Summe eingehen: 3',
    first: ['Lieferadresse 1', 'Lager Nord, Hamburg — 01.03.2030: Visitenkarten 1.500'],
    second: ['Lieferadresse 2', 'Filiale Süd, München: Visitenkarten 500'],
    cost: 'Lieferkosten für alle 2 Lieferadressen (0 bei freier Lieferung)',
  },
  {
    language: 'sk',
    versions: 'Verzie',
    versionChange: 'Cena za výmenu verzie',
    changes: 'Počet výmen verzie započítaných do Vašej sumy: 3',
    first: ['Adresa dodania 1', /^Lager Nord, Hamburg — 1\. 3\. 2030: Visitenkarten 1\s500$/],
    second: ['Adresa dodania 2', 'Filiale Süd, München: Visitenkarten 500'],
    cost: 'Náklady na dopravu na všetky adresy dodania (spolu 2; 0 pri bezplatnej doprave)',
  },
] as const;

describe('versions and delivery addresses on the printshop’s page', () => {
  it.each(cases)('are shown and asked for in $language', (c) => {
    render(<OfferPage link={link} initial={page(c.language)} />);
    const cards = within(screen.getByRole('heading', { name: 'Visitenkarten', level: 3 }).closest('li')!);
    expect(cards.getByText(c.versions)).toBeTruthy();
    expect(cards.getByText(/^4 × 500: Müller 500, Schmidt 500, Novák 500, Kováč 500$/)).toBeTruthy();
    expect(cards.getByLabelText(new RegExp(c.versionChange))).toBeTruthy();
    expect(cards.getByText(c.changes)).toBeTruthy();
    // The flyer asks for none.
    const flyer = within(screen.getByRole('heading', { name: 'Flyer A5', level: 3 }).closest('li')!);
    expect(flyer.queryByText(c.versions)).toBeNull();

    for (const [label, value] of [c.first, c.second]) {
      const term = screen.getByText(label);
      expect(term.nextElementSibling?.textContent).toMatch(
        typeof value === 'string' ? new RegExp(`^${value}$`) : value,
      );
    }
    expect(screen.getByLabelText(c.cost)).toBeTruthy();
  });
});
