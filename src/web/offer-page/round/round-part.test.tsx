import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../shared/languages.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';
import { freshOfferPage, link } from '../../test/offer-server.ts';
import RoundPart from './round-part.tsx';

const earlier = {
  formats: [
    { id: 'f1', price: 12_000, count: 5000 },
    { id: 'f2', price: 8_050, count: 2000 },
  ],
  sum: 20_050,
  currency: 'EUR' as const,
};
type Round = NonNullable<PubOffer['round']>;

/** A page with a final round as the round part reads it (only the parts it uses). */
function renderFor(language: Language, round: Round | null, onChange = vi.fn(), open = true, closedOn = '2027-02-20') {
  const offer = {
    supplier: { language },
    task: {
      open,
      formats: [
        { id: 'f1', title: 'Flyer A5' },
        { id: 'f2', title: 'Brief DIN lang' },
      ],
    },
    round,
    roundClosed: round ? null : 1,
    roundClosedOn: round ? null : closedOn,
  } as unknown as PubOffer;
  render(<RoundPart link={link} offer={offer} onChange={onChange} />);
  return onChange;
}

const message = 'Bitte prüfen Sie Ihre Preise noch einmal.';
const chosen: Round = { number: 2, deadlineDate: '2027-03-05', answer: null, message: '', earlier };

describe('the final round on a printshop’s page', () => {
  freshOfferPage();

  it('shows the round-1 prices and keeps the offer as the one answer (English)', async () => {
    const kept = { round: { ...chosen, answer: 'kept' } };
    const fetch = vi.fn(async () => new Response(JSON.stringify(kept), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const onChange = renderFor('en', chosen);
    expect(screen.getByRole('heading', { name: 'Final round: your offer stands unless you improve it' })).toBeTruthy();
    expect(
      screen.getByText('You may send one improved offer, or keep your offer as it is, until 05/03/2027.'),
    ).toBeTruthy();
    expect(
      screen.getByText('To improve it, change your prices below and send your offer; that is your one answer, too.'),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your prices in round 1' });
    expect(table.textContent).toContain('Flyer A5€120.00');
    expect(table.textContent).toContain('Total€200.50');
    await userEvent.click(screen.getByRole('button', { name: 'Keep my offer' }));
    expect(onChange).toHaveBeenCalledWith(kept);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/pub/tasks/t/s/keep');
    expect(init.method).toBe('POST');
  });

  it('says the answer once given, in German, and offers no second one', () => {
    renderFor('de', { ...chosen, answer: 'offer' }, vi.fn(), false);
    expect(
      screen.getByRole('heading', { name: 'Finalrunde: Ihr Angebot gilt, wenn Sie es nicht verbessern' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Sie haben Ihr verbessertes Angebot gesendet. Das ist Ihre Antwort auf die Finalrunde.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mein Angebot beibehalten' })).toBeNull();
    expect(screen.queryByText(/Zum Verbessern ändern Sie unten Ihre Preise/)).toBeNull();
  });

  it('words a refusal in Slovak (409 ROUND_ANSWERED)', async () => {
    const refusal = { code: 'ROUND_ANSWERED', message: 'answered' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 409 })),
    );
    renderFor('sk', chosen);
    expect(
      screen.getByText(
        'Ak ju chcete zlepšiť, zmeňte nižšie svoje ceny a odošlite ponuku; aj to je Vaša jediná odpoveď.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ponechať moju ponuku' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Na záverečné kolo ste už odpovedali; Vaša odpoveď platí.',
    );
  });

  it('tells a printshop left out that it is not in the final round', () => {
    renderFor('sk', null);
    expect(screen.getByRole('heading', { name: 'Nie ste v záverečnom kole' })).toBeTruthy();
    expect(screen.getByText('Predkladanie ponúk sa skončilo 20. 2. 2027.')).toBeTruthy();
    expect(screen.getByText(/Vaša ponuka zostáva v záznamoch/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the day the round closed to one left out, in English and German', () => {
    renderFor('en', null);
    expect(screen.getByRole('heading', { name: 'You are not in the final round' })).toBeTruthy();
    expect(screen.getByText('Offers closed on 20/02/2027.')).toBeTruthy();
    expect(screen.getByText(/Your offer stays on record\./)).toBeTruthy();
    cleanup();
    renderFor('de', null);
    expect(screen.getByText('Die Angebotsabgabe wurde am 20.02.2027 geschlossen.')).toBeTruthy();
    expect(screen.getByText(/Ihr Angebot bleibt festgehalten\./)).toBeTruthy();
  });

  it('shows the buyer’s message to the round, in each language', () => {
    const heading = { en: 'The buyer’s message', de: 'Nachricht des Einkäufers', sk: 'Správa odberateľa' };
    for (const language of ['en', 'de', 'sk'] as const) {
      renderFor(language, { ...chosen, message });
      const banner = screen.getByRole('region');
      expect(within(banner).getByText(heading[language])).toBeTruthy();
      expect(within(banner).getByText(message)).toBeTruthy();
      cleanup();
    }
    // Without one, no heading.
    renderFor('en', chosen);
    expect(screen.queryByText('The buyer’s message')).toBeNull();
  });
});
