import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PubOfferSchema, type PubOffer } from '../../shared/schemas/offers.ts';
import { freshOfferPage, link, offerServer } from '../test/offer-server.ts';
import { OfferPage } from './offer-page.tsx';
import { texts } from './texts.ts';

const format = (id: string, title: string) => ({
  ...{
    id,
    title,
    format: 'A5',
    color: '4/4',
    perforation: '',
    fold: '',
    count: 5000,
    counts: [],
    runOn: false,
    revision: 1,
  },
  ...{ specLines: [], weight: '135 g', personalisation: '', description: '' },
  fallbacks: { weight: null, personalisation: null, description: null },
});
// Each price given for the format's quantity as it is.
const none = { revision: 1, count: 5000, scales: [], runOnPer1000: null, alternative: null };

// A page as the contract gives it (parsed, so the test breaks when the contract changes under it): two formats,
// no offer yet.
const fresh = PubOfferSchema.parse({
  timeZone: 'Europe/Berlin',
  task: {
    ...{ id: 't', name: 'Mailing', note: '', address: '', deliveryDate: null, deadlineDate: null, state: 50 },
    ...{
      open: true,
      sealed: false,
      certificateGroups: [],
      requiredCertificates: [],
      pricesRevision: 0,
      amendments: [],
      cancelMessage: null,
      documents: [],
    },
    currencies: ['EUR'],
    buyer: { name: 'Einkauf GmbH', address: '', vatNumber: '', phone: '' },
    formats: [format('f', 'Flyer A5'), format('l', 'Letter')],
  },
  supplier: { id: 's', name: 'Print Alpha', language: 'en' },
  supplierTask: {
    currency: 'EUR',
    formats: [
      { id: 'f', ...none, price: null, revision: null, count: null },
      { id: 'l', ...none, price: null, revision: null, count: null },
    ],
    ...{ sum: null, submittedAt: null, terms: null, stale: false, staleFormats: [], complete: false, declined: null },
  },
  questions: [],
  ...{ rank: null, formatRanks: [], partialOffers: 0, position: 0, percentage: 0, preview: false, award: null },
  ...{ rankAt: null, rankUpdatesAt: null, unchanged: false },
});

/** The offer as the server answers it: the flyer priced at 1,200 € (best of 2 for it), the letter left out. */
const partial: PubOffer = {
  ...fresh,
  supplierTask: {
    ...fresh.supplierTask,
    formats: [
      { id: 'f', price: 120_000, ...none },
      { id: 'l', price: null, ...none },
    ],
    sum: 120_000,
    submittedAt: 1_800_000_000_000,
  },
  formatRanks: [{ formatId: 'f', position: 1, of: 2 }],
  partialOffers: 1,
};

freshOfferPage();
const server = offerServer;

const noOffer = (title: string) => screen.getByRole('checkbox', { name: `${title} No offer for this format` });
const priceOf = (title: string) => screen.queryByRole('textbox', { name: new RegExp(`^${title} Price for the whole`) });
const status = () => screen.getByRole('region', { name: 'Status of your offer' });

// docs/product.md#offers-and-ranks: a printshop prices the formats it offers, at least one.
describe('a format marked "No offer for this format"', () => {
  it('hides its prices and is left out of the offer sent; its place and the partial offer’s status follow', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = server(partial);
    render(<OfferPage link={link} initial={fresh} />);
    await user.type(priceOf('Flyer A5')!, '1200');
    await user.type(priceOf('Letter')!, '99');
    await user.click(noOffer('Letter'));
    expect(priceOf('Letter')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Offer an alternative', description: 'Letter' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit offer' }));

    expect(sent()).toEqual([{ formats: [{ id: 'f', price: '1200.00', revision: 1, scales: [] }] }]);
    expect(await within(status()).findByText(/^You priced 1 of 2 formats\. /)).toBeTruthy();
    expect(screen.getByText('Best of 2 offers for this format')).toBeTruthy();
    expect(screen.getByText(/^A place for a format compares/)).toBeTruthy();
    expect((noOffer('Letter') as HTMLInputElement).checked).toBe(true);
  });

  it('shows a sent partial offer’s left-out formats ticked, and prices one again once unticked', async () => {
    const user = userEvent.setup({ delay: null });
    render(<OfferPage link={link} initial={partial} />);
    expect((noOffer('Flyer A5') as HTMLInputElement).checked).toBe(false);
    expect((noOffer('Letter') as HTMLInputElement).checked).toBe(true);
    expect(priceOf('Letter')).toBeNull();
    await user.click(noOffer('Letter'));
    expect(priceOf('Letter')).toBeTruthy();
  });

  it('needs at least one priced format', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = server(partial);
    render(<OfferPage link={link} initial={fresh} />);
    await user.click(noOffer('Flyer A5'));
    await user.click(noOffer('Letter'));
    await user.click(screen.getByRole('button', { name: 'Submit offer' }));
    expect(screen.getByText('Enter a price for at least one format.').getAttribute('role')).toBe('alert');
    expect(sent()).toEqual([]);
    // Unticking one to price it takes the message away.
    await user.click(noOffer('Letter'));
    expect(screen.queryByText('Enter a price for at least one format.')).toBeNull();
  });

  it('leaves an empty price of a format not ticked an error: price it or mark it', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = server(partial);
    render(<OfferPage link={link} initial={fresh} />);
    await user.type(priceOf('Flyer A5')!, '1200');
    await user.click(screen.getByRole('button', { name: 'Submit offer' }));
    expect(sent()).toEqual([]);
    expect(priceOf('Letter')).toHaveProperty('ariaInvalid', 'true');
    expect(document.activeElement).toBe(priceOf('Letter'));
    expect(screen.getByText('Enter a price')).toBeTruthy();
  });
});

