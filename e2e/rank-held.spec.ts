import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { draftTask, offer, sentTask, type Invited } from './support/sent-task.ts';

/** The page as a person sees it (looked at, not compared): in E2E_SHOTS when set, else the test's output folder. */
async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS;
  await page.screenshot({ path: folder ? path.join(folder, name) : test.info().outputPath(name), fullPage: true });
}

// docs/product.md, Rank probing: five changes an hour get a fresh place; the sixth is saved, its place later.
test('a printshop that changes its offer a sixth time within the hour reads that it is saved and when its rank updates', async ({
  page,
  browser,
  account: _,
}) => {
  const task = await sentTask(page.request, 'Mailing Proben', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
  ]);
  const [alpha, bravo] = task.suppliers as [Invited, Invited];
  await offer(page.request, task, bravo, ['950', '450']);
  for (const flyer of ['1000', '990', '980', '970', '960', '900'])
    await offer(page.request, task, alpha, [flyer, '500']);

  for (const [width, locale] of [
    [1280, 'de-DE'],
    [390, 'de-DE'],
  ] as const) {
    const shop = await browser.newPage({ locale, viewport: { width, height: 900 } });
    await shop.goto(alpha.link);
    const status = shop.getByRole('region', { name: 'Stand Ihres Angebots' });
    // The fifth change's place (960 + 500 behind Bravo's 1,400), saved since at 900, and when it updates.
    await expect(status).toContainText('Ihr Angebot: Platz 2 von 2 aktuellen Angeboten.');
    await expect(status).toContainText(/Stand: \d\d:\d\d, bei Ihrer letzten Änderung\./);
    await expect(status).toContainText(
      /Ihr Angebot ist gespeichert\. Ihre Platzierung wird ab \d\d:\d\d Uhr wieder aktualisiert\./,
    );
    await expect(shop.getByRole('textbox', { name: /^Flyer A5 / })).toHaveValue('900,00');
    await expectNoSeriousA11yIssues(shop, `the held rank (${width} px)`);
    await shoot(shop, `rank-held-de-${width}.png`);
    await shop.close();
  }
});

test('the test mail goes to a member picked from the workspace, the signed-in user first', async ({
  page,
  account,
}) => {
  const draft = await draftTask(page.request, 'Mailing Test', [['Druck Alpha', 'de']]);
  await page.goto(`/ua/task/${draft.taskId}`);
  const to = page.getByRole('combobox', { name: 'Test mail to' });
  await expect(to).toHaveValue(account.email);
  await expect(to.getByRole('option')).toHaveText([`${account.username} <${account.email}>`]);
  await page.getByRole('button', { name: 'Test mail' }).click();
  await expect(page.getByText('Test mail sent')).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the test mail picker');
  await to.scrollIntoViewIfNeeded();
  await shoot(page, 'test-mail-en-1280.png');
});
