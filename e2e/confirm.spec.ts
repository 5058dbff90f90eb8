import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { OFFER_TOKEN_HEADER } from '../src/shared/offer-link.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { format, sentTask, type Invited, type SentTask } from './support/sent-task.ts';

// docs/product.md#amendments and #offer-page: the buyer raises the flyer's quantity; a printshop confirms that
// one format of four on its phone, the page doubts a mistyped price, and nothing typed is lost on a reload.
test.describe.configure({ timeout: 90_000 });

const formats = [
  { ...format('Flyer A5', 10_000), runOn: true },
  format('Brief DIN lang', 2_000),
  format('Kuvert C6', 2_000),
  format('Plakat A2', 500),
];

/** A printshop's offer through the public API: a price per format in the task's order (null: none), run-on for the flyer. */
async function offer(request: APIRequestContext, task: SentTask, shop: Invited, prices: (string | null)[]) {
  const response = await request.post(`/api/pub/tasks/${task.taskId}/${shop.id}`, {
    headers: { [OFFER_TOKEN_HEADER]: shop.token },
    data: {
      formats: task.formatIds.flatMap((id, i) =>
        prices[i] ? [{ id, price: prices[i], ...(i === 0 ? { runOnPer1000: '69' } : {}) }] : [],
      ),
    },
  });
  expect(response.ok()).toBe(true);
}

/** The buyer raises the flyer's quantity from 10,000 to 15,000 through the staff API. */
async function moreFlyers(request: APIRequestContext, task: SentTask) {
  const read = (await (await request.get(`/api/tasks/${task.taskId}`)).json()) as {
    version: number;
    formats: { count: number }[];
  };
  const [flyer, ...others] = read.formats;
  const amended = await request.post(`/api/tasks/${task.taskId}/amend`, {
    data: { version: read.version, message: 'Mehr Flyer', formats: [{ ...flyer, count: 15_000 }, ...others] },
  });
  expect(amended.ok()).toBe(true);
}

async function openLink(browser: Browser, shop: Invited, locale: string, width: number): Promise<Page> {
  const page = await browser.newPage({ locale, viewport: { width, height: width < 500 ? 844 : 900 } });
  // Typed prices ask before the tab goes (the browser's own question): a reload here means to go.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(shop.link);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

const shoot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: path.join(process.env.E2E_SHOTS, name), fullPage: true });
};
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/** Whether the field's whole text is selected, to be typed over. */
const selectedWhole = (field: ReturnType<Page['getByRole']>) =>
  field.evaluate(
    (input: HTMLInputElement) =>
      input.value.length > 0 && input.selectionStart === 0 && input.selectionEnd === input.value.length,
  );

