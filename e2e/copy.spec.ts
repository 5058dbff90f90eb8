import { field } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { draftTask } from './support/sent-task.ts';
import { dayInDays } from './support/tasks.ts';

// docs/product.md#copy
test('a buyer copies last spring’s tender from the task list, dates it, and finds its printshops ticked', async ({
  page,
  signedIn: _,
}) => {
  test.slow();
  const spring = await draftTask(page.request, 'Frühjahrsmailing', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
    ['Druck Charlie', 'de'],
  ]);
  const [alpha, bravo] = spring.suppliers;
  const send = { data: { suppliers: [alpha!.id, bravo!.id] } };
  expect((await page.request.post(`/api/tasks/${spring.taskId}/suppliers/mail`, send)).ok()).toBe(true);

  await page.goto('/ua/task');
  await page.getByRole('button', { name: 'Copy Frühjahrsmailing' }).click();
  await expect(page.getByRole('heading', { name: 'Kopie von Frühjahrsmailing', level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(spring.taskId));
  await expect(page.getByRole('status').filter({ hasText: 'Pending' })).toContainText('Pending');

  await field(page, 'Name').fill('Frühjahrsmailing 2027');
  await field(page, 'Delivery date').fill(dayInDays(30));
  await field(page, 'Offer deadline').fill(dayInDays(10));
  await page.getByRole('button', { name: 'Save task' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Ready to be sent' })).toBeVisible();

  const box = (name: string) => page.getByRole('checkbox', { name: `Select ${name}` });
  await expect(box('Druck Alpha')).toBeChecked();
  await expect(box('Print Bravo')).toBeChecked();
  await expect(box('Druck Charlie')).not.toBeChecked();
  await expect(
    page.getByText('Ticked: the 2 printshops “Frühjahrsmailing” invited, as this task is its copy.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite 2 printshops' })).toBeEnabled();
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'History' }).click();
  await expect(history.getByText('Created the task as a copy of Frühjahrsmailing')).toBeVisible();
});
