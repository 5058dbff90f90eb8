import { expect, test } from './support/fixtures.ts';

// Pages load their code when first visited (docs/decisions/008); a file that does not arrive must not leave
// a blank page. The formats page has a chunk of its own (Settings comes with the account feature's chunk,
// which the user area has loaded already for its logout).
test('a page whose code cannot be loaded says so, and a reload brings it', async ({ page, signedIn: _signedIn }) => {
  // The connection drops (or a new version replaced the files) after the dashboard has loaded.
  await page.route('**/assets/**', (route) => route.abort());
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Formats' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
  await expect(alert).toContainText(
    'This page could not be loaded: the connection dropped, or a new version of the app was installed.',
  );
  // The rest of the user area stays usable.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { name: 'Formats', level: 1 })).toBeVisible();
});
