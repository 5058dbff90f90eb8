import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A screenshot of the page's region named `region` when E2E_SHOTS names a folder (they are looked at, not
 * compared), its top below the fixed app bar, which would otherwise cover the title.
 */
export async function shootRegion(page: Page, region: RegExp, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const section = page.getByRole('region', { name: region });
  await section.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
  await section.screenshot({ path: path.join(folder, name) });
}
