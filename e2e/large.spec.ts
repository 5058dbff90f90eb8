import { readFileSync } from 'node:fs';
import path from 'node:path';
import { offerToken } from '../src/server/auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../src/shared/offer-link.ts';
import { expect, test } from './support/fixtures.ts';
import { completeTask } from './support/sent-task.ts';

test.describe.configure({ timeout: 120_000 });

// The secret the server under test signs supplier links with (it generated it into its data folder).
const secret = () => readFileSync(path.join(process.env.E2E_DATA_DIR!, 'app-secret'), 'utf8').trim();

// A long list renders the rows in view only (VIRTUAL_FROM = 100 rows); it scrolls and filters whole.
test('a tender of 150 printshops: the printshop table and the comparison (cards on a phone) render the rows in view and scroll to the last', async ({
  page,
  account: _,
}) => {
  const n = 150;
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await page.request.put('/api/suppliers', {
      data: { name: `Druckerei ${i}`, email: `d${i}@gross.example` },
    });
    ids.push(((await res.json()) as { id: string }).id);
  }
  const created = await page.request.put('/api/tasks', { data: completeTask('Mailing Gross') });
  const task = (await created.json()) as { id: string; formats: { id: string }[] };
  expect((await page.request.post(`/api/tasks/${task.id}/suppliers/mail`, { data: { suppliers: [] } })).ok()).toBe(
    true,
  );
  for (const [i, supplierId] of ids.entries()) {
    const res = await page.request.post(`/api/pub/tasks/${task.id}/${supplierId}`, {
      headers: { [OFFER_TOKEN_HEADER]: offerToken(secret(), task.id, supplierId) },
      data: { formats: task.formats.map((f) => ({ id: f.id, price: String(1000 + i) })) },
    });
    expect(res.ok()).toBe(true);
  }

  await page.goto(`/ua/task/${task.id}`);
  const table = page.getByRole('table', { name: 'Printshops' });
  await expect(table).toHaveAttribute('aria-rowcount', String(n + 1));
  expect(await table.locator('tbody tr').count()).toBeLessThan(60);
  // Sorted by name, "Druckerei 99" comes last.
  await table.locator('..').evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(table.getByRole('row', { name: /Druckerei 99\b/ })).toBeVisible();
  const filter = page.getByRole('searchbox', { name: 'Filter by name or e-mail' });
  await filter.fill('druckerei 149');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.getByRole('row', { name: /Druckerei 149/ })).toBeVisible();

  // A column per printshop: only the columns in view render, and the formats' rows no more cells than those.
  const comparison = page.getByRole('table', { name: 'Prices per format and printshop' });
  await expect(comparison.getByRole('columnheader').first()).toBeVisible();
  expect(await comparison.getByRole('columnheader').count()).toBeLessThan(60);
  expect(await comparison.locator('tfoot td').count()).toBeLessThan(62);
  await expect(page.getByRole('button', { name: /^\d+ more printshops →$/ })).toBeVisible();
  // The most expensive offer comes last.
  await comparison.locator('..').evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(comparison.getByRole('columnheader', { name: /Druckerei 149/ })).toBeVisible();
  await expect(comparison.getByRole('columnheader', { name: /Druckerei 0\b/ })).toHaveCount(0);

  // On a phone the comparison is a card per printshop: only the cards in view render too.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Prices per format and printshop' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  expect(await cards.getByRole('listitem').count()).toBeLessThan(60);
  await cards.locator('..').evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(cards.getByRole('listitem').filter({ hasText: 'Druckerei 149' })).toBeVisible();
});
