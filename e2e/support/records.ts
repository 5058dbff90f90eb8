import { expect, type Locator, type Page } from '@playwright/test';

/** A text field (or text area) by its label inside a dialog, a group or the page. */
export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** A notice (top right, 3 s) with this text. */
export const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Follows a sidebar link of the user area. */
export async function openFromSidebar(page: Page, navigation: string, link: string): Promise<void> {
  await page.getByRole('navigation', { name: navigation }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: link, level: 1 })).toBeVisible();
}

/** Switches the signed-in user's language on Settings, the way a user does. */
export async function switchToGerman(page: Page): Promise<void> {
  await page.goto('/ua/settings');
  await page.getByLabel('Language').selectOption('de');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Einstellungen gespeichert')).toBeVisible();
}
