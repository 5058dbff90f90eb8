import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/languages.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import type { Change } from '../../shared/schemas/revisions.ts';
import { Amendments } from './amendments.tsx';
import { texts } from './texts.ts';

const slovakText: Change = {
  ...{ field: 'format', formatId: 'f', title: 'Flyer A5', change: 'spec', old: null, new: null },
  fields: [{ name: 'description', language: 'sk', translation: true, old: '', new: 'Lesklý leták' }],
};
const deadline: Change = { field: 'deadlineDate', old: '2027-01-05', new: '2027-01-12' };

// Revision 2 adds the Slovak text alone; revision 1 moved the deadline and added it too.
const amendments = [
  { number: 2, message: 'Slovenský text doplnený.', changes: [slovakText], pricesChanged: false, createdAt: 2 },
  { number: 1, message: '', changes: [deadline, slovakText], pricesChanged: false, createdAt: 1 },
];

/** The amendments of a page as a printshop of `language` reads them (only the parts of the page they use). */
function renderFor(language: Language, given = amendments) {
  const offer = { task: { amendments: given }, supplier: { language } } as unknown as PubOffer;
  return render(<Amendments offer={offer} t={texts[language]} />);
}

describe('the amendments on a printshop’s page', () => {
  it('show a translation only to the printshops of its language', () => {
    renderFor('sk');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByText('Slovenský text doplnený.')).toBeTruthy();
    expect(screen.getAllByText('Popis: – → Lesklý leták')).toHaveLength(2);
  });

  it('leave out, for the others, the translation line of an amendment that changed more', () => {
    // The server gives the others no amendment that only translates (offer-page.service.ts).
    renderFor('de', amendments.slice(1));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.queryByText(/Slovenský|Lesklý|Flyer A5/)).toBeNull();
    expect(screen.getByText('05.01.2027 → 12.01.2027')).toBeTruthy();
  });
});
