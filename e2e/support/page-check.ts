import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe.ts';

export type Language = 'en' | 'de';

/** The warnings and errors the page writes to its console from now until `stop()`: none is expected. */
export function consoleOf(page: Page): { messages: string[]; stop: () => void } {
  const messages: string[] = [];
  const listen = (m: { type: () => string; text: () => string }) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.push(`${m.type()}: ${m.text()}`);
  };
  page.on('console', listen);
  return { messages, stop: () => page.off('console', listen) };
}

/**
 * Opens `url`, waits for its heading and for the page to settle (lazy chunks, queries), then judges it: no
 * serious axe finding and no warning or error in the console.
 */
export async function expectCleanPage(page: Page, url: string, heading: RegExp | string, where: string) {
  const { messages, stop } = consoleOf(page);
  try {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yIssues(page, where);
  } finally {
    stop();
  }
  expect(messages, `console of ${where}`).toEqual([]);
}

/** The staff area's list pages with their headings in `language`; `tasks` (address, heading) go after the list. */
export function staffPages(language: Language, tasks: [string, string][]): [string, string][] {
  const de = language === 'de';
  return [
    ['/ua/dashboard', 'Dashboard'],
    ['/ua/task', de ? 'Anfragen' : 'Tasks'],
    ...tasks,
    ['/ua/supplier', de ? 'Lieferanten' : 'Printshops'],
    ['/ua/format', de ? 'Formate' : 'Formats'],
    ['/ua/team', 'Team'],
  ];
}
