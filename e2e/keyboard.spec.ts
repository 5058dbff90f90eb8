import { expect, test } from './support/fixtures.ts';

// Everything reachable by keyboard with a visible focus; dialogs keep the focus and give it back.
test('the login form works by keyboard alone, with the focus shown', async ({ page, user }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username or e-mail' }).focus();
  await page.keyboard.type(user.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(user.password);
  // The focused field shows it: two pixels of the primary colour around it, as MUI's outline (sign-in/sign-in.css).
  const outline = await page
    .getByLabel('Password', { exact: true })
    .evaluate((el) => getComputedStyle(el.closest('.frame')!).borderWidth);
  expect(outline).toBe('2px');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ua\/dashboard$/);
});

test('a dialog keeps the focus inside while open and gives it back on Escape', async ({ page, account: _ }) => {
  await page.goto('/ua/supplier');
  const add = page.getByRole('button', { name: 'Add printshop' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New printshop' });
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  // A button reached by Tab shows its focus ring (MUI's focus-visible class).
  for (let i = 0; i < 20 && !(await dialog.evaluate(() => document.activeElement?.tagName === 'BUTTON')); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(dialog.locator('button.Mui-focusVisible')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});
