import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { caughtText } from '../../test/notifications.ts';
import { accept, team, type Api } from '../../test/approval.ts';
import { useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { NoticeSchema } from '../../../shared/schemas/account.ts';
import { AwardRequestAnswerSchema } from '../../../shared/schemas/award.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { WorkspaceSchema } from '../../../shared/schemas/workspace.ts';

const orders = (app: App, taskId: string) =>
  app.deps.db
    .selectFrom('mails')
    .select('toAddress')
    .where('taskId', '=', taskId)
    .where('kind', '=', 'order')
    .execute();

const waiting = async (api: Api, taskId: string) =>
  (await read(api.get(`/api/tasks/${taskId}/award/request`), AwardRequestAnswerSchema)).request!;

/** The team's task with the limit at 100 €: the clerk's award of Druck 0 at 135 € + 10 € waits for approval. */
async function asked(app: App) {
  const ctx = await team(app);
  await read(ctx.owner.post('/api/workspace', { approvalAbove: 100 }), WorkspaceSchema);
  expect(await ctx.offer(0, [135, 10])).toMatchObject({ statusCode: 200 });
  const res = await accept(ctx.clerk, ctx.task.id, ctx.suppliers[0]!.id);
  expect(await read(res, NoticeSchema)).toMatchObject({ code: 'APPROVAL_REQUESTED' });
  return ctx;
}

const line = (price: number) => ({ count: 5000, price, alternative: null, delivery: null });

describe('an award waiting for approval', () => {
  const t = useTestApp({ outbox: { pollMs: 50 } });

  it('is not approved once its printshop raised the price (135 € → 13,500 €): 409 AWARD_CHANGED, no order', async () => {
    const { task, suppliers, chief, clerk, owner, offer } = await asked(t.app);
    expect((await waiting(chief, task.id)).changes).toBeNull();
    expect(await offer(0, [13_500, 10])).toMatchObject({ statusCode: 200 });

    const [flyer, letter] = task.formats;
    const druck0 = { supplierId: suppliers[0]!.id, supplier: 'Druck 0', why: 'new-offer' };
    const changes = {
      amended: null,
      formats: [
        { formatId: flyer!.id, title: 'Flyer A5', ...druck0, was: line(13_500), now: line(1_350_000) },
        { formatId: letter!.id, title: 'Brief DIN lang', ...druck0, was: { ...line(1000), count: 2000 } },
      ],
    };
    // The approver reads what changed, old → new per format; the member who asked too.
    expect((await waiting(chief, task.id)).changes).toMatchObject(changes);
    expect((await waiting(clerk, task.id)).changes).toMatchObject(changes);

    const refused = await readError(chief.post(`/api/tasks/${task.id}/award/approve`), 409);
    expect(refused).toMatchObject({ code: 'AWARD_CHANGED', params: { by: 'clerk' }, changes });
    expect(refused.message).toContain('Flyer A5 from Druck 0: 5,000 for €135.00 → 5,000 for €13,500.00 (a new offer');
    expect(await orders(t.app, task.id)).toEqual([]);
    expect(await read(owner.get(`/api/tasks/${task.id}`), TaskSchema)).toMatchObject({ state: 50 });

    // Rejected, the member awards anew.
    const rejected = await chief.post(`/api/tasks/${task.id}/award/reject`, { message: 'Druck 0 raised its price.' });
    expect(await read(rejected, NoticeSchema)).toMatchObject({ code: 'AWARD_REJECTED' });
    expect((await read(accept(clerk, task.id, suppliers[1]!.id), NoticeSchema)).code).toBe('APPROVAL_REQUESTED');
  });

  it('orders exactly what it showed when only another printshop’s offer changed since', async () => {
    const { task, chief, owner, offer } = await asked(t.app);
    // Druck 1 now offers less: the saving the approver saw is no longer the best, the award is unchanged.
    expect(await offer(1, [100, 5])).toMatchObject({ statusCode: 200 });
    expect((await waiting(chief, task.id)).changes).toBeNull();

    expect(await read(chief.post(`/api/tasks/${task.id}/award/approve`), NoticeSchema)).toMatchObject({
      code: 'ORDER_SENT',
    });
    expect(await orders(t.app, task.id)).toEqual([{ toAddress: 's0@druck.de' }]);
    // Druck 0 reads German: its order, parsed from the SMTP catcher, names the prices shown.
    const order = await caughtText(t.app, 's0@druck.de', 'Nettosumme inkl. Lieferkosten: 145,00\u00a0€');
    expect(order.text).toContain('Flyer A5: Auflage 5.000, Preis 135,00\u00a0€');
    const awarded = (await read(owner.get(`/api/tasks/${task.id}/events`), TaskEventListSchema)).items[0];
    expect(awarded).toMatchObject({ kind: 'awarded', staff: 'chief', amount: 14_500 });
  });

  it('is not approved once the task was amended since it was asked for', async () => {
    const { task, suppliers, chief, clerk, owner } = await team(t.app);
    await accept(clerk, task.id, suppliers[0]!.id);
    const current = await read(owner.get(`/api/tasks/${task.id}`), TaskSchema);
    // Not the formats: the delivery address, which the order states too.
    const amended = await owner.post(`/api/tasks/${task.id}/amend`, {
      version: current.version,
      address: 'Neue Straße 5\n10117 Berlin',
    });
    expect(amended.statusCode).toBe(200);

    const changes = { amended: { was: 0, now: 1 }, formats: [] };
    expect((await waiting(chief, task.id)).changes).toEqual(changes);
    const refused = await readError(chief.post(`/api/tasks/${task.id}/award/approve`), 409);
    expect(refused).toMatchObject({ code: 'AWARD_CHANGED', changes });
    expect(refused.message).toContain('the task was amended (0 → 1)');
    expect(await orders(t.app, task.id)).toEqual([]);
  });

  it('is not approved once its printshop was deleted, nor when it was asked for before requests kept their prices', async () => {
    const { task, suppliers, chief, owner } = await asked(t.app);
    await t.app.deps.db.updateTable('awardRequests').set({ priced: null }).where('taskId', '=', task.id).execute();
    const unkept = (await waiting(chief, task.id)).changes!;
    expect(unkept.formats.map((f) => [f.title, f.why, f.was.price, f.now?.price])).toEqual([
      ['Flyer A5', 'not-kept', 13_500, 13_500],
      ['Brief DIN lang', 'not-kept', 1000, 1000],
    ]);
    expect((await readError(chief.post(`/api/tasks/${task.id}/award/approve`), 409)).code).toBe('AWARD_CHANGED');

    expect((await owner.delete(`/api/suppliers/${suppliers[0]!.id}`)).statusCode).toBe(204);
    const deleted = (await waiting(chief, task.id)).changes!;
    expect(deleted.formats.map((f) => [f.why, f.now])).toEqual([
      ['supplier-deleted', null],
      ['supplier-deleted', null],
    ]);
    expect(await orders(t.app, task.id)).toEqual([]);
  });
});
