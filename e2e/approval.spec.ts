import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { MailboxMessageSchema } from '../src/shared/schemas/mailbox.ts';
import { ACTIVATION_MAIL, codeFromMail, mailsTo } from './support/mailbox.ts';
import { notice, switchToGerman } from './support/records.ts';
import { offer, sentTask, type Invited } from './support/sent-task.ts';
import { newUser } from './support/users.ts';

test.describe.configure({ timeout: 120_000 });

/** A member of the owner's workspace in a browser of their own: invited, registered, joined through the API. */
async function memberOf(owner: Page, browser: Browser): Promise<Page> {
  const user = newUser('clerk');
  expect((await owner.request.put('/api/employees', { data: { email: user.email, role: 'member' } })).ok()).toBe(true);
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  const { username, email, password } = user;
  expect((await page.request.post('/api/account/register', { data: { username, email, password } })).ok()).toBe(true);
  const code = await codeFromMail(page.request, email, ACTIVATION_MAIL);
  expect((await page.request.post('/api/account/activate', { data: { login: username, code, password } })).ok()).toBe(
    true,
  );
  const login = await page.request.post('/api/account/login', { data: { login: username, password } });
  const { invitation } = (await login.json()) as { invitation: { id: string } };
  expect((await page.request.post(`/api/invitations/${invitation.id}/accept`, { data: {} })).status()).toBe(204);
  return page;
}

async function checkScreen(page: Page, where: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yIssues(page, `${where}, ${width} px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${where} overflows at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a member's award above the limit waits; an admin approves it and the winner's order goes out", async ({
  page: owner,
  browser,
  signedIn,
}) => {
  // The owner sets the limit on the Team page.
  await owner.goto('/ua/team');
  const approval = owner.getByRole('region', { name: 'Approval of awards' });
  await approval.getByRole('textbox', { name: 'Approval above (€)' }).fill('1,000');
  await approval.getByRole('button', { name: 'Save limit' }).click();
  await expect(notice(owner, 'Approval limit saved')).toBeVisible();

  const task = await sentTask(
    owner.request,
    'Mailing Budget',
    [
      ['Druck Alpha', 'de'],
      ['Print Bravo', 'en'],
    ],
    { task: { budget: 1500 } },
  );
  const [alpha, bravo] = task.suppliers as [Invited, Invited];
  await offer(owner.request, task, alpha, ['1000', '400']);
  await offer(owner.request, task, bravo, ['1200', '500']);

  // The comparison measures each total against the budget.
  await owner.goto(`/ua/task/${task.taskId}`);
  const budget = owner.getByRole('region', { name: 'Totals against the budget' });
  await expect(budget.getByText('Budget €1,500.00')).toBeVisible();
  await expect(budget.getByRole('listitem').filter({ hasText: 'Druck Alpha' })).toHaveText(
    'Druck Alpha: €1,400.00 – 7 % under budget',
  );
  await expect(budget.getByRole('listitem').filter({ hasText: 'Print Bravo' })).toHaveText(
    'Print Bravo: €1,700.00 – 13 % over budget',
  );

  // The member accepts Alpha's offer: above the limit, it waits and nothing is sent.
  const clerk = await memberOf(owner, browser);
  await clerk.goto(`/ua/task/${task.taskId}`);
  await clerk.getByRole('button', { name: 'Accept the offer of Druck Alpha' }).click();
  await clerk.getByRole('dialog', { name: 'Accept this offer?' }).getByRole('button', { name: 'Accept' }).click();
  await expect(notice(clerk, 'The award waits for approval by an owner or admin')).toBeVisible();
  const waiting = clerk.getByRole('alert').filter({ hasText: 'Awaiting approval' });
  await expect(waiting.getByText(/An owner or admin approves or rejects it/)).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Approve and send' })).toHaveCount(0);
  // Nothing else can be awarded meanwhile: the server would refuse it (AWAITING_APPROVAL).
  await expect(clerk.getByRole('button', { name: 'Accept the offer of Druck Alpha' })).toHaveCount(0);
  await expect(clerk.getByRole('button', { name: 'Award per format' })).toHaveCount(0);
  expect(await mailsTo(owner.request, alpha.email, /^Auftrag PO-/)).toEqual([]);

  // The owner sees who asked and the split, in English and German, and approves.
  await owner.reload();
  const panel = owner.getByRole('alert').filter({ hasText: 'Awaiting approval' });
  await expect(panel.getByText(/asked on .* to award this task as follows/)).toBeVisible();
  await expect(panel.getByText('Druck Alpha', { exact: true })).toBeVisible();
  await checkScreen(owner, 'awaiting approval, en');
  await switchToGerman(owner);
  await owner.goto(`/ua/task/${task.taskId}`);
  const panelDe = owner.getByRole('alert').filter({ hasText: 'Wartet auf Freigabe' });
  await expect(panelDe.getByRole('button', { name: 'Freigeben und senden' })).toBeVisible();
  await expect(
    owner.getByRole('region', { name: 'Summen im Vergleich zum Budget' }).getByText('7 % unter Budget'),
  ).toBeVisible();
  await checkScreen(owner, 'awaiting approval, de');
  await owner.goto('/ua/settings');
  await owner.getByLabel('Sprache').selectOption('en');
  await owner.getByRole('button', { name: 'Speichern' }).click();
  await expect(owner.getByText('Settings saved')).toBeVisible();
  await owner.goto(`/ua/task/${task.taskId}`);

  await panel.getByRole('button', { name: 'Approve and send' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Approve this award?' });
  await confirm.getByRole('button', { name: 'Approve and send' }).click();
  await expect(notice(owner, 'Order sent')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect.poll(async () => (await mailsTo(owner.request, alpha.email, /^Auftrag PO-/)).length).toBe(1);
  await expect.poll(async () => (await mailsTo(owner.request, bravo.email, /^Your offer for/)).length).toBe(1);
  // Alpha's order (German) names the member who awarded and the owner who approved it.
  const [order] = await mailsTo(owner.request, alpha.email, /^Auftrag PO-/);
  const { text } = MailboxMessageSchema.parse(await (await owner.request.get(`/api/mailbox/${order!.id}`)).json());
  expect(text).toMatch(new RegExp(`Vergeben von: clerk\\w+\\nFreigegeben von: ${signedIn.username}`));
});
