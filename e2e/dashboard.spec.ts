import { expect, test } from './support/fixtures.ts';
import { OFFER_TOKEN_HEADER } from '../src/shared/offer-link.ts';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { passDeadline } from './support/database.ts';
import { accept, completeTask, draftTask, inDays, offer, sentTask, type Invited } from './support/sent-task.ts';

// A buyer signed up through the UI, and invitation mails to wait for.
test.describe.configure({ timeout: 60_000 });

/** axe on the dashboard as it is now, on a desktop and on a phone. */
async function expectAccessibleAtBothWidths(page: Page, where: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yIssues(page, `${where} at ${width} px`);
  }
}

test('a new workspace sees its first steps, which tick themselves as it is set up', async ({
  page,
  account: _account,
}) => {
  // A printshop through the UI, and axe four times.
  test.slow();
  await page.goto('/ua');
  await expect(page).toHaveURL(/\/ua\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first(),
  ).toHaveAccessibleName('Dashboard');
  const steps = page.getByRole('region', { name: 'First steps' });
  // The sign-up of these tests saves the buying company (support/account.ts), as the welcome page asks.
  await expect(steps.getByText('1 of 5 done')).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Store your print formats' })).toHaveAttribute('href', '/ua/format');
  await expect(steps.getByRole('link', { name: 'Create your first task' })).toHaveAttribute('href', '/ua/task');
  // The checklist leads to the first task: no "No open tasks" besides it.
  await expect(page.getByText('No open tasks')).toHaveCount(0);

  await steps.getByRole('link', { name: 'Add printshops' }).click();
  await expect(page).toHaveURL(/\/ua\/supplier$/);
  await page.getByRole('button', { name: 'Add printshop' }).click();
  const dialog = page.getByRole('dialog', { name: 'New printshop' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Druckerei Alpha');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('alpha@example.com');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(steps.getByText('2 of 5 done')).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Add printshops' })).toHaveCount(0);
  await expect(steps.getByText('Add printshops')).toBeVisible();
  await expect(steps.getByRole('img', { name: 'Done' })).toHaveCount(2);
  await expectAccessibleAtBothWidths(page, 'the first steps (en)');

  expect((await page.request.post('/api/account/settings', { data: { language: 'de', signature: '' } })).ok()).toBe(
    true,
  );
  await page.reload();
  const german = page.getByRole('region', { name: 'Erste Schritte' });
  await expect(german.getByText('2 von 5 erledigt')).toBeVisible();
  await expect(german.getByRole('link', { name: 'Druckformate speichern' })).toHaveAttribute('href', '/ua/format');
  await expectAccessibleAtBothWidths(page, 'the first steps (de)');
});

/** A sent task whose one invitation the Mailbox's catcher refuses (an address starting `bounce-`), once it failed. */
async function undeliveredTask(page: Page, name: string) {
  const shop = await page.request.put('/api/suppliers', {
    data: { name: 'Druck Nirgendwo', email: `bounce-${Date.now().toString(36)}@druck.example`, language: 'de' },
  });
  expect(shop.ok()).toBe(true);
  const { id } = (await shop.json()) as { id: string };
  const draft = await draftTask(page.request, name, []);
  const sent = await page.request.post(`/api/tasks/${draft.taskId}/suppliers/mail`, { data: { suppliers: [id] } });
  expect(sent.ok()).toBe(true);
  await expect
    .poll(async () => {
      const { items } = (await (await page.request.get(`/api/tasks/${draft.taskId}/suppliers`)).json()) as {
        items: { supplierId: string; mailState: string }[];
      };
      return items.find((row) => row.supplierId === id)?.mailState;
    })
    .toBe('failed');
  return draft.taskId;
}

