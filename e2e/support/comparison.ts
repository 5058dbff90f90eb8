import type { Locator } from '@playwright/test';

/**
 * The cells under a printshop's head in the comparison (formats as rows, printshops as columns), top to bottom:
 * each quantity's and run-on's price, then the total last. Below VIRTUAL_FROM printshops every column renders.
 */
export async function columnOf(table: Locator, name: RegExp): Promise<Locator> {
  const index = await table
    .getByRole('columnheader', { name })
    .evaluate((th) => (th as HTMLTableCellElement).cellIndex + 1);
  return table.locator(`tbody tr:has(> th[scope="row"]) > :nth-child(${index}), tfoot tr > :nth-child(${index})`);
}
