import type { Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { notice, textbox } from './support/records.ts';
import { completeTask, inDays } from './support/sent-task.ts';
import { shootRegion } from './support/shots.ts';

test.describe.configure({ timeout: 120_000 });
// The browser in another time zone than the workspace's (Europe/Berlin): days left count in the workspace's, so
// "expires in 5 days" holds at every hour (counted from the browser's day, it read 6 for thirteen hours a day).
test.use({ timezoneId: 'Pacific/Kiritimati' });

/** Nothing wider than the window: no sideways scrolling. */
const expectNoOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

// docs/product.md#certificates
test('a buyer gives a printshop a certificate, requires FSC on a task, and invites only those who hold it', async ({
  page,
  account: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const put = async (data: object) => {
    const res = await page.request.put('/api/suppliers', { data });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  await put({ name: 'Druck Grün', email: 'gruen@druck.example', language: 'de' });
  // Its FSC ends five days from now: before the deadline, ten days ahead.
  await put({
    name: 'Print Blau',
    email: 'blau@print.example',
    language: 'en',
    certificates: [{ kind: 'FSC', number: 'FSC-C000001', validUntil: inDays(5) }],
  });
  const created = await page.request.put('/api/tasks', { data: completeTask('Katalog Öko') });
  const { id: taskId } = (await created.json()) as { id: string };

  // The printshop's dialog: a certificate row, its kind typed (or picked from the list).
  await page.goto('/ua/supplier');
  await page.getByRole('button', { name: 'Edit Druck Grün' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit printshop' });
  await dialog.getByRole('button', { name: 'Add certificate' }).click();
  const row = dialog.getByRole('group', { name: 'Certificates 1' });
  await row.getByRole('combobox', { name: 'Kind' }).fill('FSC');
  await textbox(row, 'Number').fill('FSC-C123456');
  await row.getByLabel('Valid until').fill(inDays(400));
  await expectNoSeriousA11yIssues(page, 'the printshop dialog with a certificate');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Printshop saved')).toBeVisible();

  const table = page.getByRole('table', { name: 'Printshops' });
  await expect(table.getByRole('row', { name: /Druck Grün/ })).toContainText('FSC');
  await expect(table.getByRole('row', { name: /Print Blau/ })).toContainText('expires in 5 days');
  // The table still fits beside the row actions.
  await expect(table.getByRole('row', { name: /Print Blau/ }).getByRole('button', { name: /^Edit / })).toBeInViewport({
    ratio: 1,
  });
  await expectNoSeriousA11yIssues(page, 'the Printshops page with certificates');
  await page.screenshot({ path: test.info().outputPath('printshops-1280.png') });

  // The task requires FSC; the picker says who lacks it.
  await page.goto(`/ua/task/${taskId}`);
  await textbox(page, 'Required certificates').fill('FSC');
  await page.getByRole('button', { name: 'Save task' }).first().click();
  await expect(notice(page, 'Task saved')).toBeVisible();
  const suppliers = page.getByRole('table', { name: 'Printshops' });
  await expect(suppliers.getByRole('row', { name: /Print Blau/ })).toContainText('Lacks FSC');
  await expect(suppliers.getByRole('row', { name: /Druck Grün/ })).not.toContainText('Lacks');
  // Inviting every one would be refused: the page offers it no more and says why.
  await expect(page.getByRole('button', { name: /^Invite all/ })).toHaveCount(0);
  await expect(
    page.getByText(
      '1 printshop lacks a required certificate and cannot be invited: tick the printshops that hold them.',
    ),
  ).toBeVisible();
  const qualified = page.getByRole('checkbox', { name: 'Only printshops with the required certificates' });
  await qualified.check();
  await expect(suppliers.getByRole('row', { name: /Print Blau/ })).toHaveCount(0);
  await expect(suppliers.getByRole('row', { name: /Druck Grün/ })).toBeVisible();
  await qualified.uncheck();
  await expectNoSeriousA11yIssues(page, 'the task page requiring FSC');
  await shootRegion(page, /^Printshops/, 'certificates-picker-1280.png');

  // Inviting the one that lacks it is refused, and nothing is sent.
  await page.getByRole('checkbox', { name: 'Select Print Blau' }).check();
  await page.getByRole('button', { name: 'Invite 1 printshop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send the invitations?' });
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText(
      'Nothing was sent: Print Blau lacks a FSC certificate valid on the offer deadline, which this task requires.',
    ),
  ).toBeVisible();
  await expect(suppliers.getByRole('row', { name: /Print Blau/ })).toContainText('Lacks FSC');

  // In German.
  expect((await page.request.post('/api/account/settings', { data: { language: 'de', signature: '' } })).ok()).toBe(
    true,
  );
  await page.goto(`/ua/task/${taskId}`);
  const lieferanten = page.getByRole('table', { name: 'Lieferanten' });
  await expect(lieferanten.getByRole('row', { name: /Print Blau/ })).toContainText('Fehlt: FSC');
  await expect(page.getByRole('checkbox', { name: 'Nur Lieferanten mit den verlangten Zertifikaten' })).toBeVisible();
  await expect(textbox(page, 'Verlangte Zertifikate')).toHaveValue('FSC');
  await expectNoSeriousA11yIssues(page, 'the task page requiring FSC, in German');
  await page.goto('/ua/supplier');
  await expect(page.getByRole('table', { name: 'Lieferanten' }).getByRole('row', { name: /Print Blau/ })).toContainText(
    'läuft in 5 Tagen ab',
  );
  await page.screenshot({ path: test.info().outputPath('printshops-1280-de.png') });

  // On a phone: nothing overflows.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ua/supplier');
  await expect(page.getByText('läuft in 5 Tagen ab')).toBeVisible();
  await expectNoOverflow(page);
  await page.getByRole('button', { name: 'Druck Grün bearbeiten' }).click();
  await expect(page.getByRole('group', { name: 'Zertifikate 1' })).toBeVisible();
  await expectNoOverflow(page);
  await expectNoSeriousA11yIssues(page, 'the printshop dialog on a phone');
  await page.screenshot({ path: test.info().outputPath('dialog-390-de.png') });
  await page.keyboard.press('Escape');
  await page.goto(`/ua/task/${taskId}`);
  await expect(page.getByText('Fehlt: FSC')).toBeVisible();
  await expectNoOverflow(page);
  await expectNoSeriousA11yIssues(page, 'the task page on a phone');
  await page.screenshot({ path: test.info().outputPath('task-390-de.png'), fullPage: true });
});
