import type { Page } from '@playwright/test';

type Visibility = 'visible' | 'hidden';
type Hideable = Window & { setVisibility?: (state: Visibility) => void };

/**
 * Lets a test hide and show `page` as a browser does a tab in the background or a minimised window: a
 * headless browser's pages are always visible. Call before the page loads; `initially` as it opens.
 */
export async function emulateVisibility(page: Page, initially: Visibility = 'visible'): Promise<void> {
  await page.addInitScript((first: Visibility) => {
    let state = first;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
    (window as Hideable).setVisibility = (next) => {
      state = next;
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    };
  }, initially);
}

export async function setVisibility(page: Page, state: Visibility): Promise<void> {
  await page.evaluate((next) => (window as Hideable).setVisibility!(next), state);
}
