import { describe, expect, it } from 'vitest';
import { DashboardActionsSchema } from '../../../shared/schemas/dashboard.ts';
import { DeliverySchema } from '../../../shared/schemas/deliveries.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { OrderJobListSchema, ProofSchema, PubOrderSchema } from '../../../shared/schemas/orders.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { file, pdf, png } from '../../test/files.ts';
import { useTestApp } from '../../test/helper.ts';
import { askProof, awardedJobs } from '../../test/jobs.ts';
import { read, readError } from '../../test/read.ts';
import { inDays } from '../../test/tasks.ts';

const field = (name: string, value: string) => ({ name, value });

describe('the job after the award', () => {
  const t = useTestApp();

  it('goes sent → confirmed → proof → approved → shipped → delivered → invoiced, refusing each step out of turn', async () => {
    const { api, task, ids, flyer, letter, award, job } = await awardedJobs(t.app);
    const confirmation = { reference: 'AB-4711', shipDate: inDays(10) };
    expect(await readError(job(1).confirm(confirmation), 409)).toMatchObject({ code: 'NOT_AWARDED' });
    expect((await award()).statusCode).toBe(200);
    await askProof(t.app, task.id, flyer);
    const orders = () => read(api.get(`/api/tasks/${task.id}/orders`), OrderJobListSchema);
    const of = async (i: number) => (await orders()).find((o) => o.supplierId === ids[i])!;
    expect((await orders()).map((o) => [o.name, o.status, o.waitingOn])).toEqual([
      ['Druck 1', 'sent', 'supplier'],
      ['Druck 0', 'sent', 'supplier'],
    ]);

    // The link decides who speaks; a printshop that won nothing has no order.
    expect(await readError(job(1, 'x'.repeat(32)).confirm(confirmation), 404)).toMatchObject({ code: 'NOT_INVITED' });
    expect(await readError(job(2).confirm(confirmation), 409)).toMatchObject({ code: 'NOT_A_WINNER' });
    const early = await job(1).proof([field('formatId', flyer), file('proof.pdf', pdf())]);
    expect(await readError(early, 409)).toMatchObject({ code: 'ORDER_NOT_CONFIRMED' });
    const past = await job(1).confirm({ ...confirmation, shipDate: inDays(-1) });
    expect(await readError(past, 400)).toMatchObject({ code: 'INVALID', field: 'shipDate' });

    const confirmed = await read(job(1).confirm(confirmation), PubOrderSchema);
    expect(confirmed).toMatchObject({ status: 'confirmed', reference: 'AB-4711', proofFormats: [flyer] });
    // Confirming again changes the reference and the date.
    const again = await read(job(1).confirm({ reference: 'AB-4712', shipDate: inDays(12) }), PubOrderSchema);
    expect(again).toMatchObject({ reference: 'AB-4712', shipDate: inDays(12) });
    const shipment = { carrier: 'DHL', tracking: '00340434', shippedOn: inDays(0) };
    expect(await readError(job(1).ship(shipment), 409)).toMatchObject({ code: 'PROOF_PENDING' });

    // A proof is a PDF of a format of the order; each upload the next version.
    const foreign = await job(1).proof([field('formatId', letter), file('proof.pdf', pdf())]);
    expect(await readError(foreign, 400)).toMatchObject({ code: 'UNKNOWN_FORMAT' });
    const picture = await job(1).proof([field('formatId', flyer), file('proof.png', png())]);
    expect(await readError(picture, 400)).toMatchObject({ code: 'FILE_TYPE_REFUSED' });
    const first = await read(
      job(1).proof([field('formatId', flyer), file('proof.pdf', pdf('v1'))]),
      PubOrderSchema,
      201,
    );
    expect(first.proofs.map((p) => [p.version, p.status])).toEqual([[1, 'pending']]);
    expect(await of(1)).toMatchObject({ status: 'proof', waitingOn: 'buyer' });
    const v1 = first.proofs[0]!.id;

    const changes = await read(
      api.post(`/api/tasks/${task.id}/proofs/${v1}/changes`, { comment: 'Logo larger' }),
      ProofSchema,
    );
    expect(changes).toMatchObject({ status: 'changes', comment: 'Logo larger', version: 1 });
    expect(changes.decidedBy).toBeTruthy();
    expect(await of(1)).toMatchObject({ status: 'proof', waitingOn: 'supplier' });
    expect(await readError(api.post(`/api/tasks/${task.id}/proofs/${v1}/approve`), 409)).toMatchObject({
      code: 'PROOF_DECIDED',
    });
    const second = await read(
      job(1).proof([field('formatId', flyer), file('proof-2.pdf', pdf('v2'))]),
      PubOrderSchema,
      201,
    );
    const v2 = second.proofs.find((p) => p.version === 2)!.id;
    expect(await readError(api.post(`/api/tasks/${task.id}/proofs/${v1}/approve`), 409)).toMatchObject({
      code: 'PROOF_SUPERSEDED',
    });
    const actions = await read(api.get('/api/dashboard/actions'), DashboardActionsSchema);
    expect(actions.items).toContainEqual(
      expect.objectContaining({ taskId: task.id, reason: 'proofToJudge', count: 1 }),
    );

    expect(await read(api.post(`/api/tasks/${task.id}/proofs/${v2}/approve`), ProofSchema)).toMatchObject({
      status: 'approved',
    });
    expect(await of(1)).toMatchObject({ status: 'approved', waitingOn: 'supplier' });
    // The printshop's page shows its order, the buyer's comment on the version to change, and no staff name.
    const page = await read(
      t.app.inject({
        url: `/api/pub/tasks/${task.id}/${ids[1]}`,
        headers: { [OFFER_TOKEN_HEADER]: offerToken(t.app.deps.config.appSecret, task.id, ids[1]) },
      }),
      PubOfferSchema,
    );
    expect(page.order?.proofs.map((p) => [p.version, p.status, p.comment, p.decidedBy])).toEqual([
      [1, 'changes', 'Logo larger', null],
      [2, 'approved', '', null],
    ]);

    const shipped = await read(job(1).ship(shipment), PubOrderSchema);
    expect(shipped).toMatchObject({ status: 'shipped', shipments: [expect.objectContaining(shipment)] });
    expect(await of(1)).toMatchObject({ status: 'shipped', waitingOn: 'buyer' });
    const due = await read(api.get('/api/dashboard/actions'), DashboardActionsSchema);
    expect(due.items).toContainEqual(expect.objectContaining({ taskId: task.id, reason: 'receiptDue', count: 1 }));
    expect(due.items.some((i) => i.reason === 'proofToJudge')).toBe(false);

    // Receipt: whole counts, 0 or more, of the order's formats only.
    const deliver = (received: object[]) =>
      api.post(`/api/tasks/${task.id}/deliveries/${ids[1]}`, { deliveredOn: inDays(0), quality: 5, received });
    expect(await readError(deliver([{ formatId: letter, count: 10 }]), 400)).toMatchObject({ code: 'UNKNOWN_FORMAT' });
    expect(await readError(deliver([{ formatId: flyer, count: -1 }]), 400)).toMatchObject({ code: 'INVALID' });
    expect(await readError(deliver([{ formatId: flyer, count: 1.5 }]), 400)).toMatchObject({ code: 'INVALID' });
    const delivery = await read(deliver([{ formatId: flyer, count: 5100 }]), DeliverySchema);
    expect(delivery.received).toEqual([{ formatId: flyer, count: 5100 }]);
    expect(await of(1)).toMatchObject({ status: 'delivered', received: [{ formatId: flyer, count: 5100 }] });

    // The invoices module writes its rows; the job reads their state.
    const { workspaceId } = await t.app.deps.db
      .selectFrom('tasks')
      .select('workspaceId')
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    const invoice = { id: 'inv-1', taskId: task.id, supplierId: ids[1], workspaceId };
    await t.app.deps.db
      .insertInto('invoices')
      .values({
        ...invoice,
        ...{ number: 'R-1', issuedOn: inDays(0), currency: 'EUR', net: 100, vat: 19, gross: 119, source: 'pdf' },
        ...{ lines: '[]', fileName: 'r.pdf', storageKey: 'k', sha256: '', status: 'received', reason: '' },
        ...{ uploadedAt: Date.now(), decidedBy: null, decidedAt: null },
      })
      .execute();
    expect(await of(1)).toMatchObject({
      status: 'invoiced',
      waitingOn: 'buyer',
      invoices: [{ number: 'R-1', gross: 119 }],
    });
    for (const [state, status] of [
      ['disputed', 'disputed'],
      ['released', 'released'],
    ] as const) {
      await t.app.deps.db.updateTable('invoices').set({ status: state }).where('id', '=', 'inv-1').execute();
      expect((await of(1)).status).toBe(status);
    }
    // The other winner asked no proof: it ships once confirmed.
    await read(job(0).confirm(confirmation), PubOrderSchema);
    expect(await read(job(0).ship(shipment), PubOrderSchema)).toMatchObject({ status: 'shipped', proofFormats: [] });
  });

  it('serves a proof to staff as a PDF attachment, 404 across workspaces, and audits and announces each step', async () => {
    const { api, task, flyer, award, job } = await awardedJobs(t.app, 'owner');
    await award();
    await read(job(1).confirm({ reference: 'R 1', shipDate: inDays(5) }), PubOrderSchema);
    const order = await read(
      job(1).proof([field('formatId', flyer), file('<b>x</b>.pdf', pdf())]),
      PubOrderSchema,
      201,
    );
    const proofId = order.proofs[0]!.id;
    await read(api.post(`/api/tasks/${task.id}/proofs/${proofId}/approve`), ProofSchema);
    await read(job(1).ship({ carrier: 'UPS', shippedOn: inDays(0) }), PubOrderSchema);

    const res = await api.get(`/api/tasks/${task.id}/proofs/${proofId}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(res.headers['content-disposition']).not.toContain('<');

    const other = apiAs(t.app, (await signUp(t.app, 'stranger')).cookie);
    for (const reply of [
      other.get(`/api/tasks/${task.id}/orders`),
      other.get(`/api/tasks/${task.id}/proofs/${proofId}/file`),
      other.post(`/api/tasks/${task.id}/proofs/${proofId}/approve`),
      other.post(`/api/tasks/${task.id}/proofs/${proofId}/changes`, { comment: 'no' }),
      api.get(`/api/tasks/${task.id}/proofs/no-such-proof/file`),
    ]) {
      expect((await readError(reply, 404)).code).toBe('NOT_FOUND');
    }

    const events = await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
    const steps = events.items
      .filter((e) => ['order-confirmed', 'proof-uploaded', 'proof-approved', 'shipped'].includes(e.kind))
      .map((e) => [e.kind, e.supplier, e.subject, e.staff !== null]);
    expect(steps).toEqual([
      ['shipped', 'Druck 1', 'UPS', false],
      ['proof-approved', 'Druck 1', 'Flyer A5', true],
      ['proof-uploaded', 'Druck 1', 'Flyer A5', false],
      ['order-confirmed', 'Druck 1', 'R 1', false],
    ]);
    const bell = await t.app.deps.db
      .selectFrom('notifications')
      .select(['kind', 'count', 'message'])
      .where('taskId', '=', task.id)
      .where('kind', '!=', 'offer')
      .orderBy('createdAt')
      .execute();
    expect(bell.map((n) => n.kind)).toEqual(['order-confirmed', 'proof-uploaded', 'proof-approved', 'shipped']);
  });
});
