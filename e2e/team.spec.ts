import { activate, field, logIn, logOut, registerAndActivate } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { invitationLink } from './support/invitation.ts';
import { ACTIVATION_MAIL, codeFromMail } from './support/mailbox.ts';
import { notice, openFromSidebar } from './support/records.ts';
import { newUser } from './support/users.ts';

test('an invited employee registers through the mailed link, says yes at the first login, joins the workspace and sees its printshops; a member cannot manage the team', async ({
  page: owner,
  signedIn: ownerUser,
  browser,
}) => {
  test.slow();
  const invitee = newUser('invitee');
  const created = await owner.request.put('/api/suppliers', {
    data: { name: 'Owner Print', email: 'print@owner.example' },
  });
  expect(created.status()).toBe(201);

  await openFromSidebar(owner, 'Main navigation', 'Team');
  const employees = owner.getByRole('region', { name: 'Employees' });
  await expect(employees.getByRole('list', { name: 'Employees' })).toContainText(ownerUser.username);
  await expect(employees.getByText('you', { exact: true })).toBeVisible();
  const invite = owner.getByRole('region', { name: 'Invite an employee' });
  await invite.getByRole('textbox', { name: 'E-mail' }).fill(invitee.email);
  await invite.getByLabel('Role').selectOption('member');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(notice(owner, `Invitation sent to ${invitee.email}`)).toBeVisible();
  await expect(employees.getByRole('list', { name: 'Invitations' })).toContainText(invitee.email);

  // A second invitation to the same address is refused under the field.
  await invite.getByRole('textbox', { name: 'E-mail' }).fill(invitee.email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('This address has already been invited.')).toBeVisible();

  // The invitee, in a browser of their own, follows the mailed link and registers with the invited address.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(await invitationLink(owner.request, invitee.email));
  await expect(
    page.getByRole('heading', { name: `${ownerUser.username} invites you to ${ownerUser.username}` }),
  ).toBeVisible();
  await expect(page.getByText(`This invitation is for ${invitee.email}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(field(page, 'E-mail')).toHaveValue(invitee.email);
  await field(page, 'Username').fill(invitee.username);
  await field(page, 'Password').fill(invitee.password);
  await field(page, 'Repeat password').fill(invitee.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/activate$/);
  await activate(page, await codeFromMail(page.request, invitee.email, ACTIVATION_MAIL), invitee.password);
  await logIn(page, invitee.username, invitee.password);
  // Nobody joins without saying yes (team-join.spec.ts has the question in full).
  await expect(page.getByRole('heading', { name: `Join workspace ${ownerUser.username}?` })).toBeVisible();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  // The header names the workspace's buying company (the fixture saved one).
  await expect(page.getByRole('banner').getByText(`${ownerUser.username} GmbH`)).toBeVisible();

  await openFromSidebar(page, 'Main navigation', 'Printshops');
  await expect(page.getByRole('table', { name: 'Printshops' }).getByRole('row', { name: /Owner Print/ })).toBeVisible();

  // A member sees the team but cannot change it, neither on the page nor through the API.
  await openFromSidebar(page, 'Main navigation', 'Team');
  await expect(
    page.getByText('Only owners and admins can invite employees, change roles and remove employees.'),
  ).toBeVisible();
  const members = page.getByRole('list', { name: 'Employees' });
  await expect(members).toContainText(ownerUser.username);
  await expect(members.getByRole('listitem').filter({ hasText: invitee.username })).toContainText('you');
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: `Role of ${ownerUser.username}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Remove ${ownerUser.username}` })).toHaveCount(0);
  expect(
    (await page.request.put('/api/employees', { data: { email: 'x@example.com', role: 'member' } })).status(),
  ).toBe(403);
  await context.close();

  // The owner sees the new employee, makes them admin, then removes them.
  await owner.reload();
  await expect(employees.getByRole('list', { name: 'Employees' })).toContainText(invitee.username);
  await expect(employees.getByText('No pending invitations')).toBeVisible();
  await employees.getByRole('combobox', { name: `Role of ${invitee.username}` }).selectOption('admin');
  await expect(notice(owner, 'Role changed')).toBeVisible();
  await employees.getByRole('button', { name: `Remove ${invitee.username}` }).click();
  const dialog = owner.getByRole('dialog', { name: 'Remove employee?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(notice(owner, 'Employee removed')).toBeVisible();
  await expect(employees.getByRole('list', { name: 'Employees' })).not.toContainText(invitee.username);
});

test('an existing user logs in from the invitation page and accepts; another account is told the invitation is not theirs', async ({
  page: owner,
  signedIn: ownerUser,
  browser,
}) => {
  test.slow();
  const context = await browser.newContext();
  const page = await context.newPage();
  const guest = newUser('guest');
  await registerAndActivate(page, guest);
  // The first login makes the guest's own workspace (an invitation pending by then would be asked about first).
  await logIn(page, guest.username, guest.password);
  await expect(page).toHaveURL(/\/ua\//);
  await logOut(page);

  await owner.goto('/ua/team');
  const invite = owner.getByRole('region', { name: 'Invite an employee' });
  await invite.getByRole('textbox', { name: 'E-mail' }).fill(guest.email);
  await invite.getByLabel('Role').selectOption('admin');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(notice(owner, `Invitation sent to ${guest.email}`)).toBeVisible();
  const link = await invitationLink(owner.request, guest.email);

  // Signed in as someone else, the page still offers to accept, and the server's refusal shows.
  await owner.goto(link);
  await owner.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(
    owner.getByText('This invitation is for another e-mail address. Log in with the invited address to accept it.'),
  ).toBeVisible();

  await page.goto(link);
  await page.getByRole('link', { name: 'Log in' }).click();
  await logIn(page, guest.username, guest.password);
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { name: `Join workspace ${ownerUser.username}?` })).toBeVisible();
  await expect(page.getByText(`${ownerUser.username} invited you as Admin.`)).toBeVisible();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(notice(page, `You joined ${ownerUser.username}`)).toBeVisible();
  await expect(page).toHaveURL(/\/ua\//);
  // The header names the workspace's buying company (the fixture saved one).
  await expect(page.getByRole('banner').getByText(`${ownerUser.username} GmbH`)).toBeVisible();

  await page.goto(link);
  await expect(page.getByText('This invitation has already been accepted.')).toBeVisible();
  await page.goto('/invitation/no-such-invitation');
  await expect(page.getByText('This invitation does not exist. Check the link in the mail.')).toBeVisible();
  // A feature's texts on the page switch with the language, without a reload.
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByText('Diese Einladung gibt es nicht. Prüfen Sie den Link in der Mail.')).toBeVisible();
  await context.close();

  // Pending invitations can be withdrawn.
  await owner.goto('/ua/team');
  await invite.getByRole('textbox', { name: 'E-mail' }).fill('later@example.com');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await owner.getByRole('button', { name: 'Cancel the invitation to later@example.com' }).click();
  await expect(notice(owner, 'Invitation canceled')).toBeVisible();
  await expect(owner.getByText('No pending invitations')).toBeVisible();
});
