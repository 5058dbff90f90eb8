import { OFFER_TOKEN_HEADER } from '../src/shared/offer-link.ts';
import { expect, test } from './support/fixtures.ts';
import { draftTask, offer, sentTask } from './support/sent-task.ts';
import { emulateVisibility, setVisibility } from './support/visibility.ts';

// Without the live stream the page would read these again only after a minute (its fallback poll): each
// expectation below waits 20 s at most, so what it sees came through the stream (docs/decisions/022).
const LIVE = { timeout: 20_000 };

test('the task page shows offers, questions and no-bids as they come in', async ({ page, account: _ }) => {
  const task = await sentTask(page.request, 'Mailing Live', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
    ['Druck Charlie', 'de'],
  ]);
  const [alpha, bravo, charlie] = task.suppliers;
  const stream = page.waitForResponse((r) => r.url().endsWith(`/api/tasks/${task.taskId}/live`));
  await page.goto(`/ua/task/${task.taskId}`);
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
  const comparison = page.getByRole('region', { name: 'Offers' });
  await expect(comparison.getByText('No offers yet')).toBeVisible();

  await offer(page.request, task, alpha!, ['900', '300']);
  const matrix = page.getByRole('table', { name: 'Prices per format and printshop' });
  await expect(matrix.getByRole('columnheader', { name: /Druck Alpha/ })).toBeVisible(LIVE);

  const asked = await page.request.put(`/api/pub/tasks/${task.taskId}/${bravo!.id}/questions`, {
    headers: { [OFFER_TOKEN_HEADER]: bravo!.token },
    data: { text: 'Is the die line binding?' },
  });
  expect(asked.ok()).toBe(true);
  await expect(page.getByRole('region', { name: 'Questions' }).getByText('Is the die line binding?')).toBeVisible(LIVE);

  const declined = await page.request.post(`/api/pub/tasks/${task.taskId}/${charlie!.id}/decline`, {
    headers: { [OFFER_TOKEN_HEADER]: charlie!.token },
    data: { reason: 'No capacity in December' },
  });
  expect(declined.ok()).toBe(true);
  const shops = page.getByRole('table', { name: 'Printshops' });
  await expect(shops.getByRole('row', { name: /Druck Charlie/ })).toContainText('Declined', LIVE);
});

test('the dashboard and the task list show offers and sending as they happen', async ({ page, account: _ }) => {
  const task = await sentTask(page.request, 'Mailing Übersicht', [['Druck Alpha', 'de']]);
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/live'));
  await page.goto('/ua/dashboard');
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
  const card = page.getByRole('article', { name: 'Mailing Übersicht' });
  await expect(card.getByText('No offers yet')).toBeVisible();
  await offer(page.request, task, task.suppliers[0]!, ['900', '300']);
  await expect(card.getByText('1 offer')).toBeVisible(LIVE);
  await expect(card.getByText('Druck Alpha')).toBeVisible();

  // A draft sent from elsewhere (another colleague's tab) changes its state in the open task list.
  const draft = await draftTask(page.request, 'Mailing Entwurf', [['Druck Bravo', 'de']]);
  await page.getByRole('link', { name: 'Tasks' }).first().click();
  const row = page.getByRole('row', { name: /Mailing Entwurf/ });
  await expect(row).toContainText('Ready');
  const sent = await page.request.post(`/api/tasks/${draft.taskId}/suppliers/mail`, { data: { suppliers: [] } });
  expect(sent.ok()).toBe(true);
  await expect(row).toContainText('Open', LIVE);
  // Sent to both printshops of the workspace, neither has offered yet.
  await expect(row).toContainText('0 / 2');
});

