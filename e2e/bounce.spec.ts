import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { completeTask } from './support/sent-task.ts';

test('an invitation the catcher reports undeliverable shows Bounced, and the printshop’s record says so', async ({
  page,
  account: _,
}) => {
  const email = `dsn-${Date.now().toString(36)}${process.pid.toString(36)}@druck.example`;
  const shop = await page.request.put('/api/suppliers', { data: { name: 'Nowhere Print', email, language: 'de' } });
  expect(shop.ok()).toBe(true);
  const created = await page.request.put('/api/tasks', { data: completeTask('Mailing Bounce') });
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/tasks/${id}/suppliers/mail`, { data: { suppliers: [] } })).ok()).toBe(true);

  await page.goto(`/ua/task/${id}/suppliers`);
  const table = page.getByRole('region', { name: 'Printshops' }).getByRole('table', { name: 'Printshops' });
  // The page hears of the bounce through its live stream; a reload at worst.
  await expect(table.getByRole('row', { name: /Nowhere Print/ })).toContainText('Bounced', { timeout: 20_000 });
  await expectNoSeriousA11yIssues(page, 'the task page with a bounced invitation (en)');

  await page.goto('/ua/supplier');
  await expect(page.getByRole('row', { name: /Nowhere Print/ })).toContainText(
    /Last mail bounced on \d\d\/\d\d\/\d{4}/,
  );
  await expectNoSeriousA11yIssues(page, 'the printshops with a bounced one (en)');
});
