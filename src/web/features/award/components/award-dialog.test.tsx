import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../shared/money.ts';
import type { AwardBody, AwardPreview } from '../../../../shared/schemas/award.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { reply } from '../../../test/api.ts';
import { BASE_COMPARISON } from '../../../test/offers.ts';
import { renderPage } from '../../../test/render.tsx';
import { AwardDialog } from './award-dialog.tsx';

const entry = (id: string, price: number) => ({ id, price, scales: [], runOnPer1000: null, alternative: null });
const offer = (supplierId: string, name: string, flyer: number, brief: number, deliveryCost: number) => ({
  supplierId,
  name,
  deleted: false,
  stale: false,
  staleFormats: [],
  sum: flyer + brief + deliveryCost,
  prices: [entry('flyer', flyer), entry('brief', brief)],
  terms: { deliveryCost },
  currency: 'EUR',
  rate: 1,
  score: null,
  formatScores: [],
});
// The buyer's case: Beta is 65 € cheaper on the Brief, and its delivery costs 280 €.
const comparison = {
  ...BASE_COMPARISON,
  opening: null,
  formats: [
    { id: 'flyer', title: 'Flyer A5', count: 5000, counts: [], runOn: false },
    { id: 'brief', title: 'Brief DIN lang', count: 2000, counts: [], runOn: false },
  ],
  offers: [offer('a', 'Alpha', 500_000, 267_500, 0), offer('b', 'Beta', 510_000, 261_000, 28_000)],
  // As the server marks them: Alpha is lowest incl. delivery on both formats, though Beta's Brief is cheaper.
  lowest: [
    { id: 'flyer', price: 500_000, landed: 500_000, supplierIds: ['a'] },
    { id: 'brief', price: 267_500, landed: 267_500, supplierIds: ['a'] },
  ],
  lowestScales: [],
  lowestRunOn: [],
  outliers: [],
  awards: [],
} as unknown as Comparison;

const order = (supplierId: string, formats: [string, number, number][], delivery: number) => ({
  supplierId,
  formats: formats.map(([formatId, count, price]) => ({ formatId, count, price })),
  delivery,
  total: formats.reduce((sum, [, , price]) => sum + price, delivery),
  currency: 'EUR' as const,
  quotedTotal: formats.reduce((sum, [, , price]) => sum + price, delivery),
});
const whole: AwardPreview = {
  currency: 'EUR',
  total: 767_500,
  perSupplier: [
    order(
      'a',
      [
        ['flyer', 5000, 500_000],
        ['brief', 2000, 267_500],
      ],
      0,
    ),
  ],
  bestSingle: { supplierId: 'a', total: 767_500 },
  saving: 0,
};
const split: AwardPreview = {
  currency: 'EUR',
  total: 789_000,
  perSupplier: [order('a', [['flyer', 5000, 500_000]], 0), order('b', [['brief', 2000, 261_000]], 28_000)],
  bestSingle: { supplierId: 'a', total: 767_500 },
  saving: -21_500,
};

/** What the server answers: the whole task to Alpha, or the split. */
const answer = (body: unknown) => ((body as AwardBody).awards.some((a) => a.supplierId === 'b') ? split : whole);

const money = (cents: number) => formatMoney(cents, 'EUR', 'en');
/** The figures the dialog shows, in order. */
const figures = () =>
  [...document.querySelectorAll('[role="dialog"] dl dd')].map((dd) => dd.textContent).filter((text) => text !== '');
/** The figures of a preview, in the order the dialog lists them. */
const expected = (p: AwardPreview) => [
  ...p.perSupplier.flatMap((o) => [...o.formats.map((f) => money(f.price)), money(o.delivery), money(o.total)]),
  money(p.total),
  ...(p.bestSingle ? [money(p.bestSingle.total)] : []),
];

const open = (api: Record<string, unknown>) =>
  renderPage(<AwardDialog comparison={comparison} taskId="t1" open onClose={() => {}} />, { api });