test('the task page catches up on what came in while its stream was lost', async ({ page, account: _ }) => {
  const task = await sentTask(page.request, 'Mailing Wiederverbindung', [['Druck Alpha', 'de']]);
  const live = `**/api/tasks/${task.taskId}/live`;
  // The first stream ends at once, as when a proxy or an instance goes away; the page's reconnect, which
  // names the last event it saw, waits until an offer came in meanwhile.
  let offered!: () => void;
  const offerIn = new Promise<void>((resolve) => (offered = resolve));
  const lastEventIds: (string | undefined)[] = [];
  await page.route(live, async (route) => {
    lastEventIds.push(route.request().headers()['last-event-id']);
    if (lastEventIds.length === 1) {
      const body = 'retry: 200\nid: 7\nevent: ready\ndata: {}\n\n';
      return route.fulfill({ status: 200, contentType: 'text/event-stream', body });
    }
    await offerIn;
    return route.fallback();
  });
  await page.goto(`/ua/task/${task.taskId}`);
  await expect(page.getByRole('region', { name: 'Offers' }).getByText('No offers yet')).toBeVisible();
  await expect.poll(() => lastEventIds.length).toBe(2);

  await offer(page.request, task, task.suppliers[0]!, ['800', '350']);
  offered();
  // The new stream starts with ready (or resync, when the browser resumed it with the last event's id): the
  // page reads again what it loaded before the stream was open.
  const matrix = page.getByRole('table', { name: 'Prices per format and printshop' });
  await expect(matrix.getByRole('columnheader', { name: /Druck Alpha/ })).toBeVisible(LIVE);
  expect(lastEventIds).toHaveLength(2);
});

test('a hidden task page closes its stream and, shown again, reads what came in meanwhile', async ({
  page,
  signedIn: _,
}) => {
  const task = await sentTask(page.request, 'Mailing Hintergrund', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
  ]);
  const [alpha, bravo] = task.suppliers;
  await emulateVisibility(page);
  // The task's stream; the bell in the top bar holds the workspace's (/api/live) beside it.
  const taskStream = (url: string) => url.endsWith(`/api/tasks/${task.taskId}/live`);
  const streams: string[] = [];
  page.on('request', (r) => void (taskStream(r.url()) && streams.push(r.url())));
  const opened = page.waitForResponse((r) => taskStream(r.url()));
  await page.goto(`/ua/task/${task.taskId}`);
  await opened;
  const comparison = page.getByRole('region', { name: 'Offers' });
  await expect(comparison.getByText('No offers yet')).toBeVisible();

  const closed = page.waitForEvent('requestfailed', (r) => taskStream(r.url()));
  await setVisibility(page, 'hidden');
  await closed;
  await offer(page.request, task, alpha!, ['900', '300']);

  await setVisibility(page, 'visible');
  const matrix = page.getByRole('table', { name: 'Prices per format and printshop' });
  await expect(matrix.getByRole('columnheader', { name: /Druck Alpha/ })).toBeVisible(LIVE);
  expect(streams).toHaveLength(2);
  // The stream is open again: the next offer comes through it.
  await offer(page.request, task, bravo!, ['950', '320']);
  await expect(matrix.getByRole('columnheader', { name: /Print Bravo/ })).toBeVisible(LIVE);
});

test('six task pages in the background leave connections for the page in front', async ({ page, signedIn: _ }) => {
  // Over HTTP/1.1 a browser opens six connections per host. Were each task page to keep its stream, six of
  // them would leave none for a seventh: it would wait for its data for ever.
  const task = await sentTask(page.request, 'Mailing Tabs', [['Druck Alpha', 'de']]);
  const url = `/ua/task/${task.taskId}`;
  for (let i = 0; i < 6; i++) {
    const tab = await page.context().newPage();
    await emulateVisibility(tab);
    const opened = tab.waitForResponse((r) => r.url().endsWith('/live'));
    await tab.goto(url);
    await opened;
    await setVisibility(tab, 'hidden');
  }
  await page.goto(url);
  await expect(page.getByRole('region', { name: 'Offers' }).getByText('No offers yet')).toBeVisible(LIVE);
  await offer(page.request, task, task.suppliers[0]!, ['800', '350']);
  const matrix = page.getByRole('table', { name: 'Prices per format and printshop' });
  await expect(matrix.getByRole('columnheader', { name: /Druck Alpha/ })).toBeVisible(LIVE);
});