test('what needs action comes first: questions, undelivered invitations, a deadline passed, offers to confirm, drafts due', async ({
  page,
  signedIn: _signedIn,
}) => {
  // Four sent tasks and a draft, invitation mails to wait for, and axe four times.
  test.slow();
  const asked = await sentTask(page.request, 'Mailing Fragen', [['Druck Alpha', 'de']]);
  const [shop] = asked.suppliers as [Invited];
  const question = await page.request.put(`/api/pub/tasks/${asked.taskId}/${shop.id}/questions`, {
    headers: { [OFFER_TOKEN_HEADER]: shop.token },
    data: { text: 'Ist das Papier FSC-zertifiziert?' },
  });
  expect(question.ok()).toBe(true);

  const late = await sentTask(page.request, 'Mailing Frist', [['Print Bravo', 'en']]);
  await offer(page.request, late, late.suppliers[0]!, ['1000', '500']);
  passDeadline(late.taskId);

  const amended = await sentTask(page.request, 'Mailing Änderung', [['Druck Charlie', 'de']]);
  await offer(page.request, amended, amended.suppliers[0]!, ['900', '400']);
  const read = (await (await page.request.get(`/api/tasks/${amended.taskId}`)).json()) as {
    version: number;
    formats: { count: number }[];
  };
  const amend = await page.request.post(`/api/tasks/${amended.taskId}/amend`, {
    data: {
      version: read.version,
      message: 'More flyers',
      formats: [{ ...read.formats[0], count: 6000 }, read.formats[1]],
    },
  });
  expect(amend.ok()).toBe(true);

  const undelivered = await undeliveredTask(page, 'Mailing Bounce');
  const due = await draftTask(page.request, 'Mailing Entwurf', [], { task: { deadlineDate: inDays(2) } });

  await page.goto('/ua/dashboard');
  const todo = page.getByRole('region', { name: 'Needs action (5)' });
  const link = (name: RegExp) => todo.getByRole('link', { name });
  await expect(link(/^1 question to answer\s*Mailing Fragen$/)).toHaveAttribute('href', `/ua/task/${asked.taskId}`);
  await expect(link(/^1 invitation not delivered\s*Mailing Bounce$/)).toHaveAttribute(
    'href',
    `/ua/task/${undelivered}`,
  );
  await expect(link(/^Not sent yet, offer deadline in 2 days\s*Mailing Entwurf$/)).toHaveAttribute(
    'href',
    `/ua/task/${due.taskId}`,
  );
  await expect(link(/^Offer deadline passed: 1 offer to choose from\s*Mailing Frist$/)).toHaveAttribute(
    'href',
    `/ua/task/${late.taskId}`,
  );
  await expect(link(/^1 confirmation pending after your amendment\s*Mailing Änderung$/)).toHaveAttribute(
    'href',
    `/ua/task/${amended.taskId}`,
  );
  // A workspace that sent its tasks is past its first steps.
  await expect(page.getByRole('region', { name: 'First steps' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Open tasks' }).getByRole('article')).toHaveCount(5);

  await expectAccessibleAtBothWidths(page, 'what needs action (en)');
  await page.setViewportSize({ width: 1280, height: 900 });

  await link(/Mailing Fragen/).click();
  await expect(page.getByRole('heading', { name: 'Mailing Fragen', level: 1 })).toBeVisible();

  expect((await page.request.post('/api/account/settings', { data: { language: 'de', signature: '' } })).ok()).toBe(
    true,
  );
  await page.goto('/ua/dashboard');
  await expect(
    page.getByRole('region', { name: 'Zu erledigen (5)' }).getByRole('link', { name: /^1 Frage zu beantworten/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offene Anfragen' }).getByRole('article')).toHaveCount(5);
  await expectAccessibleAtBothWidths(page, 'what needs action (de)');
});

test('each open task has a card with days left, the lowest offer and a bar per printshop', async ({
  page,
  account: _account,
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
  await expect(chart.getByRole('meter', { name: 'Print Bravo' })).toHaveAttribute(
    'aria-valuetext',
    /^€1,800\.00, 20 % above the lowest$/,
  );
  // The bars start under the lowest total, so that the difference shows; the chart says where.
  await expect(chart.getByText('Bars start at €1,300.00')).toBeVisible();
  await expect(chart.getByText('+20 %')).toBeVisible();
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

test('more open tasks than a page: the rest come on demand', async ({ page, account: _account }) => {
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
