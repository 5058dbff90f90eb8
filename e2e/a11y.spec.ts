import type { Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { offer, sentTender } from './support/tender.ts';

// Every page of issue 15's list, in English and German, checked by axe-core once it has its content.
test.describe.configure({ timeout: 120_000 });

const LANGUAGES = ['en', 'de'] as const;

/** Warnings and errors the page wrote to the console: none is expected on any page (issue 15). */
function consoleOf(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.push(`${m.type()}: ${m.text()}`);
  });
  return messages;
}

async function check(page: Page, url: string, ready: RegExp | string, where: string) {
  const messages = consoleOf(page);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
  // The page has settled (lazy chunks, queries) before it is judged.
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yIssues(page, where);
  expect(messages, `console of ${where}`).toEqual([]);
}

for (const language of LANGUAGES) {
  test(`sign-in pages have no serious accessibility issue (${language})`, async ({ page }) => {
    const home = consoleOf(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForLoadState('networkidle');
    expect(home, 'console of /').toEqual([]);
    if (language === 'de') await page.getByRole('button', { name: 'Deutsch' }).click();
    const titles = {
      en: {
        login: 'Log in',
        register: 'Create an account',
        activate: 'Activate your account',
        forgot: 'Forgot password',
      },
      de: { login: 'Anmelden', register: 'Konto anlegen', activate: 'Konto aktivieren', forgot: 'Passwort vergessen' },
    }[language];
    for (const [path, title] of Object.entries(titles)) {
      await check(page, `/${path}`, title, `/${path} (${language})`);
    }
    await check(page, '/mailbox', language === 'de' ? 'Postfach' : 'Mailbox', `/mailbox (${language})`);
  });

  test(`staff pages have no serious accessibility issue (${language})`, async ({ page, signedIn: _ }) => {
    const tender = await sentTender(page.request, 'Mailing Barrierefrei', [
      ['Druck Alpha', 'de'],
      ['Print Bravo', 'en'],
    ]);
    await offer(page.request, tender, tender.suppliers[0]!, ['1000', '500']);
    const settings = await page.request.post('/api/account/settings', { data: { language, signature: '' } });
    expect(settings.ok()).toBe(true);
    const de = language === 'de';
    const pages: [string, string][] = [
      ['/ua/dashboard', 'Dashboard'],
      ['/ua/task', de ? 'Anfragen' : 'Tasks'],
      [`/ua/task/${tender.taskId}`, 'Mailing Barrierefrei'],
      ['/ua/supplier', de ? 'Lieferanten' : 'Printshops'],
      ['/ua/format', de ? 'Formate' : 'Formats'],
      ['/ua/team', 'Team'],
      ['/ua/settings', de ? 'Einstellungen' : 'Settings'],
      ['/ua/mailbox', de ? 'Postfach' : 'Mailbox'],
    ];
    for (const [url, title] of pages) await check(page, url, title, `${url} (${language})`);
  });
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the printshop's page has no serious accessibility issue (${name}, de, en, sk)`, async ({
    page,
    browser,
    signedIn: _,
  }) => {
    const tender = await sentTender(page.request, 'Mailing Lieferant', [
      ['Druck Alpha', 'de'],
      ['Print Bravo', 'en'],
      ['Tlačiareň Cyril', 'sk'],
    ]);
    await offer(page.request, tender, tender.suppliers[1]!, ['900', '400']);
    const shop = await browser.newPage({ viewport });
    for (const s of tender.suppliers) {
      await shop.goto(s.link);
      await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
      await shop.waitForLoadState('networkidle');
      await expectNoSeriousA11yIssues(shop, `the printshop page of ${s.name} (${name})`);
    }
    await shop.close();
  });
}