describe('the award dialog', () => {
  it('suggests by landed cost and shows exactly the figures the server counted', async () => {
    const { user, server } = await open({ 'POST /tasks/t1/award/preview': answer });
    await screen.findByText('Total of this award, incl. delivery');
    // Beta's lower Brief price does not pay for its delivery: both formats to Alpha.
    expect(server.sent('POST /tasks/t1/award/preview')).toEqual([
      {
        awards: [
          { formatId: 'flyer', supplierId: 'a', count: 5000, alternative: false },
          { formatId: 'brief', supplierId: 'a', count: 2000, alternative: false },
        ],
        notifyOthers: true,
      },
    ]);
    expect(figures()).toEqual(expected(whole));
    expect(screen.getByText(`Saving against the best single printshop: ${money(0)}`)).toBeTruthy();

    const brief = screen.getByRole('group', { name: /^Brief DIN lang/ });
    await user.selectOptions(within(brief).getByLabelText('Printshop'), 'b');
    await screen.findByText(`Costs ${money(21_500)} more than the best single printshop`);
    expect(figures()).toEqual(expected(split));
    expect(screen.getByText('Best single printshop (Alpha), incl. delivery')).toBeTruthy();
    // Beta is not the Brief's lowest, but the task ranks by the price alone: no reason is asked.
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('textbox', { name: /Why this printshop\?/ })).toBeNull();
  });

  it('says while it counts, and when the server refuses the award, and offers no way on', async () => {
    const refusal = reply(409, { code: 'SUPPLIER_DELETED', message: 'Beta was deleted.' });
    await open({ 'POST /tasks/t1/award/preview': () => refusal });
    expect(await screen.findByText(/^The award could not be counted: /)).toBeTruthy();
    expect(screen.queryByText('Total of this award, incl. delivery')).toBeNull();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the counting state until the answer arrives', async () => {
    let release: () => void = () => {};
    const later = new Promise<void>((resolve) => (release = resolve));
    await open({ 'POST /tasks/t1/award/preview': async (body: unknown) => (await later, answer(body)) });
    expect((await screen.findByRole('status')).textContent).toBe('Counting the award…');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await screen.findByText('Total of this award, incl. delivery');
    expect(figures()).toEqual(expected(whole));
  });

  it('offers a format only to the printshops that priced it, and suggests nobody for a format they left out', async () => {
    // Gamma prices only the Brief, cheapest there: the suggestion gives it the Brief, never the Flyer.
    const gamma = { ...offer('c', 'Gamma', 0, 200_000, 0), prices: [entry('brief', 200_000)], complete: false };
    const partial = { ...comparison, offers: [...comparison.offers, gamma] } as Comparison;
    const { server } = await renderPage(<AwardDialog comparison={partial} taskId="t1" open onClose={() => {}} />, {
      api: { 'POST /tasks/t1/award/preview': () => split },
    });
    await screen.findByText('Total of this award, incl. delivery');
    expect((server.sent('POST /tasks/t1/award/preview')[0] as AwardBody).awards).toEqual([
      { formatId: 'flyer', supplierId: 'a', count: 5000, alternative: false },
      { formatId: 'brief', supplierId: 'c', count: 2000, alternative: false },
    ]);
    const choices = (name: RegExp) =>
      within(within(screen.getByRole('group', { name })).getByLabelText('Printshop'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(choices(/^Flyer A5/)).toEqual(['Alpha – lowest incl. delivery', 'Beta']);
    // Cheapest incl. delivery first: Beta's 2,610 € and 280 € delivery after Alpha's 2,675 € delivered free.
    expect(choices(/^Brief DIN lang/)).toEqual(['Gamma', 'Alpha – lowest incl. delivery', 'Beta']);
  });

  it('says of a format nobody priced that it holds the award up, with no empty choice', async () => {
    // Both printshops priced the Flyer alone.
    const flyerOnly = (o: (typeof comparison.offers)[number]) => ({ ...o, prices: [o.prices[0]!], complete: false });
    const unpriced = { ...comparison, offers: comparison.offers.map(flyerOnly) } as Comparison;
    await renderPage(<AwardDialog comparison={unpriced} taskId="t1" open onClose={() => {}} />, { api: {} });
    const brief = screen.getByRole('group', { name: /^Brief DIN lang/ });
    expect(within(brief).getByRole('alert').textContent).toContain(
      'No printshop has a current price for this format, so the award cannot go on.',
    );
    expect(within(brief).queryByLabelText('Printshop')).toBeNull();
    expect(within(screen.getByRole('group', { name: /^Flyer A5/ })).queryByLabelText('Printshop')).not.toBeNull();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names a flagged price where it is chosen, and says when the best single printshop’s total rests on one', async () => {
    // Beta typed 51,000 € for its flyer: flagged far above Alpha's 5,000 € (and Gamma's 5,100 €).
    const gamma = { ...offer('c', 'Gamma', 510_000, 270_000, 0) };
    const typo = {
      ...comparison,
      offers: [
        comparison.offers[0],
        { ...comparison.offers[1], prices: [entry('flyer', 5_100_000), entry('brief', 261_000)] },
        gamma,
      ],
      outliers: [{ supplierId: 'b', formatId: 'flyer' }],
    } as Comparison;
    const bestBeta = { ...whole, bestSingle: { supplierId: 'b', total: 767_500 } };
    const { user } = await renderPage(<AwardDialog comparison={typo} taskId="t1" open onClose={() => {}} />, {
      api: { 'POST /tasks/t1/award/preview': () => bestBeta },
    });
    await screen.findByText('Total of this award, incl. delivery');
    const flyer = screen.getByRole('group', { name: /^Flyer A5/ });
    expect(
      within(within(flyer).getByLabelText('Printshop'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alpha – lowest incl. delivery', 'Gamma', 'Beta – far above the others — typo?']);
    expect(within(flyer).queryByRole('alert')).toBeNull();
    await user.selectOptions(within(flyer).getByLabelText('Printshop'), 'b');
    expect(within(flyer).getByRole('alert').textContent).toBe(
      'The price of Beta for Flyer A5 is far above the others’ — a typo? Check it with the printshop before you award it.',
    );
    expect(
      await screen.findByText('The best single printshop’s total holds a price far above the others — typo?'),
    ).toBeTruthy();
  });

  it('weighs an offer in another currency in the task’s and shows its own price with the task’s beside it', async () => {
    // Tiskárna's Flyer, 110,000 CZK at 0.04 €, is 4,400 € against Alpha's 5,000 €; its Brief, 2,800 €, is dearer.
    const czech = { ...offer('d', 'Tiskárna', 11_000_000, 7_000_000, 0), currency: 'CZK', rate: 0.04 };
    const mixed = {
      ...comparison,
      currency: 'EUR',
      rates: { CZK: 0.04 },
      offers: [{ ...comparison.offers[0], currency: 'EUR', rate: 1 }, czech],
      lowest: [
        { id: 'flyer', price: 440_000, landed: 440_000, supplierIds: ['d'] },
        { id: 'brief', price: 267_500, landed: 267_500, supplierIds: ['a'] },
      ],
    } as Comparison;
    const preview: AwardPreview = {
      currency: 'EUR',
      total: 707_500,
      perSupplier: [
        { ...order('d', [['flyer', 5000, 440_000]], 0), currency: 'CZK', quotedTotal: 11_000_000 },
        order('a', [['brief', 2000, 267_500]], 0),
      ],
      bestSingle: { supplierId: 'd', total: 720_000 },
      saving: 12_500,
    };
    const { server } = await renderPage(<AwardDialog comparison={mixed} taskId="t1" open onClose={() => {}} />, {
      api: { 'POST /tasks/t1/award/preview': () => preview },
    });
    await screen.findByText('Total of this award, incl. delivery');
    expect((server.sent('POST /tasks/t1/award/preview')[0] as AwardBody).awards).toEqual([
      { formatId: 'flyer', supplierId: 'd', count: 5000, alternative: false },
      { formatId: 'brief', supplierId: 'a', count: 2000, alternative: false },
    ]);
    const czk = formatMoney(11_000_000, 'CZK', 'en');
    const flyer = screen.getByRole('group', { name: /^Flyer A5/ });
    expect(within(flyer).getByRole('option', { name: `5,000 pieces – ${czk} (≈ ${money(440_000)})` })).toBeTruthy();
    expect(
      within(within(flyer).getByLabelText('Printshop'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tiskárna – lowest incl. delivery', 'Alpha']);
    // Tiskárna's order in its own currency, the award's figures in the task's.
    expect(figures()).toContain(`${czk} (≈ ${money(440_000)})`);
    expect(figures().at(-2)).toBe(money(707_500));
  });

  it('says so in German', async () => {
    const typo = { ...comparison, outliers: [{ supplierId: 'a', formatId: 'flyer' }] } as Comparison;
    await renderPage(<AwardDialog comparison={typo} taskId="t1" open onClose={() => {}} />, {
      api: { 'POST /tasks/t1/award/preview': answer },
      language: 'de',
    });
    await screen.findByText('Summe dieses Zuschlags inkl. Lieferkosten');
    const flyer = screen.getByRole('group', { name: /^Flyer A5/ });
    expect(within(flyer).getByRole('alert').textContent).toBe(
      'Der Preis von Alpha für Flyer A5 liegt weit über denen der anderen – ein Tippfehler? Klären Sie ihn mit dem Lieferanten, bevor Sie den Zuschlag erteilen.',
    );
    expect(screen.getByText(/^Flyer A5: 5\.000 Stück – weit über den anderen – Tippfehler\?$/)).toBeTruthy();
    expect(
      screen.getByText(
        'Die Summe des besten einzelnen Lieferanten enthält einen Preis weit über den anderen – Tippfehler?',
      ),
    ).toBeTruthy();
  });
});

describe('the award dialog with versions', () => {
  it('names a format’s versions beside its quantity (docs/product.md#versions)', async () => {
    const versions = Array.from({ length: 8 }, (_, i) => ({ name: `Name ${i + 1}`, count: 250 }));
    const [flyer, brief] = comparison.formats;
    const withVersions = { ...comparison, formats: [{ ...flyer!, versions, versionChangePrice: true }, brief!] };
    await renderPage(<AwardDialog comparison={withVersions} taskId="t1" open onClose={() => {}} />, {
      api: { 'POST /tasks/t1/award/preview': answer },
    });
    await screen.findByText('Total of this award, incl. delivery');
    expect(screen.getByRole('heading', { name: 'Flyer A5 · Quantity 5,000 · 8 versions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Brief DIN lang · Quantity 2,000' })).toBeTruthy();
  });
});
