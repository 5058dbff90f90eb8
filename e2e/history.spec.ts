import { expect, test } from './support/fixtures.ts';
import { accept, offer, sentTask } from './support/sent-task.ts';

test('the history of a tender shows what staff and printshops did, newest first', async ({ page, account }) => {
  test.slow();
  const task = await sentTask(page.request, 'Mailing Verlauf', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
  ]);
  const [alpha, bravo] = task.suppliers;
  await offer(page.request, task, alpha!, ['100', '50']);
  await offer(page.request, task, bravo!, ['120', '60']);
  await accept(page.request, task, alpha!);

  await page.goto(`/ua/task/${task.taskId}`);
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'History' }).click();
  const events = history.getByRole('list', { name: 'Events of this task' }).getByRole('listitem');
  await expect(events.first()).toContainText('Awarded the order to Druck Alpha');
  await expect(events.first()).toContainText(account.username);
  await expect(events.filter({ hasText: 'Made an offer: €150.00' })).toContainText('Druck Alpha');
  await expect(events.filter({ hasText: 'Made an offer: €180.00' })).toContainText('Print Bravo');
  await expect(events.filter({ hasText: 'Sent the invitation to 2 printshops' })).toHaveCount(1);
  await expect(events.last()).toContainText('Created the task');

  // Printshops only: no staff action among them.
  await history.getByRole('button', { name: 'Printshops' }).click();
  await expect(events.filter({ hasText: 'Made an offer' })).toHaveCount(2);
  await expect(events.filter({ hasText: 'Created the task' })).toHaveCount(0);
});
