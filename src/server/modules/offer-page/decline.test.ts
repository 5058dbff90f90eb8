import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { talkAs } from '../../test/talk.ts';
import { read, readError } from '../../test/read.ts';
import { SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';

describe('no-bids', () => {
  const t = useTestApp();

  async function declining(n = 2, buyer = 'buyer') {
    const sent = await sentTask(t.app, n, buyer);
    const talk = (i: number) => talkAs(t.app, sent.task.id, sent.suppliers[i]!.id);
    const rows = async () =>
      (await read(sent.api.get(`/api/tasks/${sent.task.id}/suppliers`), SupplierTaskListSchema)).items;
    const declinedRow = async (i: number) => (await rows()).find((r) => r.supplierId === sent.suppliers[i]!.id)!;
    const comparison = () => read(sent.api.get(`/api/tasks/${sent.task.id}/offers`), ComparisonSchema);
    return { ...sent, talk, declinedRow, comparison };
  }

  it('records a decline with its reason: on the page, in the printshop table and in the comparison', async () => {
    const { talk, declinedRow, comparison, suppliers } = await declining();
    const res = await talk(1).decline('  No capacity in March.  ');
    const declined = { reason: 'No capacity in March.', at: expect.any(Number) };
    expect((await read(res, PubOfferSchema)).supplierTask).toMatchObject({ declined, sum: null });
    expect((await read(talk(1).page(), PubOfferSchema)).supplierTask.declined).toEqual(declined);
    expect((await read(talk(0).page(), PubOfferSchema)).supplierTask.declined).toBeNull();
    expect((await declinedRow(1)).declined).toEqual(declined);
    expect((await declinedRow(0)).declined).toBeNull();
    expect((await comparison()).declined).toEqual([
      { supplierId: suppliers[1]!.id, name: 'Druck 1', reason: 'No capacity in March.', at: expect.any(Number) },
    ]);
    // Declining again gives a new reason.
    await talk(1).decline('Paper not available.');
    expect((await declinedRow(1)).declined).toMatchObject({ reason: 'Paper not available.' });
  });

  it('is undone by offering later', async () => {
    const { talk, offer, declinedRow, comparison } = await declining();
    await talk(0).decline('Too small a run for us.');
    const offered = await offer(0, [100, 200]);
    expect((await read(offered, PubOfferSchema)).supplierTask).toMatchObject({ declined: null, sum: 30000 });
    expect((await read(talk(0).page(), PubOfferSchema)).supplierTask.declined).toBeNull();
    expect((await declinedRow(0)).declined).toBeNull();
    expect((await comparison()).declined).toEqual([]);
  });

  it('refuses a printshop that has an offer: 409 ALREADY_OFFERED, the offer stays', async () => {
    const { talk, offer, declinedRow } = await declining();
    await offer(0, [100, 200]);
    const res = await talk(0).decline('Changed our mind.');
    expect((await readError(res, 409)).code).toBe('ALREADY_OFFERED');
    expect((await read(talk(0).page(), PubOfferSchema)).supplierTask).toMatchObject({ sum: 30000, declined: null });
    expect((await declinedRow(0)).declined).toBeNull();
  });

  it('refuses a decline after the deadline day (DECLINE_CLOSED), once cancelled and once awarded, each with its code', async () => {
    const late = await declining(2, 'late');
    // No API moves a deadline into the past: the row is written.
    await t.app.deps.db
      .updateTable('tasks')
      .set({ deadlineDate: '2020-01-01' })
      .where('id', '=', late.task.id)
      .execute();
    const cancelled = await declining(2, 'cancelled');
    expect((await cancelled.api.post(`/api/tasks/${cancelled.task.id}/cancel`, { message: '' })).statusCode).toBe(200);
    const awarded = await declining(2, 'awarded');
    await awarded.offer(0, [100, 200]);
    const accept = `/api/tasks/${awarded.task.id}/suppliers/${awarded.suppliers[0]!.id}/accept`;
    expect((await awarded.api.post(accept)).statusCode).toBe(200);
    const cases = [
      [late, 'DECLINE_CLOSED', 'Declining is possible only until the deadline.'],
      // Not "only until the deadline": the deadline has not passed, the tender has ended.
      [cancelled, 'TENDER_CANCELLED', 'The tender was cancelled without an order.'],
      [awarded, 'OFFER_ENDED', 'An offer has been accepted; the tender has ended.'],
    ] as const;
    for (const [closed, code, message] of cases) {
      const res = await closed.talk(1).decline('Too late?');
      expect(await readError(res, 409)).toMatchObject({ code, message });
      expect((await closed.declinedRow(1)).declined).toBeNull();
    }
  });

  it('refuses an empty or too long reason', async () => {
    const { talk } = await declining(1);
    expect(await readError(talk(0).decline(' '), 400)).toMatchObject({
      code: 'INVALID',
      field: 'reason',
      key: 'required',
    });
    expect((await talk(0).decline('x'.repeat(1001))).statusCode).toBe(400);
  });
});