// docs/product.md#offers-and-ranks: fresh places are limited per hour; a change past the limit is saved.
describe('a change saved without a fresh place', () => {
  /** Two formats priced, place 2 of 3 from an earlier change, the next one at 14:35 in the buyer's time zone. */
  const held = (language: 'en' | 'de' | 'sk'): PubOffer => ({
    ...fresh,
    supplier: { ...fresh.supplier, language },
    supplierTask: {
      ...fresh.supplierTask,
      formats: [
        { id: 'f', price: 120_000, ...none },
        { id: 'l', price: 30_000, ...none },
      ],
      ...{ sum: 150_000, submittedAt: Date.UTC(2030, 0, 1, 12, 50), complete: true },
    },
    ...{ rank: { position: 2, of: 3 }, position: 2, percentage: 67 },
    rankUpdatesAt: Date.UTC(2030, 0, 1, 13, 35), // 14:35 in Berlin
  });

  it.each([
    ['en', 'Your offer is saved. Your rank updates again at 14:35.'],
    ['de', 'Ihr Angebot ist gespeichert. Ihre Platzierung wird ab 14:35 Uhr wieder aktualisiert.'],
    ['sk', 'Vaša ponuka je uložená. Vaše poradie sa znova aktualizuje o 14:35.'],
  ] as const)('says in %s when its rank updates again, beside the place it had', (language, text) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2030, 0, 1, 13, 0));
    render(<OfferPage link={link} initial={held(language)} />);
    const region = screen.getByRole('region', { name: texts[language].status });
    expect(within(region).getByText(text)).toBeTruthy();
    expect(within(region).getByText(texts[language].rank.place(2, 3))).toBeTruthy();
    vi.useRealTimers();
  });

  it('says to send it again once that time has come, and that the same offer sent again changed nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2030, 0, 1, 13, 40));
    const user = userEvent.setup({ delay: null });
    const answer = { ...held('en'), unchanged: true, rankUpdatesAt: null, rank: { position: 1, of: 3 } };
    server(answer);
    render(<OfferPage link={link} initial={held('en')} />);
    expect(within(status()).getByText('Your offer is saved. Send it again to see its current rank.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update offer' }));
    const toast = screen.getByRole('status');
    expect(await within(toast).findByText('No change: your offer is the same as before.')).toBeTruthy();
    expect(within(toast).getByText('Your offer: best of 3 current offers.')).toBeTruthy();
    vi.useRealTimers();
  });
});

