import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { OFFER_TOKEN_HEADER } from '../src/shared/offer-link.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { sentTask, type Invited, type SentTask } from './support/sent-task.ts';
import { saveLanguage } from './support/tasks.ts';

test.describe.configure({ timeout: 120_000 });

// Without the workspace stream the bell would read its count again only after a minute (its fallback poll):
// each expectation below waits 20 s at most, so what it sees came through the stream (docs/decisions/022).
const LIVE = { timeout: 20_000 };

async function ask(request: APIRequestContext, sent: SentTask, shop: Invited, text: string) {
  const url = `/api/pub/tasks/${sent.taskId}/${shop.id}/questions`;
  const response = await request.put(url, { headers: { [OFFER_TOKEN_HEADER]: shop.token }, data: { text } });
  expect(response.ok()).toBe(true);
}

/** The page as a person sees it (looked at, not compared): in E2E_SHOTS when set, else the test's output folder. */
async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS;
  await page.screenshot({ path: folder ? path.join(folder, name) : test.info().outputPath(name) });
}

test('the bell counts a question asked while the page is open and leads to it', async ({ page, account: _ }) => {
  const sent = await sentTask(page.request, 'Mailing Glocke', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
  ]);
  const [alpha, bravo] = sent.suppliers as [Invited, Invited];
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/live'));
  await page.goto('/ua/dashboard');
  await stream;
  const bell = (name: string | RegExp) => page.getByRole('button', { name });
  await expect(bell('Notifications, none unread')).toBeVisible();

  await ask(page.request, sent, alpha, 'Matt or glossy?');
  await expect(bell('Notifications, 1 unread')).toBeVisible(LIVE);
  await bell('Notifications, 1 unread').click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  const item = list.getByRole('link', { name: /Druck Alpha asked a question\..*Mailing Glocke/ });
  await expect(item).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the notifications list (en)');
  await shoot(page, 'bell-en-1280.png');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/ua/task/${sent.taskId}/questions$`));
  await expect(page.getByRole('region', { name: 'Questions' }).getByText('Matt or glossy?')).toBeVisible();
  await expect(bell('Notifications, none unread')).toBeVisible();

  // The owner watches the task; the switch says so and can stop it.
  const watch = page.getByRole('switch', { name: 'Watch this task' });
  await expect(watch).toBeChecked();
  await expectNoSeriousA11yIssues(page, 'the task page with the watch switch (en)');
  await watch.click();
  await expect(watch).not.toBeChecked();
  await watch.click();
  await expect(watch).toBeChecked();

  // The preference, in the settings.
  await page.goto('/ua/settings');
  const digest = page.getByRole('radio', { name: /A daily summary at 08:00/ });
  await expect(page.getByRole('radio', { name: 'Each at once' })).toBeChecked();
  await digest.click();
  await expect(digest).toBeChecked();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(digest).toBeChecked();
  await expectNoSeriousA11yIssues(page, 'the settings page (en)');

  // German, and on a phone.
  await saveLanguage(page.request, 'de');
  const streams = page.waitForResponse((r) => r.url().endsWith('/api/live'));
  await page.goto('/ua/dashboard');
  await streams;
  await expect(bell('Benachrichtigungen, keine ungelesen')).toBeVisible();
  await ask(page.request, sent, bravo, 'Welches Papier?');
  await expect(bell('Benachrichtigungen, 1 ungelesen')).toBeVisible(LIVE);
  await bell('Benachrichtigungen, 1 ungelesen').click();
  const liste = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  await expect(liste.getByRole('link', { name: /Print Bravo hat eine Frage gestellt\./ })).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the notifications list (de)');
  await shoot(page, 'bell-de-1280.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'bell-de-390.png');
  await liste.getByRole('button', { name: 'Alle als gelesen markieren' }).click();
  await expect(liste.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeDisabled();
  await expect(liste.getByText(/Ungelesen$/)).toHaveCount(0);
  // The focus stays in the list, so Escape closes it.
  await expect(liste.getByRole('heading', { name: 'Benachrichtigungen' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(bell('Benachrichtigungen, keine ungelesen')).toBeVisible();
  await page.goto(`/ua/task/${sent.taskId}/questions`);
  await expect(page.getByRole('switch', { name: 'Anfrage beobachten' })).toBeChecked();
  await shoot(page, 'task-de-390.png');
  await page.goto('/ua/settings');
  await expect(page.getByRole('radio', { name: /Eine tägliche Zusammenfassung/ })).toBeChecked();
  await shoot(page, 'settings-de-390.png');
  await saveLanguage(page.request, 'en');
  await page.goto('/ua/dashboard');
  await bell('Notifications, none unread').click();
  await shoot(page, 'bell-en-390.png');
  await page.keyboard.press('Escape');
  await page.goto('/ua/settings');
  await shoot(page, 'settings-en-390.png');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'settings-en-1280.png');
  await page.goto(`/ua/task/${sent.taskId}/questions`);
  await shoot(page, 'task-en-1280.png');
});
