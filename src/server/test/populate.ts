import { sql } from 'kysely';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import { offerToken } from '../auth/offer-token.ts';
import { countHits } from '../limits.queries.ts';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import { todayIn } from '../../shared/dates.ts';
import { post, signUp } from './accounts.ts';
import { apiAs } from './api.ts';
import { file, pdf, upload } from './files.ts';
import { cookieHeader, waitFor } from './helper.ts';
import { completeTask, flyer } from './tasks.ts';
import { talkAs } from './talk.ts';
import { read } from './read.ts';
import { SupplierSchema } from '../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../shared/schemas/tasks.ts';
import { PubOfferSchema } from '../../shared/schemas/offers.ts';
import { MeSchema } from '../../shared/schemas/account.ts';

/** What a copy or a restore must keep working: a login, a session, a supplier's link. */
export type Populated = {
  login: { login: string; password: string };
  cookie: string;
  link: { taskId: string; supplierId: string; token: string };
};

const ok = (res: { statusCode: number; body: string }, what: string) =>
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);

/**
 * Fills every table through the API: accounts, a session, a pending sign-up (its code) and a pending
 * invitation, the buying company (and its audit trail), master data (printshops with a certificate), a tender
 * requiring it, with a document, sent to three printshops: a download, two offers, a question and its answer, a
 * decline, an amendment, the award; its mails reach the embedded catcher; a rate limit's counter; the approval
 * limit, the task's budget and an award request.
 */
