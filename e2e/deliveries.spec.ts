import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { shootRegion } from './support/shots.ts';
import { dayInDays } from './support/tasks.ts';
import { accept, offer, sentTask, type Invited } from './support/sent-task.ts';

test.describe.configure({ timeout: 90_000 });

test('a buyer records how the winner delivered and sees its scorecard in the comparison and the printshop table', async ({
  page,
  account: _,
}) => {
  const task = await sentTask(page.request, 'Mailing Winter', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
  ]);
  const [alpha, bravo] = task.suppliers as [Invited, Invited];
  await offer(page.request, task, alpha, ['900', '300']);
  await offer(page.request, task, bravo, ['1000', '400']);
  await accept(page.request, task, alpha);

  await page.goto(`/ua/task/${task.taskId}`);
  const section = page.getByRole('region', { name: 'Delivery', exact: true });
  const form = section.getByRole('region', { name: 'Delivery of Druck Alpha' });
  await expect(form.getByText('Not recorded yet.')).toBeVisible();
  // Only the winner has a form.
  await expect(section.getByRole('region', { name: /Print Bravo/ })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Delivered on' }).fill(dayInDays(0));
  await form.getByRole('radio', { name: '4 – very good' }).check();
  await form.getByLabel('Note').fill('Clean cut, two boxes dented');
  await form.getByRole('button', { name: 'Record delivery' }).click();
  await expect(page.getByText('Delivery of Druck Alpha recorded.')).toBeVisible();
  // The task's delivery date is a month ahead: on time.
  await expect(form.getByText(/^Recorded: delivered on .*, on time, quality 4 of 5/)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save the change' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the task page with a recorded delivery');
  await shootRegion(page, /^Delivery$/, 'delivery-1280.png');

  // Beside the winner's name in the comparison, in short; a screen reader reads it in words.
  const table = page.getByRole('table', { name: 'Prices per format and printshop' });
  const alphaHead = table.getByRole('columnheader', { name: /Druck Alpha/ });
  await expect(alphaHead.getByText('1 order · 100% on time · ★ 4.0')).toBeVisible();
  await expect(alphaHead).toContainText('1 order, 100% delivered on time, average quality 4.0 of 5');
  await expect(table.getByRole('columnheader', { name: /Print Bravo/ })).not.toContainText('order');
  await shootRegion(page, /^Offers/, 'comparison-1280.png');
  // And under its name in the task's printshops (the invite picker).
  const invited = page.getByRole('table', { name: 'Printshops' });
  await expect(invited.getByRole('row', { name: /Druck Alpha/ })).toContainText('1 order · 100% on time · ★ 4.0');
  await expect(invited.getByRole('row', { name: /Print Bravo/ })).not.toContainText('order');

  // The Printshops page: a column of its own.
  await page.goto('/ua/supplier');
  const suppliers = page.getByRole('table', { name: 'Printshops' });
  await expect(suppliers.getByRole('columnheader', { name: 'Record' })).toBeVisible();
  await expect(suppliers.getByRole('row', { name: /Druck Alpha/ })).toContainText('1 order · 100% on time · ★ 4.0');
  await expectNoSeriousA11yIssues(page, 'the Printshops page with a scorecard');

  // On a phone the comparison's cards and the printshops' cards carry it too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ua/task/${task.taskId}`);
  // The winner's card, named by its state as well.
  await expect(page.getByRole('heading', { name: 'Accepted offer Druck Alpha', level: 3 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('1 order · 100% on time · ★ 4.0').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the task page on a phone');
  await shootRegion(page, /^Delivery$/, 'delivery-390.png');
  await shootRegion(page, /^Offers/, 'comparison-390.png');
});
