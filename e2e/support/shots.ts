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

/**
 * The page as a person scrolls through it, when E2E_SHOTS names a folder: one screenshot per screenful
 * (`name-1.png`, `name-2.png`, …, at most `screens`), so a tall phone page stays readable and what is fixed to
 * the screen (an app bar, a sticky total) shows where the person sees it.
 */
export async function shootPage(page: Page, name: string, screens = 8): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const { height } = page.viewportSize()!;
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let n = 1; n <= Math.min(screens, Math.ceil(total / height)); n++) {
    await page.evaluate((y) => window.scrollTo(0, y), (n - 1) * height);
    await page.screenshot({ path: path.join(folder, `${name}-${n}.png`) });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
