import { BASE_COMPARISON } from '../../../test/offers.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { renderPage } from '../../../test/render.tsx';
import { ExportButtons } from './export-buttons.tsx';

const comparison: Comparison = {
  ...BASE_COMPARISON,
  ...{
    currency: 'EUR',
    rates: {},
    opening: null,
    formats: [],
    lowest: [],
    lowestScales: [],
    lowestRunOn: [],
    outliers: [],
    awards: [],
    offers: [],
  },
  ...{ references: [], declined: [] },
};

describe('the comparison’s downloads', () => {
  it('says which separator and decimal mark the CSV has: commas and a point in English', async () => {
    await renderPage(<ExportButtons taskId="t1" comparison={comparison} />);
    const href = async (name: string) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await href('CSV (commas, decimal point)')).toBe('/api/tasks/t1/offers.csv');
    expect(await href('Download XLSX')).toBe('/api/tasks/t1/offers.xlsx');
  });

  it('says semicolons and a decimal comma in German', async () => {
    await renderPage(<ExportButtons taskId="t1" comparison={comparison} />, { language: 'de' });
    const csv = await screen.findByRole('link', { name: 'CSV (Semikolons, Dezimalkomma)' });
    expect(csv.getAttribute('href')).toBe('/api/tasks/t1/offers.csv');
  });
});
