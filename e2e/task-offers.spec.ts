import { columnOf } from './support/comparison.ts';
import { expect, test } from './support/fixtures.ts';
import { unique } from './support/tasks.ts';
import { offer, sentTask } from './support/sent-task.ts';

test('the buyer compares the offers, sees how each offer changed, accepts the best one and the winner gets the order', async ({
  page,
  account: _account,
}) => {
  // A whole journey: account, printshops, mails through the outbox.
  test.slow();
  const name = unique('Herbstmailing');
  const task = await sentTask(page.request, name, [
    [unique('Druckerei Nord'), 'de'],
    [unique('Print Sued'), 'en'],
    [unique('Druckhaus West'), 'de'],
  ]);
  const [nord, sued, west] = task.suppliers;
  await offer(page.request, task, nord!, ['100', '300']);
  await offer(page.request, task, sued!, ['200', '150,50']);
  await offer(page.request, task, sued!, ['180', '150,50']);

  await page.goto('/ua/task');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sent — check offers and choose one, or wait for a better one' }),
  ).toBeVisible();

  // A column per offer, with its latest total at the foot; the marks of the lowest prices are a component test
  // (src/web/features/comparison/components/comparison-section.test.tsx).
  const matrix = page.getByRole('table', { name: 'Prices per format and printshop' });
  await expect(matrix.getByRole('columnheader', { name: new RegExp(sued!.name) })).toBeVisible();
  await expect((await columnOf(matrix, new RegExp(nord!.name))).last()).toContainText('€400.00');
  await expect((await columnOf(matrix, new RegExp(sued!.name))).last()).toContainText('€330.50');
  await expect(matrix.getByRole('columnheader', { name: new RegExp(west!.name) })).toHaveCount(0);

  // The history tells what changed, newest first: it opens from the printshop's name.
  await matrix.getByRole('button', { name: `${sued!.name}: terms and history` }).click();
  const details = page.getByRole('dialog', { name: sued!.name });
  const history = details.getByRole('list').filter({ hasText: 'Offer revision' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('total €330.50');
  await expect(history.getByRole('listitem').first()).toContainText('Flyer A5: €200.00 → €180.00');
  await expect(history.getByRole('listitem').last()).toContainText('first offer');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // Accept is offered only where there is an offer.
  const shops = page.getByRole('table', { name: 'Printshops' });
  await expect(shops.getByRole('button', { name: `Accept the offer of ${west!.name}` })).toHaveCount(0);
  await shops.getByRole('button', { name: `Accept the offer of ${sued!.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept this offer?' });
  await expect(confirm).toContainText(`${sued!.name} receives the order for €330.50 by mail.`);
  await confirm.getByRole('button', { name: 'Accept' }).click();
  // The order's mails are written with the award; on a loaded machine that takes a while.
  await expect(page.getByText('Order sent')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Error while sending Order')).toHaveCount(0);

  await expect(page.getByRole('status').filter({ hasText: 'Done — an offer has been accepted' })).toBeVisible();
  await expect(
    shops.getByRole('row', { name: new RegExp(sued!.name) }).getByRole('img', { name: 'Accepted offer' }),
  ).toBeVisible();
  await expect(
    shops.getByRole('row', { name: new RegExp(nord!.name) }).getByRole('img', { name: 'Accepted offer' }),
  ).toHaveCount(0);
  await expect(shops.getByRole('button', { name: /Accept the offer/ })).toHaveCount(0);

  // The mail log lists the order; the winner's order mail is in the Mailbox.
  await page.getByRole('button', { name: 'Mail log' }).click();
  await expect(
    page.getByRole('table', { name: 'Mail log' }).getByRole('row', { name: new RegExp(`Order ${sued!.email}`) }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /Mailbox/ })
    .click();
  await expect(
    page.getByRole('link', { name: new RegExp(`${sued!.email}.*Order PO-\\d{4}-\\d{4}: ${name}`) }),
  ).toBeVisible({
    timeout: 20_000,
  });
});
