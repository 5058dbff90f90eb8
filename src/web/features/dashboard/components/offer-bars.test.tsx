import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { OfferBars } from './offer-bars.tsx';

const meter = (name: string) => screen.getByRole('meter', { name });
const width = (name: string) => parseFloat(getComputedStyle(meter(name).firstElementChild!).width);

// docs/product.md#dashboard-and-task-list: the bars start under the lowest total, so that 2 % shows.
describe('the bars of a card’s offers', () => {
  const offers = [
    { name: 'Druck Alpha', sum: 1_000_00, complete: true },
    { name: 'Print Bravo', sum: 1_020_00, complete: true },
    { name: 'Druck Charlie', sum: 1_100_00, complete: true },
  ];

  it('do not start at zero: a 2 % dearer offer has a clearly shorter bar, and the chart says where they start', async () => {
    await renderPage(<OfferBars offers={offers} currency="EUR" />);
    expect(screen.getByText('Bars start at €950.00')).toBeTruthy();
    expect(meter('Druck Alpha').getAttribute('aria-valuemin')).toBe('95000');
    expect(width('Druck Charlie')).toBe(100);
    // From zero they would be 93 % and 91 % of Charlie's: hard to tell apart.
    expect(width('Print Bravo')).toBeCloseTo(46.7, 1);
    expect(width('Druck Alpha')).toBeCloseTo(33.3, 1);
  });

  it('print each total and how far it lies above the lowest, for screen readers too', async () => {
    await renderPage(<OfferBars offers={offers} currency="EUR" />);
    expect(screen.getByText('€1,020.00')).toBeTruthy();
    expect(screen.getByText('+2.0 %')).toBeTruthy();
    expect(screen.getByText('+10 %')).toBeTruthy();
    expect(meter('Druck Alpha').getAttribute('aria-valuetext')).toBe('€1,000.00');
    expect(meter('Print Bravo').getAttribute('aria-valuetext')).toBe('€1,020.00, 2.0 % above the lowest');
  });

  it('say the same in German, and give no percent to a partial offer', async () => {
    const partial = { name: 'Tlač Delta', sum: 400_00, complete: false };
    await renderPage(<OfferBars offers={[...offers.slice(0, 2), partial]} currency="EUR" />, { language: 'de' });
    expect(meter('Print Bravo').getAttribute('aria-valuetext')).toBe('1.020,00\u00a0€, 2,0 % über dem niedrigsten');
    expect(meter('Tlač Delta (Teilangebot)').getAttribute('aria-valuetext')).toBe('400,00\u00a0€');
    // Far apart: from zero.
    expect(screen.queryByText(/Balken beginnen/)).toBeNull();
  });

  it('print the totals in the task’s currency', async () => {
    await renderPage(<OfferBars offers={offers} currency="CZK" />);
    expect(screen.getByText('CZK 1,020.00')).toBeTruthy();
    expect(screen.getByText('Bars start at CZK 950.00')).toBeTruthy();
  });
});