test('on a 390 px phone in Slovak a printshop confirms the one format of four that changed, is asked about 960.690 €, and a reload keeps what it typed', async ({
  page,
  browser,
  account: _account,
}) => {
  const task = await sentTask(
    page.request,
    'Mailing Jar',
    [
      ['Tlačiareň Alfa', 'sk'],
      ['Druck Bravo', 'de'],
      ['Druck Charlie', 'de'],
    ],
    { task: { formats } },
  );
  const [alfa, bravo, charlie] = task.suppliers as [Invited, Invited, Invited];
  await offer(page.request, task, alfa, ['690', '300', '120', '450']);
  await offer(page.request, task, bravo, ['720', '310', '125', '480']);
  // Charlie never priced the flyer: the amendment asks nothing of it.
  await offer(page.request, task, charlie, [null, '320', '130', '470']);
  await moreFlyers(page.request, task);

  // At 1280 px in German: the amended page as Bravo reads it, and Charlie's, which asks nothing.
  const b = await openLink(browser, bravo, 'de-DE', 1280);
  const bStatus = b.getByRole('region', { name: 'Stand Ihres Angebots' });
  await expect(bStatus).toContainText('1 von 4 Formaten wurde geändert: bitte bestätigen');
  await expect(bStatus).toContainText(
    'Ihre Plätze gelten für 3 von 4 Formaten; bestätigen Sie Flyer A5, um auch dafür einen Platz zu erhalten.',
  );
  await expect(b.getByText(/^bisher 720,00\s€ für 10\.000$/)).toBeVisible();
  await expectNoSeriousA11yIssues(b, 'the amended offer page (de, 1280 px)');
  await shoot(b, 'offer-amended-de-1280.png');
  const c = await openLink(browser, charlie, 'de-DE', 1280);
  await expect(c.getByRole('region', { name: 'Stand Ihres Angebots' })).not.toContainText('geändert');
  await expect(c.getByText('Bitte bestätigen')).toHaveCount(0);

  const phone = await openLink(browser, alfa, 'sk-SK', 390);
  const status = phone.getByRole('region', { name: 'Stav Vašej ponuky' });
  await expect(status).toContainText('1 zo 4 formátov sa zmenil: potvrďte ho');
  await expect(status).toContainText(
    'Vaše poradie platí pre 3 zo 4 formátov; potvrďte Flyer A5, aby ste mali poradie aj pre tento formát.',
  );
  const flyer = phone.getByRole('textbox', { name: /^Flyer A5 Cena za celý náklad 15\s000 ks/ });
  const letter = phone.getByRole('textbox', { name: /^Brief DIN lang Cena za celý náklad/ });
  // The old price is told, struck through, with the quantity it was for; the field for the new one is empty.
  await expect(flyer).toHaveValue('');
  await expect(flyer).toHaveAccessibleDescription(/predtým 690,00\s€ za 10\s000 ks/);
  await expect(letter).toHaveValue('300,00');
  await expect(
    phone.getByRole('button', { name: /^Použiť 1\s035,00\s€ \(690,00\s€ \+ 5 × 69,00\s€ dotlač\)$/ }),
  ).toBeVisible();
  expect(await overflow(phone)).toBe(0);
  await expectNoSeriousA11yIssues(phone, 'the amended offer page (sk, 390 px)');
  await shoot(phone, 'offer-amended-sk-390.png');

  // A tap selects the whole price, so typing replaces it…
  await letter.click();
  expect(await selectedWhole(letter)).toBe(true);
  // …but a caret put before the old price by the keyboard makes 960.690 €: the page asks before sending.
  await flyer.fill('690,00');
  await flyer.press('Home');
  await flyer.pressSequentially('960');
  await expect(flyer).toHaveValue('960690,00');
  await phone.getByRole('button', { name: 'Potvrdiť ponuku', exact: true }).click();
  const doubts = phone.getByRole('alert', { name: 'Pred odoslaním skontrolujte tieto ceny' });
  await expect(doubts).toContainText(
    /Flyer A5: 960\s690,00\s€ za 15\s000 ks \(64\s046,00\s€ za 1\s000 ks\) je viac ako 500-násobok Vašej predchádzajúcej ceny 690,00\s€ za 10\s000 ks \(69,00\s€ za 1\s000 ks\)\./,
  );
  await expectNoSeriousA11yIssues(phone, 'the doubted price (sk, 390 px)');
  await shoot(phone, 'offer-doubt-sk-390.png');
  await doubts.getByRole('button', { name: 'Skontrolovať ceny' }).click();
  await expect(flyer).toBeFocused();
  expect(await selectedWhole(flyer)).toBe(true);
  await flyer.pressSequentially('1035');

  // A reload (a phone between jobs) keeps what was typed, and says so.
  await phone.reload();
  await expect(phone.getByText('Obnovili sme ceny, ktoré ste zadali, ale neodoslali.')).toBeVisible();
  await expect(flyer).toHaveValue('1035');
  await expectNoSeriousA11yIssues(phone, 'the restored prices (sk, 390 px)');
  await shoot(phone, 'offer-restored-sk-390.png');

  // Confirming sends the flyer alone, for its new revision; the other prices and the terms stay as they were.
  const [request] = await Promise.all([
    phone.waitForRequest((r) => r.method() === 'POST' && r.url().includes(`/api/pub/tasks/${task.taskId}/`)),
    phone.getByRole('button', { name: 'Potvrdiť ponuku', exact: true }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({
    formats: [{ id: task.formatIds[0], price: '1035.00', revision: 2, scales: [] }],
    keepOthers: true,
  });
  await expect(phone.getByRole('status').filter({ hasText: 'Vaša ponuka bola odoslaná' })).toBeVisible();
  await expect(status).not.toContainText('sa zmenil');
  // Bravo's offer still waits for its flyer, and Charlie's prices three formats only: Alfa's is the one whole offer.
  await expect(status).toContainText('Vaša ponuka: najlepšia z 1 aktuálnej ponuky.');
  await expect(letter).toHaveValue('300,00');

  await phone.reload();
  await expect(flyer).toHaveValue(/^1\s035,00$/);
  await expect(phone.getByText(/^Obnovili sme/)).toHaveCount(0);
});
