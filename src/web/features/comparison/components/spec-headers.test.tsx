import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { SpecInputSchema } from '../../../../shared/schemas/spec.ts';
import { pricedOffer, BASE_COMPARISON } from '../../../test/offers.ts';
import { renderPage } from '../../../test/render.tsx';
import { testTask } from '../../../test/tasks.ts';
import { ComparisonSection } from './comparison-section.tsx';

// docs/product.md#comparison: a format's structured spec heads its row in the reader's language, one line of its
// values; a format of free texts has none.
const brochure = SpecInputSchema.parse({
  product: 'brochure',
  size: { name: 'A4' },
  pages: 32,
  colors: { front: { process: 'cmyk' }, back: { process: 'cmyk' } },
  papers: [{ part: 'all', kind: 'coated-matt', grammage: 135 }],
  binding: 'saddle-stitch',
});

const comparison: Comparison = {
  ...BASE_COMPARISON,
  opening: null,
  formats: [
    { id: 'cat', title: 'Katalog', count: 2000, counts: [], runOn: false, addedAt: null, spec: brochure },
    { id: 'flyer', title: 'Flyer', count: 5000, counts: [], runOn: false, addedAt: null, spec: null },
  ],
  lowest: [],
  lowestScales: [],
  lowestRunOn: [],
  outliers: [],
  awards: [],
  offers: [pricedOffer('Beta Print', { cat: 900, flyer: 300 }, { complete: true })],
  references: [],
  declined: [],
  currency: 'EUR',
  rates: {},
};

async function rowHeader(language: 'en' | 'de', title: string) {
  await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, {
    language,
    api: { 'GET /tasks/t1/offers': comparison },
  });
  const table = await screen.findByRole('table', {
    name: language === 'en' ? 'Prices per format and printshop' : /^Preise/,
  });
  return within(table).getByRole('rowheader', { name: new RegExp(`^${title}`) });
}

describe('the comparison names each format’s spec', () => {
  it('in English, under the title', async () => {
    const header = await rowHeader('en', 'Katalog');
    expect(header.textContent).toContain('Brochure · A4 (210 × 297 mm) · 32 · 4/4 (CMYK both sides)');
    expect(header.textContent).toContain('saddle stitched');
    expect((await rowHeader('en', 'Flyer')).textContent).not.toContain('·');
  });

  it('in German', async () => {
    const header = await rowHeader('de', 'Katalog');
    expect(header.textContent).toContain('Broschüre · A4 (210 × 297 mm)');
    expect(header.textContent).toContain('Rückstichheftung');
  });
});
