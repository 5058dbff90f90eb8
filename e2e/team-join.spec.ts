import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { activate, logIn, register } from './support/account.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { ACTIVATION_MAIL, codeFromMail } from './support/mailbox.ts';
import { notice, switchToGerman } from './support/records.ts';
import { newUser, type User } from './support/users.ts';

/** Where the screenshots go when E2E_SHOTS names a folder (they are looked at, not compared). */
async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, name), fullPage: true });
}

/** An invited person in a browser of their own: registers, activates and logs in through the pages. */
async function signUpInvited(browser: Browser, user: User): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await register(page, user);
  await activate(page, await codeFromMail(page.request, user.email, ACTIVATION_MAIL), user.password);
  await logIn(page, user.username, user.password);
  return page;
}

async function invite(owner: Page, email: string, role: 'member' | 'admin') {
  const form = owner.getByRole('region', { name: 'Invite an employee' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByLabel('Role').selectOption(role);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(notice(owner, `Invitation sent to ${email}`)).toBeVisible();
}

test('an invited person is asked "Join workspace X?" at the first login: one accepts and works in it, another declines and gets a workspace of their own', async ({
  page: owner,
  signedIn: ownerUser,
  browser,
}) => {
  test.slow();
  const workspace = ownerUser.username;
  const yes = newUser('yes');
  const no = newUser('no');
  await owner.goto('/ua/team');
  await invite(owner, yes.email, 'member');
  await invite(owner, no.email, 'admin');

  // The first login asks; nothing of the workspace is open before the answer.
  const page = await signUpInvited(browser, yes);
  const question = page.getByRole('heading', { name: `Join workspace ${workspace}?`, level: 1 });
  await expect(question).toBeVisible();
  await expect(page.getByText(`${workspace} invited you as Member.`)).toBeVisible();
  await expect(page.getByText(`This invitation is for ${yes.email}.`)).toBeVisible();
  expect((await page.request.get('/api/suppliers')).status()).toBe(403);
  await page.goto('/ua/dashboard');
  await expect(question).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yIssues(page, `the question, en, ${width} px`);
    await shoot(page, `join-question-en-${width}.png`);
  }
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: `Arbeitsbereich ${workspace} beitreten?` })).toBeVisible();
  await expect(page.getByText(`${workspace} hat Sie als Mitglied eingeladen.`)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yIssues(page, `the question, de, ${width} px`);
    await shoot(page, `join-question-de-${width}.png`);
  }
  await page.getByRole('button', { name: 'English' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(notice(page, `You joined ${workspace}`)).toBeVisible();
  await expect(page).toHaveURL(/\/ua\/dashboard$/);
  // The header names the workspace's buying company (the owner's fixture saved one).
  await expect(page.getByRole('banner').getByText(`${workspace} GmbH`)).toBeVisible();
  await page.context().close();

  // The second declines, in German: the confirmation says what follows; then a workspace of their own.
  const other = await signUpInvited(browser, no);
  await other.getByRole('button', { name: 'Deutsch' }).click();
  await expect(other.getByRole('heading', { name: `Arbeitsbereich ${workspace} beitreten?` })).toBeVisible();
  await expect(other.getByText(`${workspace} hat Sie als Administrator eingeladen.`)).toBeVisible();
  await other.getByRole('button', { name: 'Ablehnen' }).click();
  const dialog = other.getByRole('dialog', { name: `Einladung zu ${workspace} ablehnen?` });
  await expect(dialog).toContainText('Sie erhalten stattdessen einen eigenen Arbeitsbereich.');
  await expectNoSeriousA11yIssues(other, 'declining, de');
  await shoot(other, 'join-decline-de-1280.png');
  await other.setViewportSize({ width: 390, height: 900 });
  await shoot(other, 'join-decline-de-390.png');
  await other.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(notice(other, `Sie haben die Einladung zu ${workspace} abgelehnt`)).toBeVisible();
  // A new owner (in the language of their account): asked for the buying company first, in their own workspace.
  await expect(other.getByRole('heading', { name: 'Who is buying?', level: 1 })).toBeVisible();
  await expect(other.getByRole('banner').getByText(`Workspace: ${no.username}`)).toBeVisible();
  await other.context().close();

  // The inviter sees who joined and who declined.
  await owner.reload();
  await expect(owner.getByRole('list', { name: 'Employees' })).toContainText(yes.username);
  const declined = owner.getByRole('list', { name: /^(Invitations|Einladungen)$/ }).getByRole('listitem');
  await expect(declined).toHaveCount(1);
  await expect(declined).toContainText(no.email);
  await expect(declined).toContainText('Admin · Declined');
  await expectNoSeriousA11yIssues(owner, 'the team page with a declined invitation');
  await shoot(owner, 'team-declined-en-1280.png');
  await switchToGerman(owner);
  await owner.goto('/ua/team');
  await expect(declined).toContainText('Administrator · Abgelehnt');
  await shoot(owner, 'team-declined-de-1280.png');
  await owner.getByRole('button', { name: `Abgelehnte Einladung an ${no.email} entfernen` }).click();
  await expect(owner.getByText('Keine offenen Einladungen')).toBeVisible();
});
