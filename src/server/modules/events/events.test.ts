import { describe, expect, it } from 'vitest';
import type { TaskEvent } from '../../../shared/schemas/events.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { file, multipart, pdf, upload } from '../../test/files.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { completeTask, inDays } from '../../test/tasks.ts';
import { openInvitation, talkAs } from '../../test/talk.ts';
import { read, readError } from '../../test/read.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { TaskFileListSchema } from '../../../shared/schemas/files.ts';
import { MailLogSchema } from '../../../shared/schemas/invitations.ts';

const blank = {
  staff: null,
  supplierId: null,
  supplier: null,
  changes: [],
  fields: [],
  values: [],
  awards: [],
  subject: null,
  count: null,
  invited: [],
};
const staffEvent = (kind: string, what: Partial<TaskEvent> = {}) => ({
  ...blank,
  amount: null,
  kind,
  staff: 'buyer',
  at: expect.any(Number),
  ...what,
});

describe('audit trail', () => {
  const t = useTestApp();

  it("records a tender's life with who and what, merged with the printshops' events, newest first", async () => {
    const { cookie } = await signUp(t.app, 'buyer');
    const api = apiAs(t.app, cookie);
    const supplier = await read(
      api.put('/api/suppliers', { name: 'Druck Nord', email: 'nord@druck.de' }),
      SupplierSchema,
    );
    await api.put('/api/suppliers', { name: 'Druck Süd', email: 'sued@druck.de' });
    const created = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    const id = created.id;
    const deadline = inDays(12);
    const update = { ...completeTask({ name: 'Mailing Q2', deadlineDate: deadline }), version: created.version };
    const task = await read(api.post(`/api/tasks/${id}`, { ...update, formats: created.formats }), TaskSchema);
    expect((await upload(t.app, cookie, id, [file('Motiv.pdf', pdf())])).statusCode).toBe(201);
    expect((await api.post(`/api/tasks/${id}/suppliers/test`, {})).statusCode).toBeLessThan(300);
    expect((await api.post(`/api/tasks/${id}/suppliers/mail`, { suppliers: [] })).statusCode).toBeLessThan(300);

    const headers = { [OFFER_TOKEN_HEADER]: offerToken(t.app.deps.config.appSecret, id, supplier.id) };
    const page = await read(t.app.inject({ url: `/api/pub/tasks/${id}/${supplier.id}`, headers }), PubOfferSchema);
    expect((await t.app.inject({ url: page.task.documents[0]!.url })).statusCode).toBe(200);
    const prices = task.formats.map((f, i) => ({ id: f.id, price: i === 0 ? '100' : '50,5' }));
    const offered = await t.app.inject({
      method: 'POST',
      url: `/api/pub/tasks/${id}/${supplier.id}`,
      headers,
      payload: { formats: prices },
    });
    expect(offered.statusCode).toBeLessThan(300);
    const question = (await read(talkAs(t.app, id, supplier.id).ask('FSC paper?'), PubOfferSchema, 201)).questions[0]!;
    const answered = await api.post(`/api/tasks/${id}/questions/${question.id}`, { answer: 'Yes.', publish: true });
    expect(answered.statusCode).toBe(200);
    const version = (await read(api.get(`/api/tasks/${id}`), TaskSchema)).version;
    const amended = await api.post(`/api/tasks/${id}/amend`, { version, note: 'Neu', message: 'Note changed' });
    expect(amended.statusCode).toBe(200);
    expect((await api.post(`/api/tasks/${id}/suppliers/${supplier.id}/accept`)).statusCode).toBeLessThan(300);

    const res = await api.get(`/api/tasks/${id}/events`);
    const items: TaskEvent[] = (await read(res, TaskEventListSchema)).items;
    const about = { supplierId: supplier.id, supplier: 'Druck Nord' };
    const supplierEvent = (kind: string, what: Partial<TaskEvent> = {}) => ({
      ...staffEvent(kind, { staff: null, ...about }),
      ...what,
    });
    expect(items).toEqual([
      staffEvent('awarded', {
        ...about,
        count: 1,
        amount: 15_050,
        awards: [
          { format: 'Flyer A5', supplier: 'Druck Nord', count: 5000, alternative: null },
          { format: 'Brief DIN lang', supplier: 'Druck Nord', count: 2000, alternative: null },
        ],
      }),
      staffEvent('amended', {
        changes: [{ field: 'note', old: 'Please quote incl. delivery', new: 'Neu' }],
        subject: 'Note changed',
      }),
      staffEvent('answered', { ...about, subject: 'FSC paper?', count: 2 }),
      supplierEvent('asked', { subject: 'FSC paper?' }),
      supplierEvent('offered', { amount: 15_050 }),
      supplierEvent('downloaded', { subject: 'Motiv.pdf' }),
      supplierEvent('clicked'),
      staffEvent('sent', { count: 2, invited: ['Druck Nord', 'Druck Süd'] }),
      staffEvent('test-mail', { count: 1 }),
      staffEvent('file-added', { subject: 'Motiv.pdf' }),
      staffEvent('updated', {
        changes: [{ field: 'deadlineDate', old: created.deadlineDate, new: deadline }],
        fields: ['name'],
        values: [{ field: 'name', old: 'Mailing Q1', new: 'Mailing Q2' }],
      }),
      staffEvent('created'),
    ]);
    const times = items.map((e) => e.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("answers 404 for another workspace's task and shows nothing of it", async () => {
    const a = apiAs(t.app, (await signUp(t.app, 'owner.a')).cookie);
    const b = apiAs(t.app, (await signUp(t.app, 'owner.b')).cookie);
    const id = (await read(a.put('/api/tasks', completeTask()), TaskSchema)).id;
    expect(await readError(b.get(`/api/tasks/${id}/events`), 404)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await read(a.get(`/api/tasks/${id}/events`), TaskEventListSchema)).items).toHaveLength(1);
  });

  it('records nothing for a refused action, and no action commits without its event', async () => {
    const { cookie } = await signUp(t.app, 'buyer');
    const api = apiAs(t.app, cookie);
    await api.put('/api/suppliers', { name: 'Druck Nord', email: 'nord@druck.de' });
    const created = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    const id = created.id;
    const kinds = async () =>
      (await read(api.get(`/api/tasks/${id}/events`), TaskEventListSchema)).items.map((e: TaskEvent) => e.kind);

    // Refused: an update on an old version, an amendment before sending, a reminder before sending.
    const update = { ...completeTask({ name: 'Neu' }), version: created.version };
    expect((await api.post(`/api/tasks/${id}`, update)).statusCode).toBe(200);
    expect((await api.post(`/api/tasks/${id}`, { ...update, name: 'Alt' })).statusCode).toBe(409);
    expect((await api.post(`/api/tasks/${id}/amend`, { version: 2, note: 'x' })).statusCode).toBe(409);
    expect((await api.post(`/api/tasks/${id}/reminders/send`, { suppliers: [] })).statusCode).toBe(409);
    expect(await kinds()).toEqual(['updated', 'created']);

    await api.post(`/api/tasks/${id}/suppliers/mail`, { suppliers: [] });
    const reminders = async () =>
      (await read(api.get(`/api/mail/${id}`), MailLogSchema)).items.filter((m) => m.kind === 'reminder');
    const planned = await reminders();
    // The event cannot be written: the action rolls back with it.
    await t.app.deps.db.schema.dropTable('taskEvents').execute();
    expect((await api.post(`/api/tasks/${id}/reminders/send`, { suppliers: [] })).statusCode).toBe(500);
    expect(await reminders()).toEqual(planned);
    const cancel = await api.post(`/api/tasks/${id}/cancel`, { message: 'Budget gone' });
    expect(cancel.statusCode).toBe(500);
    expect((await read(api.get(`/api/tasks/${id}`), TaskSchema)).state).toBe(50);
  });

  it('records reminders, their settings, documents and a cancellation, and printshops opening and declining', async () => {
    const { api, task, suppliers } = await sentTask(t.app, 2);
    const id = task.id;
    const [nord, sued] = suppliers.map((s) => ({ supplierId: s.id, supplier: s.name }));
    await openInvitation(t.app, api, id, nord!.supplierId);
    await talkAs(t.app, id, sued!.supplierId).decline('Too busy');
    expect((await api.post(`/api/tasks/${id}/reminders`, { remindDays: 2, unopenedDays: null })).statusCode).toBe(200);
    const reminded = await api.post(`/api/tasks/${id}/reminders/send`, { suppliers: [nord!.supplierId] });
    expect(reminded.statusCode).toBeLessThan(300);
    const { payload, headers } = multipart([file('Plan.pdf', pdf())]);
    const files = await read(api.call('PUT', `/api/tasks/${id}/files`, payload, headers), TaskFileListSchema, 201);
    const added = files.items[0]!;
    expect((await api.delete(`/api/tasks/${id}/files/${added.id}`)).statusCode).toBe(200);
    expect((await api.post(`/api/tasks/${id}/cancel`, { message: 'Budget gone' })).statusCode).toBe(200);

    const items: TaskEvent[] = (await read(api.get(`/api/tasks/${id}/events`), TaskEventListSchema)).items;
    const supplierEvent = (kind: string, who: object, what: Partial<TaskEvent> = {}) => ({
      ...staffEvent(kind, { staff: null, ...who }),
      ...what,
    });
    expect(items).toEqual([
      staffEvent('cancelled', { subject: 'Budget gone' }),
      staffEvent('file-removed', { subject: 'Plan.pdf' }),
      staffEvent('file-added', { subject: 'Plan.pdf' }),
      staffEvent('reminded', { ...nord, count: 1 }),
      staffEvent('reminder-settings', {
        fields: ['unopenedDays'],
        values: [{ field: 'unopenedDays', old: '3', new: null }],
      }),
      supplierEvent('declined', sued!, { subject: 'Too busy' }),
      supplierEvent('opened', nord!),
      staffEvent('sent', { count: 2, invited: ['Druck 0', 'Druck 1'] }),
      staffEvent('created'),
    ]);
  });
});
