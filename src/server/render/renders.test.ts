import { describe, expect, it } from 'vitest';
import { NoticeSchema } from '../../shared/schemas/account.ts';
import { flyer } from '../test/tasks.ts';
import { useTestApp, waitFor, type TestApp } from '../test/helper.ts';
import { sentTask } from '../test/offers.ts';
import { read, readError } from '../test/read.ts';
import { Renders } from './renders.ts';

const fifty = Array.from({ length: 50 }, (_, i) => ({ ...flyer, title: `Format ${i}` }));

/** A workspace's task of 50 formats awarded to its one printshop, once the order mail went with its PDF. */
async function awardedTask(app: TestApp, username: string) {
  const { api, task, suppliers, offer } = await sentTask(app, 1, username, { formats: fifty });
  expect(
    (
      await offer(
        0,
        fifty.map((_, i) => 100 + i),
      )
    ).statusCode,
  ).toBe(200);
  await read(api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`), NoticeSchema);
  // The order mail's PDF took a slot of the workspace's until it was made.
  await waitFor(
    () =>
      app.deps.db
        .selectFrom('mails')
        .select('id')
        .where('taskId', '=', task.id)
        .where('kind', '=', 'order')
        .where('state', '=', 'sent')
        .executeTakeFirst(),
    'the order mail sent',
    30_000,
  );
  return { pdf: () => api.get(`/api/tasks/${task.id}/orders/${suppliers[0]!.id}.pdf`), api, task };
}

describe('exports per workspace', () => {
  const t = useTestApp();

  // Two workspaces' tenders of 50 formats and six renders: over 30 s on a loaded machine.
  it(
    'makes two at once per workspace, refuses a third with when to retry, never another’s',
    { timeout: 90_000 },
    async () => {
      const alpha = await awardedTask(t.app, 'alpha');
      const beta = await awardedTask(t.app, 'beta');

      // Alpha's two PDFs and its workbook are asked for at once (each ~0.5 s on one thread), and Beta's PDF.
      const before = Date.now();
      const [betas, ...alphas] = await Promise.all([
        beta.pdf(),
        alpha.pdf(),
        alpha.pdf(),
        alpha.api.get(`/api/tasks/${alpha.task.id}/offers.xlsx`),
      ]);
      expect(betas.statusCode).toBe(200);
      // Whichever came last of Alpha's three: a PDF and the workbook count alike.
      expect(alphas.map((r) => r.statusCode).sort()).toEqual([200, 200, 429]);
      const refused = alphas.find((r) => r.statusCode === 429)!;
      const busy = await readError(refused, 429);
      expect(busy).toMatchObject({
        code: 'EXPORT_BUSY',
        message: 'Your workspace is making 2 exports (order PDFs or workbooks) already. Try again in a few seconds.',
      });
      expect(Number(busy.params!.retryAt)).toBeGreaterThan(before);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

      // Once they are made, the slots are free again.
      expect((await alpha.api.get(`/api/tasks/${alpha.task.id}/offers.xlsx`)).statusCode).toBe(200);
      expect((await alpha.pdf()).statusCode).toBe(200);
    },
  );
});

describe('the slots of a workspace', () => {
  const job = { kind: 'order-pdf', input: {} } as never;

  it('hands a freed slot to the mail that waited for it, before any download asked later', async () => {
    // Each render ends when the test says so, in the order they started.
    const ends: (() => void)[] = [];
    const renders = new Renders(2, () => new Promise((resolve) => ends.push(() => resolve(Buffer.from('made')))));
    const downloads = [renders.now('w1', job), renders.now('w1', job)];
    const mail = renders.inTurn('w1', job);
    await expect(renders.now('w1', job)).rejects.toMatchObject({ statusCode: 429, code: 'EXPORT_BUSY' });
    // Another workspace has slots of its own.
    const other = renders.now('w2', job);
    expect(ends).toHaveLength(3);

    ends[0]!();
    await downloads[0];
    // The freed slot went to the mail, which renders now: a download is still refused.
    expect(ends).toHaveLength(4);
    await expect(renders.now('w1', job)).rejects.toMatchObject({ code: 'EXPORT_BUSY' });
    for (const end of ends.slice(1)) end();
    expect((await Promise.all([downloads[1], mail, other])).map(String)).toEqual(['made', 'made', 'made']);

    const again = renders.now('w1', job);
    ends[4]!();
    expect(String(await again)).toBe('made');
  });
});
