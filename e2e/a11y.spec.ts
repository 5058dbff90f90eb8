import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { consoleOf, expectCleanPage, staffPages } from './support/page-check.ts';
import { offer, sentTask } from './support/sent-task.ts';

// Every staff and printshop page, in English and German, checked by axe-core once it has its content.
test.describe.configure({ timeout: 120_000 });

const LANGUAGES = ['en', 'de'] as const;

for (const language of LANGUAGES) {
  test(`sign-in pages have no serious accessibility issue (${language})`, async ({ page }) => {
    const home = consoleOf(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForLoadState('networkidle');
    home.stop();
    expect(home.messages, 'console of /').toEqual([]);
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
      await expectCleanPage(page, `/${path}`, title, `/${path} (${language})`);
    }
    await expectCleanPage(page, '/mailbox', language === 'de' ? 'Postfach' : 'Mailbox', `/mailbox (${language})`);
  });

  test(`staff pages have no serious accessibility issue (${language})`, async ({ page, account: _ }) => {
    const task = await sentTask(page.request, 'Mailing Barrierefrei', [
      ['Druck Alpha', 'de'],
      ['Print Bravo', 'en'],
    ]);
    await offer(page.request, task, task.suppliers[0]!, ['1000', '500']);
    const settings = await page.request.post('/api/account/settings', { data: { language, signature: '' } });
    expect(settings.ok()).toBe(true);
    const de = language === 'de';
    const pages: [string, string][] = [
      ...staffPages(language, [[`/ua/task/${task.taskId}`, 'Mailing Barrierefrei']]),
      ['/ua/settings', de ? 'Einstellungen' : 'Settings'],
      ['/ua/mailbox', de ? 'Postfach' : 'Mailbox'],
    ];
    for (const [url, title] of pages) await expectCleanPage(page, url, title, `${url} (${language})`);
  });
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the printshop's page has no serious accessibility issue (${name}, de, en, sk)`, async ({
    page,
    browser,
    account: _,
  }) => {
    const task = await sentTask(page.request, 'Mailing Lieferant', [
      ['Druck Alpha', 'de'],
      ['Print Bravo', 'en'],
      ['Tlačiareň Cyril', 'sk'],
    ]);
    await offer(page.request, task, task.suppliers[1]!, ['900', '400']);
    const shop = await browser.newPage({ viewport });
    for (const s of task.suppliers) {
      await shop.goto(s.link);
      await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
      await shop.waitForLoadState('networkidle');
      await expectNoSeriousA11yIssues(shop, `the printshop page of ${s.name} (${name})`);
    }
    await shop.close();
  });
}
