import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { offer, sentTask, type Invited } from './support/sent-task.ts';
import { saveLanguage } from './support/tasks.ts';

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 } });

// docs/product.md#scoring: weights 60/20/20/0, the best score on the dearer but faster printshop, a reason kept.
test('a buyer weighs lead time and quality, sees the best score on the faster printshop and awards with a reason', async ({
  page,
  account: _,
}) => {
  await saveLanguage(page.request, 'de');
  const task = await sentTask(page.request, 'Mailing Bewertung', [
    ['Druck Alpha', 'de'],
    ['Druck Bravo', 'de'],
    ['Druck Charlie', 'de'],
  ]);
  const [alpha, bravo, charlie] = task.suppliers as [Invited, Invited, Invited];
  // Alpha is cheapest and slow, Bravo 10 % dearer and fast, Charlie in between.
  await offer(page.request, task, alpha, ['1000', '500'], { leadDays: 10 });
  await offer(page.request, task, bravo, ['1100', '550'], { leadDays: 2 });
  await offer(page.request, task, charlie, ['1050', '530'], { leadDays: 5 });

  await page.goto(`/ua/task/${task.taskId}`);
  await expect(page.getByText('Gewichtung der Bewertung: Preis 100 %')).toBeVisible();
  await page.getByRole('button', { name: 'Gewichtung ändern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gewichtung der Bewertung' });
  await dialog.getByRole('textbox', { name: 'Preis (%)' }).fill('60');
  await dialog.getByRole('textbox', { name: 'Lieferzeit (%)' }).fill('20');
  await expect(dialog.getByText('Summe: 80 % — die Gewichte müssen 100 % ergeben')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Qualität (%)' }).fill('20');
  await expect(dialog.getByText('Summe: 100 %')).toBeVisible();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Gewichtung der Bewertung: Preis 60 % · Lieferzeit 20 % · Qualität 20 %')).toBeVisible();

  // Bravo: 60 × 1,500 ÷ 1,650 + 20 + 20 × 3 ÷ 5 = 86.5 (no deliveries yet: quality estimated); Alpha 76.
  const table = page.getByRole('table', { name: 'Preise je Format und Lieferant' });
  const scores = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Bewertung' }) });
  await expect(scores.getByRole('cell').filter({ hasText: 'beste Bewertung' })).toHaveText(/^86,5beste Bewertung/);
  await expect(scores.getByRole('cell').filter({ hasText: /^76/ })).toHaveCount(1);
  await expectNoSeriousA11yIssues(page, 'the comparison with scores');

  // Bravo's Flyer has the best score; Charlie's Brief neither the lowest price nor the best score: a reason.
  await page.getByRole('button', { name: 'Zuschlag je Format' }).click();
  const award = page.getByRole('dialog', { name: 'Zuschlag je Format' });
  await award
    .getByRole('group', { name: /^Flyer A5/ })
    .getByRole('combobox', { name: 'Lieferant' })
    .selectOption(bravo.id);
  await expect(award.getByRole('textbox', { name: /Warum dieser Lieferant/ })).toHaveCount(0);
  await award
    .getByRole('group', { name: /^Brief DIN lang/ })
    .getByRole('combobox', { name: 'Lieferant' })
    .selectOption(charlie.id);
  const reason = award.getByRole('textbox', { name: /Warum dieser Lieferant/ });
  await expect(award.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  await reason.fill('Charlie hat das Papier auf Lager');
  await expectNoSeriousA11yIssues(page, 'the award dialog asking why');
  await award.getByRole('button', { name: 'Weiter' }).click();
  const confirm = page.getByRole('dialog', { name: 'Diese Aufträge senden?' });
  await expect(confirm.getByText('Begründung: „Charlie hat das Papier auf Lager“')).toBeVisible();
  await confirm.getByRole('button', { name: '2 Aufträge senden' }).click();
  await expect(page.getByText('Auftrag versandt')).toBeVisible({ timeout: 15_000 });

  const history = page.getByRole('region', { name: 'Verlauf' });
  await history.getByRole('button', { name: 'Verlauf' }).click();
  const events = history.getByRole('list', { name: 'Ereignisse dieser Anfrage' }).getByRole('listitem');
  await expect(events.first()).toContainText('Begründung: „Charlie hat das Papier auf Lager“');
  await expectNoSeriousA11yIssues(page, 'the history with the reason');
});