// docs/product.md#certificates
describe('a task that requires certificates', () => {
  it.each([
    ['en', 'This job requires: FSC, PEFC. Your company must hold a valid certificate of each.'],
    ['de', 'Dieser Auftrag verlangt: FSC, PEFC. Ihr Unternehmen muss von jedem ein gültiges Zertifikat besitzen.'],
    ['sk', 'Táto zákazka vyžaduje: FSC, PEFC. Vaša firma musí mať platný certifikát každého z nich.'],
  ] as const)('says so in %s', (language, sentence) => {
    const offer: PubOffer = {
      ...fresh,
      task: { ...fresh.task, certificateGroups: [['FSC'], ['PEFC']], requiredCertificates: ['FSC', 'PEFC'] },
      supplier: { ...fresh.supplier, language },
    };
    render(<OfferPage link={link} initial={offer} />);
    expect(screen.getByText(sentence)).toBeTruthy();
  });

  it.each([
    ['en', 'This job requires a valid FSC certificate of your company.'],
    ['de', 'Dieser Auftrag verlangt ein gültiges FSC-Zertifikat Ihres Unternehmens.'],
    ['sk', 'Táto zákazka vyžaduje platný certifikát FSC Vašej firmy.'],
  ] as const)('names one required certificate in the singular in %s', (language, sentence) => {
    const offer: PubOffer = {
      ...fresh,
      task: { ...fresh.task, certificateGroups: [['FSC']], requiredCertificates: ['FSC'] },
      supplier: { ...fresh.supplier, language },
    };
    render(<OfferPage link={link} initial={offer} />);
    expect(screen.getByText(sentence)).toBeTruthy();
  });

  it.each([
    ['en', 'This job requires: FSC or PEFC, ISO 12647. Your company must hold a valid certificate of each.'],
    [
      'de',
      'Dieser Auftrag verlangt: FSC oder PEFC, ISO 12647. Ihr Unternehmen muss von jedem ein gültiges Zertifikat besitzen.',
    ],
    ['sk', 'Táto zákazka vyžaduje: FSC alebo PEFC, ISO 12647. Vaša firma musí mať platný certifikát každého z nich.'],
  ] as const)('names a requirement either of two kinds meets in %s', (language, sentence) => {
    const offer: PubOffer = {
      ...fresh,
      task: { ...fresh.task, certificateGroups: [['FSC', 'PEFC'], ['ISO 12647']], requiredCertificates: ['ISO 12647'] },
      supplier: { ...fresh.supplier, language },
    };
    render(<OfferPage link={link} initial={offer} />);
    expect(screen.getByText(sentence)).toBeTruthy();
  });

  it('names a single group of two kinds in the singular', () => {
    const offer: PubOffer = { ...fresh, task: { ...fresh.task, certificateGroups: [['FSC', 'PEFC']] } };
    render(<OfferPage link={link} initial={offer} />);
    expect(screen.getByText(/requires a valid FSC or PEFC certificate of your company\.$/)).toBeTruthy();
  });
});

// docs/product.md#rounds: the round's part loads with a final round only, and says why the page is closed.
describe('a final round on the page', () => {
  it('tells a printshop left out that it is not in the final round, not that the deadline passed', async () => {
    const task = { ...partial.task, open: false, deadlineDate: '2027-03-05' };
    const left: PubOffer = { ...partial, task, roundClosed: 1, roundClosedOn: '2027-02-20' };
    render(<OfferPage link={link} initial={left} />);
    expect(
      await screen.findByRole('heading', { name: 'You are not in the final round' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Offers closed on 20/02/2027.')).toBeTruthy();
    expect(screen.getByText(/Your offer stays on record\./)).toBeTruthy();
    // The final round's deadline is not its own: the task's details name no deadline.
    expect(screen.queryByText('Offer deadline')).toBeNull();
    expect(screen.queryByText('05/03/2027')).toBeNull();
    expect(screen.queryByText(/The offer deadline has passed/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update offer' })).toBeNull();
  });

  it('shows a chosen printshop the banner with its round-1 total, and the form to improve its offer', async () => {
    const earlier = { formats: [{ id: 'f', price: 120_000, count: 5000 }], sum: 120_000, currency: 'EUR' as const };
    const round = {
      number: 2,
      deadlineDate: '2027-03-05',
      answer: null,
      message: 'Please sharpen your pencil.',
      earlier,
    };
    const chosen: PubOffer = { ...partial, task: { ...partial.task, deadlineDate: '2027-03-05' }, round };
    render(<OfferPage link={link} initial={chosen} />);
    const banner = await screen.findByRole(
      'region',
      { name: 'Final round: your offer stands unless you improve it' },
      { timeout: 5000 },
    );
    expect(within(banner).getByRole('table', { name: 'Your prices in round 1' }).textContent).toContain('€1,200.00');
    expect(within(banner).getByRole('button', { name: 'Keep my offer' })).toBeTruthy();
    expect(within(banner).getByText('Please sharpen your pencil.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update offer' })).toBeTruthy();
    // In the round, its deadline is the printshop's own.
    expect(screen.getByText('Offer deadline')).toBeTruthy();
  });
});
