import type { Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { shootRegion } from './support/shots.ts';
import { mailsTo } from './support/mailbox.ts';
import { consoleOf } from './support/page-check.ts';
import { draftTask } from './support/sent-task.ts';
import { saveLanguage } from './support/tasks.ts';

// A buyer invites the printshops they pick, not the whole address book; the rules of picking (counts, filters,
// the last tender's printshops) are component tests (src/web/features/invitations/components/supplier-section.test.tsx).

const FIVE: [string, 'de' | 'en' | 'sk'][] = [
  ['Druck Alpha', 'de'],
  ['Print Bravo', 'en'],
  ['Druck Charlie', 'de'],
  ['Tlačiareň Delta', 'sk'],
  ['Print Echo', 'en'],
];

// The invitation's subject, in the printshop's language.
const invitation = (name: string) =>
  new RegExp(`(Angebotsanfrage|Request for quotation|Dopyt na cenovú ponuku): ${name}`);

test('a buyer picks two of five printshops and invites only them, and one more later', async ({ page, account: _ }) => {
  test.slow();
  const draft = await draftTask(page.request, 'Mailing Auswahl', FIVE);
  const [alpha, bravo, charlie, delta, echo] = draft.suppliers;
  await page.goto(`/ua/task/${draft.taskId}`);
  const section = page.getByRole('region', { name: 'Printshops' });
  const table = section.getByRole('table', { name: 'Printshops' });
  const row = (name: string) => table.getByRole('row', { name: new RegExp(name) });
  for (const s of draft.suppliers) await expect(row(s.name)).toContainText('Not invited');
  await expect(page.getByRole('button', { name: 'Invite printshops' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Invite all 5' })).toBeVisible();

  // One English printshop by the language filter, one by its name.
  const language = section.getByRole('combobox', { name: 'Language' });
  await language.selectOption({ label: 'English' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('checkbox', { name: `Select ${bravo!.name}` }).check();
  await language.selectOption({ label: 'All languages' });
  const search = section.getByRole('searchbox', { name: 'Filter by name or e-mail' });
  await search.fill('charlie');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Select ${charlie!.name}` }).check();
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveText(
    '2 printshops selected (1 hidden by the filter)',
  );
  await search.clear();
  await expect(table.getByRole('row')).toHaveCount(6);

  await page.getByRole('button', { name: 'Invite 2 printshops' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send the invitations?' });
  await expect(confirm).toContainText('The invitation goes to 2 printshops.');
  await expect(confirm).toContainText('The other 3 printshops are not invited; you can invite them later.');
  await expect(confirm).toContainText('you can still amend the task');
  await expect(confirm).not.toContainText('no longer be edited');
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Mail sent')).toBeVisible();

  // The table says whom: the two picked are on their way, the three others still not invited.
  for (const s of [bravo!, charlie!]) await expect(row(s.name)).toContainText(/Sent|Opened/, { timeout: 15_000 });
  for (const s of [alpha!, delta!, echo!]) await expect(row(s.name)).toContainText('Not invited');
  await expect(page.getByRole('status').filter({ hasText: 'Sent — check offers' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Invite all/ })).toHaveCount(0);
  await shoot(page, 'invite-en-1280-sent.png');

  // So does the Mailbox: an invitation to each of the two, none to the others.
  await page.goto('/ua/mailbox');
  for (const s of [bravo!, charlie!]) {
    await expect(
      page.getByRole('link', { name: new RegExp(`${s.email}.*${invitation('Mailing Auswahl').source}`) }),
    ).toBeVisible();
  }
  for (const s of [alpha!, delta!, echo!]) {
    await expect(page.getByRole('link', { name: new RegExp(s.email) })).toHaveCount(0);
    expect(await mailsTo(page.request, s.email, invitation('Mailing Auswahl'))).toEqual([]);
  }

  // One more later, as before: the task is sent, so the dialog speaks of no editing.
  await page.goBack();
  await page.getByRole('checkbox', { name: `Select ${echo!.name}` }).check();
  await page.getByRole('button', { name: 'Invite 1 printshop' }).click();
  const more = page.getByRole('dialog', { name: 'Send the invitations?' });
  await expect(more).toContainText('The invitation goes to 1 printshop. The other 2 printshops are not invited');
  await expect(more).not.toContainText('amend');
  await more.getByRole('button', { name: 'Send' }).click();
  await expect(row(echo!.name)).toContainText(/Sending|Sent|Opened/, { timeout: 15_000 });
  for (const s of [alpha!, delta!]) await expect(row(s.name)).toContainText('Not invited');
  await expect
    .poll(async () => (await mailsTo(page.request, echo!.email, invitation('Mailing Auswahl'))).length)
    .toBe(1);

  // The history says whom each send invited.
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'History' }).click();
  const events = history.getByRole('list', { name: 'Events of this task' }).getByRole('listitem');
  await expect(events.filter({ hasText: 'Sent the invitation to 2 printshops' })).toContainText(
    'Invited: Druck Charlie, Print Bravo',
  );
  await expect(events.filter({ hasText: 'Sent the invitation to Print Echo' })).toHaveCount(1);
});

const shoot = (page: Page, name: string) => shootRegion(page, /^(Printshops|Lieferanten)$/, name);

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`the draft task's printshops are picked, filtered and invited with no serious accessibility issue (${width} px, en, de)`, async ({
    page,
    signedIn: _,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    // The last tender invited Alpha and Delta.
    const spring = await draftTask(page.request, 'Mailing Frühjahr', []);
    const draft = await draftTask(page.request, 'Mailing Sommer', FIVE);
    const ids = [draft.suppliers[0]!.id, draft.suppliers[3]!.id];
    expect(
      (await page.request.post(`/api/tasks/${spring.taskId}/suppliers/mail`, { data: { suppliers: ids } })).ok(),
    ).toBe(true);

    for (const language of ['en', 'de'] as const) {
      const de = language === 'de';
      await saveLanguage(page.request, language);
      const logs = consoleOf(page);
      await page.goto(`/ua/task/${draft.taskId}`);
      const section = page.getByRole('region', { name: de ? 'Lieferanten' : 'Printshops' });
      await expect(section.getByText(de ? 'Nicht eingeladen' : 'Not invited')).toHaveCount(5);
      await page
        .getByRole('button', {
          name: de ? 'Lieferanten der letzten Anfrage auswählen (2)' : 'Select last task’s printshops (2)',
        })
        .click();
      await page.getByRole('checkbox', { name: de ? 'Print Echo auswählen' : 'Select Print Echo' }).check();
      const invite = page.getByRole('button', { name: de ? '3 Lieferanten einladen' : 'Invite 3 printshops' });
      await expect(invite).toBeVisible();
      await expect(page.getByRole('button', { name: de ? 'Alle 5 einladen' : 'Invite all 5' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yIssues(page, `the draft task's printshops (${width} px, ${language})`);
      // Nothing sticks out sideways, and the invite button is in reach.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await invite.scrollIntoViewIfNeeded();
      await expect(invite).toBeInViewport();
      await shoot(page, `invite-${language}-${width}.png`);

      // Filtered by language, as a phone shows it too.
      await section.getByRole('combobox', { name: de ? 'Sprache' : 'Language' }).selectOption({ label: 'Slovenčina' });
      await expect(section.getByRole('table').getByRole('row')).toHaveCount(2);
      await expectNoSeriousA11yIssues(page, `the draft task's printshops filtered (${width} px, ${language})`);
      await shoot(page, `invite-${language}-${width}-filtered.png`);
      logs.stop();
      expect(logs.messages, `console of the task page (${width} px, ${language})`).toEqual([]);
    }
  });
}
