import { expect, test } from './support/fixtures.ts';
import { accept, completeTask, offer, sentTask, type Invited } from './support/sent-task.ts';

// A buyer signed up through the UI, and invitation mails to wait for.
test.describe.configure({ timeout: 60_000 });

test('a new workspace sees an empty Dashboard that leads to Tasks', async ({ page, signedIn: _signedIn }) => {
  await page.goto('/ua');
  await expect(page).toHaveURL(/\/ua\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first(),
  ).toHaveAccessibleName('Dashboard');
  await expect(page.getByText('No open tasks')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Tasks' })).toHaveAttribute('href', '/ua/task');
});

test('each open task has a card with days left, the lowest offer and a bar per printshop', async ({
  page,
  signedIn: _signedIn,
}) => {
  const task = await sentTask(page.request, 'Mailing Dashboard', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
    ['Druck Charlie', 'de'],
  ]);
  const [alpha, bravo] = task.suppliers as [Invited, Invited];
  await offer(page.request, task, bravo, ['1200', '600']);
  await offer(page.request, task, alpha, ['1000', '500,5']);
  expect((await page.request.put('/api/tasks', { data: completeTask('Mailing Entwurf') })).ok()).toBe(true);

  await page.goto('/ua');
  const card = page.getByRole('article', { name: 'Mailing Dashboard' });
  await expect(card.getByText('10 days left')).toBeVisible();
  await expect(card.getByText(/^Offer deadline \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(card.getByRole('group', { name: 'Lowest offer incl. delivery' })).toContainText('€1,500.50');
  await expect(card.getByText('2 offers')).toBeVisible();
  const chart = card.getByRole('figure', { name: 'Offers by printshop' });
  await expect(chart.getByRole('meter')).toHaveCount(2);
  await expect(chart.getByRole('meter', { name: 'Druck Alpha' })).toHaveAttribute('aria-valuetext', /^€1,500\.50$/);
  await expect(chart.getByRole('meter', { name: 'Print Bravo' })).toHaveAttribute('aria-valuetext', /^€1,800\.00$/);
  await expect(card.getByRole('link', { name: 'Open task' })).toHaveAttribute('href', `/ua/task/${task.taskId}`);

  const draft = page.getByRole('article', { name: 'Mailing Entwurf' });
  await expect(draft.getByText('Not sent to printshops yet')).toBeVisible();
  await expect(draft.getByRole('figure')).toHaveCount(0);

  // In German; and an accepted task leaves the Dashboard.
  expect((await page.request.post('/api/account/settings', { data: { language: 'de', signature: '' } })).ok()).toBe(
    true,
  );
  await accept(page.request, task, alpha);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(draft.getByText('noch 10 Tage')).toBeVisible();
  await expect(draft.getByText('Noch nicht an Lieferanten versendet')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('more open tasks than a page: the rest come on demand', async ({ page, signedIn: _signedIn }) => {
  for (let i = 1; i <= 25; i++) {
    expect(
      (await page.request.put('/api/tasks', { data: completeTask(`Mailing ${String(i).padStart(2, '0')}`) })).ok(),
    ).toBe(true);
  }
  await page.goto('/ua');
  await expect(page.getByRole('article')).toHaveCount(24);
  await page.getByRole('button', { name: 'Show more tasks' }).click();
  await expect(page.getByRole('article')).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Show more tasks' })).toHaveCount(0);
});
