import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import type { Change } from '../../shared/schemas/revisions.ts';
import { SpecInputSchema } from '../../shared/schemas/spec.ts';
import { specChangeLines, specLineText } from '../../shared/spec-lines.ts';
import { amendedOffer } from '../test/pub-offers.ts';
import { freshOfferPage, link } from '../test/offer-server.ts';
import { OfferPage } from './offer-page.tsx';

// docs/product.md#specification: the server renders a format's structured spec in the printshop's language; the
// page shows each line as a fact of the format, two papers as two, and an amendment's spec change old → new.

freshOfferPage();

const spec = (grammage: number) =>
  SpecInputSchema.parse({
    product: 'brochure',
    size: { name: 'A4' },
    colors: { front: { process: 'cmyk' }, back: { process: 'cmyk' } },
    papers: [
      { part: 'cover', kind: 'coated-gloss', grammage: 250 },
      { part: 'inside', kind: 'coated-matt', grammage },
    ],
  });

function slovakPage(): PubOffer {
  const offer = amendedOffer('sk');
  const [flyer, ...rest] = offer.task.formats;
  const specLines = [
    { label: 'Produkt', value: 'Brožúra' },
    { label: 'Papier', value: 'obálka 250 g/m² natieraný lesklý' },
    { label: 'Papier', value: 'vnútro 170 g/m² natieraný matný' },
  ];
  const change: Change = {
    ...{ field: 'format', formatId: 'f', title: 'Flyer A5', change: 'spec', old: null, new: null },
    fields: [
      {
        name: 'spec',
        old: '',
        new: '',
        lines: { en: [], de: [], sk: specChangeLines(spec(135), spec(170), 'sk').map(specLineText) },
      },
    ],
  };
  const amendments = [{ ...offer.task.amendments[0]!, changes: [change] }];
  return { ...offer, task: { ...offer.task, amendments, formats: [{ ...flyer!, specLines }, ...rest] } };
}

describe('a format’s structured spec on the printshop’s page', () => {
  it('shows every line as the server rendered it, and a spec change old → new in the printshop’s language', () => {
    render(<OfferPage link={link} initial={slovakPage()} />);
    const flyer = screen.getByRole('heading', { name: 'Flyer A5', level: 3 }).closest('li')!;
    const facts = within(flyer as HTMLElement);
    expect(facts.getByText('Brožúra')).toBeTruthy();
    expect(facts.getByText('obálka 250 g/m² natieraný lesklý')).toBeTruthy();
    expect(facts.getByText('vnútro 170 g/m² natieraný matný')).toBeTruthy();
    expect(facts.getAllByText('Papier')).toHaveLength(2);
    expect(
      screen.getByText(
        /Papier: obálka 250 g\/m² natieraný lesklý; vnútro 135 g\/m² natieraný matný → obálka 250 g\/m² natieraný lesklý; vnútro 170 g\/m² natieraný matný/,
      ),
    ).toBeTruthy();
  });
});
