import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PubOfferSchema, type PubOffer } from '../../shared/schemas/offers.ts';
import { freshOfferPage, link, offerServer } from '../test/offer-server.ts';
import { OfferPage } from './offer-page.tsx';

const format = { id: 'f', title: 'Leták A5', format: 'A5', color: '4/4', perforation: '', fold: '', count: 5000 };

/** A Czech printshop's page (Slovak: Czech is no page language) of a request accepting EUR and CZK. */
const page = (currency: 'EUR' | 'CZK', price: number | null): PubOffer =>
  PubOfferSchema.parse({
    timeZone: 'Europe/Berlin',
    task: {
      ...{ id: 't', name: 'Mailing', note: '', address: '', deliveryDate: null, deadlineDate: null, state: 50 },
      ...{
        open: true,
        sealed: false,
        certificateGroups: [],
        requiredCertificates: [],
        pricesRevision: 1,
        amendments: [],
        cancelMessage: null,
      },
      ...{ documents: [], currencies: ['EUR', 'CZK'] },
      buyer: { name: 'Einkauf GmbH', address: '', vatNumber: '', phone: '' },
      formats: [
        {
          ...{ ...format, counts: [], runOn: false, revision: 1 },
          ...{ specLines: [], weight: '', personalisation: '', description: '' },
          fallbacks: { weight: null, personalisation: null, description: null },
        },
      ],
    },
    supplier: { id: 's', name: 'Tiskárna Brno', language: 'sk' },
    supplierTask: {
      currency,
      formats: [
        {
          id: 'f',
          price,
          revision: price && 1,
          count: price && 5000,
          scales: [],
          runOnPer1000: null,
          alternative: null,
        },
      ],
      ...{ sum: price, submittedAt: price && 1_800_000_000_000, terms: null, stale: false, staleFormats: [] },
      ...{ complete: price !== null, declined: null },
    },
    questions: [],
    ...{ rank: null, formatRanks: [], partialOffers: 0, position: 0, percentage: 0, preview: false, award: null },
    ...{ rankAt: null, rankUpdatesAt: null, unchanged: false },
  });

freshOfferPage();

// docs/product.md#currencies: the printshop quotes in one of the request's currencies, its prices all in it.
describe('the printshop’s currency picker', () => {
  it('offers the request’s currencies, the first by default, and sends the prices in the one picked', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = offerServer(page('CZK', 2_000_000));
    render(<OfferPage link={link} initial={page('EUR', null)} />);
    const picker = screen.getByRole('combobox', { name: 'Mena Vašej ponuky' }) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).toEqual(['EUR', 'CZK']);
    expect(picker.value).toBe('EUR');
    await user.selectOptions(picker, 'CZK');
    await user.type(screen.getByRole('textbox', { name: /^Leták A5 Cena za celý náklad/ }), '20000');
    // The running total is in the currency picked.
    expect(screen.getAllByText('20 000,00 CZK').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Odoslať ponuku' }));
    expect(sent()).toEqual([{ formats: [{ id: 'f', price: '20000.00', revision: 1, scales: [] }], currency: 'CZK' }]);
  });

  it('shows the currency picked beside every price, the delivery cost and the overs, in the reader’s notation', async () => {
    const user = userEvent.setup({ delay: null });
    render(<OfferPage link={link} initial={page('EUR', null)} />);
    const fields = [
      screen.getByRole('textbox', { name: /^Leták A5 Cena za celý náklad/ }),
      screen.getByRole('textbox', { name: /^Náklady na dopravu/ }),
      screen.getByRole('textbox', { name: /^Cena za 1 000 ks nadnákladu/ }),
    ];
    const units = () => fields.map((field) => field.parentElement!.textContent);
    expect(units()).toEqual(['€', '€', '€']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mena Vašej ponuky' }), 'CZK');
    expect(units()).toEqual(['CZK', 'CZK', 'CZK']);
  });

  it('starts from the currency the printshop quoted in before', () => {
    render(<OfferPage link={link} initial={page('CZK', 2_000_000)} />);
    expect((screen.getByRole('combobox', { name: 'Mena Vašej ponuky' }) as HTMLSelectElement).value).toBe('CZK');
  });
});
