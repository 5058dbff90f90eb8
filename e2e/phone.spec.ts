import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('on a phone the sidebar slides over the page and closes after a choice', async ({ page, signedIn: _signedIn }) => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await nav.getByRole('link', { name: /Mailbox/ }).click();
  await expect(page).toHaveURL(/\/ua\/mailbox$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Mailbox', level: 1 })).toBeVisible();

  // One pane at a time: the chosen mail replaces the list, and "back" returns to it.
  await page
    .getByRole('link', { name: /activation code/ })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Mails, newest first' })).toBeHidden();
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page.getByRole('region', { name: 'Mails, newest first' })).toBeVisible();
});