export async function populate(app: App): Promise<Populated> {
  const { cookie, password } = await signUp(app, 'buyer');
  const api = apiAs(app, cookie);
  ok(
    await post(app, '/api/account/register', { username: 'newbie', email: 'newbie@example.com', password }),
    'sign-up',
  );
  ok(await api.put('/api/employees', { email: 'clerk@example.com', role: 'member' }), 'invitation');
  ok(await api.put('/api/companies', { name: 'Acme', email: 'acme@example.com' }), 'company');
  ok(await api.post('/api/workspace', { name: 'Nordwind GmbH', address: 'Osterweg 12' }), 'buying company');
  ok(await api.post('/api/workspace', { approvalAbove: 50_000 }), 'approval limit');
  const { count: _count, ...storedFlyer } = flyer; // a stored format has no quantity: the task's format has
  ok(await api.put('/api/formats', storedFlyer), 'format');
  const suppliers: { id: string }[] = [];
  for (const [i, language] of (['de', 'en', 'sk'] as const).entries()) {
    suppliers.push(
      await read(
        api.put('/api/suppliers', {
          ...{ name: `Druck ${i}`, email: `s${i}@druck.de`, language },
          certificates: [{ kind: 'FSC', number: `FSC-C00${i}`, validUntil: '2099-12-31' }],
        }),
        SupplierSchema,
      ),
    );
  }
  const task = await read(
    api.put('/api/tasks', { ...completeTask({ budget: 2500 }), requiredCertificates: ['FSC'] }),
    TaskSchema,
  );
  ok(await upload(app, cookie, task.id, [file('Motiv.pdf', pdf())]), 'upload');
  ok(await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] }), 'send');

  const shop = (i: number) => talkAs(app, task.id, suppliers[i]!.id);
  const page = await read(shop(0).page(), PubOfferSchema);
  ok(await app.inject({ url: page.task.documents[0]!.url }), 'download');
  for (const i of [0, 1]) ok(await offer(app, task, suppliers[i]!.id, 1000 + i), 'offer');
  const question = (await read(shop(1).ask('FSC paper?'), PubOfferSchema, 201)).questions[0]!;
  ok(await api.post(`/api/tasks/${task.id}/questions/${question.id}`, { answer: 'Yes.', publish: true }), 'answer');
  ok(await shop(2).decline('No capacity'), 'decline');
  const { version } = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
  ok(await api.post(`/api/tasks/${task.id}/amend`, { version, note: 'Neu', message: 'Note changed' }), 'amend');
  ok(await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`), 'award');
  const delivered = { deliveredOn: todayIn(app.deps.config.timeZone), quality: 4, note: 'On pallets' };
  ok(await api.post(`/api/tasks/${task.id}/deliveries/${suppliers[0]!.id}`, delivered), 'delivery');
  ok(await api.put('/api/account/notifications', { mode: 'digest' }), 'notification settings');
  ok(await api.delete(`/api/tasks/${task.id}/watch`), 'unwatch');
  // The limiter counts in memory on SQLite (decision 020): its table gets a row as an instance on PostgreSQL
  // would count one, so that the copy is shown to carry this table too; and so do the tables that hold only
  // a while (an open stream, a mail quota's count, a claimed digest), which a copy carries all the same.
  const now = Date.now();
  await countHits(app.deps.db, [{ key: 'populate:ip:127.0.0.1', windowMs: 60_000 }], now);
  const { workspaceId } = await app.deps.db
    .selectFrom('tasks')
    .select('workspaceId')
    .where('id', '=', task.id)
    .executeTakeFirstOrThrow();
  const { id: userId } = await app.deps.db.selectFrom('user').select('id').executeTakeFirstOrThrow();
  await sql`insert into "liveStreams" ("id", "userId", "heartbeatAt") values ('populate', ${userId}, ${now})`.execute(
    app.deps.db,
  );
  await app.deps.db.insertInto('mailCounts').values({ workspaceId, quota: 'mail', at: now, count: 1 }).execute();
  await app.deps.db.insertInto('notificationClaims').values({ key: 'populate', createdAt: now }).execute();
  // A member's award request, rejected (the owner's own award went straight out): its body and preview as stored.
  await app.deps.db
    .insertInto('awardRequests')
    .values({
      id: 'populate',
      taskId: task.id,
      workspaceId,
      state: 'rejected',
      body: JSON.stringify({ awards: [], notifyOthers: true }),
      preview: JSON.stringify({ total: 100_000, perSupplier: [], bestSingle: null, saving: null }),
      requestedBy: userId,
      requestedAt: now,
      decidedBy: userId,
      decidedAt: now,
      message: 'Too expensive',
    })
    .execute();
  // A task's rounds as a final round stores them (docs/product.md#rounds): opening one seals the task until its
  // deadline, which would hold this award up, so its rows are written.
  const round = { taskId: task.id, workspaceId, createdBy: userId, createdAt: now, message: '' };
  const everyone = JSON.stringify(suppliers.map((s) => s.id));
  await app.deps.db
    .insertInto('taskRounds')
    .values([
      { ...round, number: 1, suppliers: everyone, deadlineDate: task.deadlineDate },
      { ...round, number: 2, suppliers: JSON.stringify([suppliers[0]!.id]), deadlineDate: task.deadlineDate },
    ])
    .execute();
  // An auction that ended before the award (docs/product.md#auctions), with one bid, as the auctions module stores it.
  const minute = 60_000;
  await app.deps.db
    .insertInto('auctions')
    .values({
      ...{ taskId: task.id, workspaceId, startsAt: now - 20 * minute, endsAt: now - 10 * minute, minutes: 10 },
      ...{ decrementTenths: 10, visibility: 'rank', currency: 'EUR', endedAt: now - 10 * minute },
      ...{ createdBy: userId, signature: '', createdAt: now - 30 * minute },
    })
    .execute();
  const bidder = { taskId: task.id, supplierId: suppliers[0]!.id };
  await app.deps.db
    .insertInto('auctionBidders')
    .values({ ...bidder, startTotal: 100_000, lastTotal: 99_000, bids: 1, lastBidAt: now - 15 * minute })
    .execute();
  await app.deps.db
    .insertInto('auctionBids')
    .values({ ...bidder, id: 'populate', total: 99_000, at: now - 15 * minute })
    .execute();
  // The job after the award (docs/product.md#the-job-after-the-award): a proof approved, a shipment, an invoice
  // released, as their modules store them.
  const job = { taskId: task.id, supplierId: suppliers[0]!.id, workspaceId };
  const decided = { decidedBy: userId, decidedAt: now };
  const sha256 = '0'.repeat(64);
  await app.deps.db
    .insertInto('proofs')
    .values({
      ...{ ...job, ...decided, id: 'populate', formatId: task.formats[0]!.id, version: 1, name: 'Proof.pdf' },
      ...{ size: 1, sha256, storageKey: 'populate-proof', status: 'approved', comment: '', uploadedAt: now },
    })
    .execute();
  const today = todayIn(app.deps.config.timeZone);
  await app.deps.db
    .insertInto('shipments')
    .values({ ...job, id: 'populate', carrier: 'DHL', tracking: '123', shippedOn: today, reportedAt: now })
    .execute();
  await app.deps.db
    .insertInto('invoices')
    .values({
      ...{ ...job, ...decided, id: 'populate', number: 'R-1', issuedOn: today, currency: 'EUR' },
      ...{ net: 100_000, vat: 19_000, gross: 119_000, source: 'pdf', lines: '[]', fileName: 'R-1.pdf' },
      ...{ storageKey: 'populate-invoice', sha256, status: 'released', reason: '', uploadedAt: now },
    })
    .execute();
  await waitFor(
    async () => (await app.deps.db.selectFrom('mailboxMessages').select('id').executeTakeFirst()) ?? undefined,
    'a mail in the catcher',
  );
  const supplierId = suppliers[0]!.id;
  return {
    login: { login: 'buyer', password },
    cookie,
    link: { taskId: task.id, supplierId, token: offerToken(app.deps.config.appSecret, task.id, supplierId) },
  };
}

/** An offer of `price` (whole units of the workspace currency) for every format of `task`. */
export const offer = (app: App, task: { id: string; formats: { id: string }[] }, supplierId: string, price: number) =>
  app.inject({
    method: 'POST',
    url: `/api/pub/tasks/${task.id}/${supplierId}`,
    headers: { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, task.id, supplierId) },
    payload: { formats: task.formats.map((f) => ({ id: f.id, price })) },
  });

/** The same login, the same session and the same supplier link work on `app` (built on a copy or a restore). */
export async function expectServes(app: App, data: Populated) {
  const login = await post(app, '/api/account/login', data.login);
  expect(login.statusCode, login.body).toBe(200);
  const me = await app.inject({
    url: '/api/account/me',
    headers: { cookie: cookieHeader(login.headers['set-cookie']) },
  });
  expect(await read(me, MeSchema)).toMatchObject({ user: { username: 'buyer' } });
  expect((await app.inject({ url: '/api/account/me', headers: { cookie: data.cookie } })).statusCode).toBe(200);
  const { taskId, supplierId, token } = data.link;
  const page = await talkAs(app, taskId, supplierId, token).page();
  expect((await read(page, PubOfferSchema)).task).toMatchObject({
    name: 'Mailing Q1',
    documents: [{ name: 'Motiv.pdf' }],
  });
}
