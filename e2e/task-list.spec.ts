import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { accept, draftTask, offer, sentTask } from './support/sent-task.ts';
import { saveLanguage } from './support/tasks.ts';

/** Three tasks of one workspace: one awarded, one with a single offer, one draft. */
async function threeTasks(page: Page) {
  const autumn = await sentTask(page.request, 'Herbstmailing', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
  ]);
  await offer(page.request, autumn, autumn.suppliers[0]!, ['100', '300']);
  await offer(page.request, autumn, autumn.suppliers[1]!, ['150', '300']);
  await accept(page.request, autumn, autumn.suppliers[0]!);
  const winter = await sentTask(page.request, 'Wintermailing Äpfel', [
    ['Druck Charlie', 'de'],
    ['Druck Delta', 'de'],
    ['Print Echo', 'en'],
  ]);
  await offer(page.request, winter, winter.suppliers[1]!, ['90,50', '200']);
  await draftTask(page.request, 'Katalog 2027', []);
}

test('the buyer searches and filters the task list, reloads, and the filters stay; each row says where the task is', async ({
  page,
  signedIn: _,
}) => {
  test.slow();
  await threeTasks(page);
  await page.goto('/ua/task');
  const table = page.getByRole('table', { name: 'Your tasks' });
  const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(row('Herbstmailing')).toContainText('Awarded');
  await expect(row('Herbstmailing')).toContainText('2 / 2');
  await expect(row('Herbstmailing')).toContainText('€400.00');
  await expect(row('Herbstmailing')).toContainText('Druck Alpha');
  await expect(row('Herbstmailing')).toContainText(/\d\d\/\d\d\/\d{4} · in 10 days/);
  await expect(row('Wintermailing Äpfel')).toContainText('Open');
  // Sent to all five printshops of the workspace by then.
  await expect(row('Wintermailing Äpfel')).toContainText('1 / 5');
  await expect(row('Wintermailing Äpfel')).toContainText('€290.50');
  await expect(row('Katalog 2027')).toContainText('0 / 0');

  // Searched in another case, umlaut and all, then narrowed to open tasks.
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('äPFEL');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Open' });
  await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Deadline, nearest first' });
  await expect(page).toHaveURL(/\?q=%C3%A4PFEL&state=sent&sort=deadline$/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('äPFEL');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('sent');
  await expect(page.getByRole('combobox', { name: 'Order' })).toHaveValue('deadline');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row('Wintermailing Äpfel')).toBeVisible();

  // Nothing awarded matches "äpfel": the list says so and clears the filters on request.
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Awarded' });
  await expect(page.getByText('No task matches')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/ua\/task$/);
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
  await expect(table.getByRole('row')).toHaveCount(4);

  // The name opens the task.
  await row('Herbstmailing').getByRole('link', { name: 'Herbstmailing' }).click();
  await expect(page.getByRole('heading', { name: 'Herbstmailing', level: 1 })).toBeVisible();
});

/** Saved under test-results/ (or E2E_SHOTS) to be looked at, not compared. */
async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS ?? path.join('test-results', 'task-list');
  await page.screenshot({ path: path.join(folder, name), fullPage: true });
}

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`the task list has no serious accessibility issue (${width} px, en, de)`, async ({ page, signedIn: _ }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    await threeTasks(page);
    for (const language of ['en', 'de'] as const) {
      const de = language === 'de';
      await saveLanguage(page.request, language);
      await page.goto('/ua/task');
      await expect(page.getByRole('link', { name: 'Wintermailing Äpfel' })).toBeVisible();
      // The deadline is in view on a phone too.
      await expect(page.getByText(de ? 'in 10 Tagen' : 'in 10 days').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yIssues(page, `the task list (${width} px, ${language})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(page, `task-list-${language}-${width}.png`);

      await page.getByRole('searchbox', { name: de ? 'Nach Namen suchen' : 'Search by name' }).fill('nichts');
      await expect(page.getByText(de ? 'Keine Anfrage passt' : 'No task matches')).toBeVisible();
      await expectNoSeriousA11yIssues(page, `the task list, nothing found (${width} px, ${language})`);
      await shoot(page, `task-list-${language}-${width}-none.png`);
    }
  });
}
