import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { file, pdf, upload } from '../../test/files.ts';
import { useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { completeTask, flyer, inDays } from '../../test/tasks.ts';
import { CompanySchema } from '../../../shared/schemas/companies.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { TaskFileListSchema } from '../../../shared/schemas/files.ts';
import { FormatSchema } from '../../../shared/schemas/formats.ts';
import { SentSchema, SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema, type Task } from '../../../shared/schemas/tasks.ts';

// POST /api/tasks/{id}/copy (docs/product.md#copy).
describe('copying a task', () => {
  const t = useTestApp();

  const buyer = async (username = 'buyer') => {
    const { cookie } = await signUp(t.app, username);
    return { api: apiAs(t.app, cookie), cookie };
  };

  /** What a copy keeps of its source: all but its id, name, dates (and the opening day), PO number, state and run. */
  const kept = (task: Task) => {
    const {
      id: _id,
      name: _n,
      deliveryDate: _d,
      deadlineDate: _dl,
      awardDate: _a,
      poNumber: _p,
      state: _s,
      missing: _m,
      createdAt: _c,
      updatedAt: _u,
      version: _v,
      changedBy: _cb,
      opening: _o,
      formats,
      ...rest
    } = task;
    return { ...rest, formats: formats.map(({ id: _f, ...format }) => format) };
  };

  it('copies every field and format but the dates, PO number and documents, as a new pending task', async () => {
    const { api, cookie } = await buyer();
    const company = await read(
      api.put('/api/companies', { name: 'Tochter AG', email: 'einkauf@tochter.de', address: 'Ring 2, Köln' }),
      CompanySchema,
    );
    const { count: _count, ...template } = flyer;
    const stored = await read(api.put('/api/formats', template), FormatSchema);
    const { id: _id, version: _v, ...linked } = stored;
    const source = await read(
      api.put(
        '/api/tasks',
        completeTask({
          name: 'Spring mailing',
          lang: 'en',
          awardDate: inDays(12),
          sealed: true,
          companyId: company.id,
          requiredCertificates: ['FSC'],
          budget: '12500.50',
          currencies: ['EUR', 'CZK'],
          rates: { CZK: '0.04' },
          poNumber: 'PO-4711',
          formats: [
            { ...linked, formatId: stored.id, count: 5000, counts: [10_000, 20_000], runOn: true },
            { ...flyer, title: 'Brief DIN lang', count: 2000 },
          ],
        }),
      ),
      TaskSchema,
      201,
    );
    expect((await upload(t.app, cookie, source.id, [file('Motiv.pdf', pdf())])).statusCode).toBe(201);

    const copy = await read(api.post(`/api/tasks/${source.id}/copy`), TaskSchema, 201);
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: 'Copy of Spring mailing',
      deliveryDate: null,
      deadlineDate: null,
      awardDate: null,
      poNumber: '',
      state: 0,
      version: 1,
      changedBy: null,
      supplierTasks: [],
    });
    expect(copy.missing).toEqual(expect.arrayContaining(['deliveryDate', 'deadlineDate']));
    expect(copy.opening).toBeNull();
    expect(kept(copy)).toEqual(kept(source));
    expect(kept(copy)).toMatchObject({
      lang: 'en',
      sealed: true,
      companyId: company.id,
      requiredCertificates: ['FSC'],
      budget: 12_500.5,
      currencies: ['EUR', 'CZK'],
      rates: { CZK: 0.04 },
    });
    expect(copy.formats.map((f) => [f.title, f.formatId, f.count, f.counts, f.runOn, f.revision])).toEqual([
      ['Flyer A5', stored.id, 5000, [10_000, 20_000], true, 1],
      ['Brief DIN lang', null, 2000, [], false, 1],
    ]);
    expect(copy.formats.map((f) => f.id)).not.toContain(source.formats[0]!.id);
    // Read back as stored, and the source as it was.
    expect(await read(api.get(`/api/tasks/${copy.id}`), TaskSchema)).toEqual(copy);
    expect(await read(api.get(`/api/tasks/${source.id}`), TaskSchema)).toEqual(source);
    // The documents stay with the source.
    expect((await read(api.get(`/api/tasks/${copy.id}/files`), TaskFileListSchema)).items).toEqual([]);
    expect((await read(api.get(`/api/tasks/${source.id}/files`), TaskFileListSchema)).items).toHaveLength(1);

    // A German task's copy is named in German; a stored format deleted since leaves a free format, a company
    // deleted since the workspace's buying company.
    expect((await api.delete(`/api/formats/${stored.id}`)).statusCode).toBe(204);
    expect((await api.delete(`/api/companies/object/${company.id}`)).statusCode).toBe(204);
    const german = await read(api.post(`/api/tasks/${source.id}`, { lang: 'de' }), TaskSchema);
    const again = await read(api.post(`/api/tasks/${german.id}/copy`), TaskSchema, 201);
    expect(again.name).toBe('Kopie von Spring mailing');
    expect(again.formats.map((f) => f.formatId)).toEqual([null, null]);
    expect(again.companyId).toBeNull();
  });

  it('copies a sent task without invitations or offers, records it, and ticks its live printshops', async () => {
    const { api } = await buyer();
    const shops = [];
    for (const name of ['Druck A', 'Druck B', 'Druck C']) {
      const email = `${name.slice(-1).toLowerCase()}@druck.de`;
      shops.push(await read(api.put('/api/suppliers', { name, email, language: 'de' }), SupplierSchema));
    }
    const [a, b] = shops as [(typeof shops)[0], (typeof shops)[0]];
    const source = await read(api.put('/api/tasks', completeTask({ name: 'Herbst' })), TaskSchema, 201);
    const sent = api.post(`/api/tasks/${source.id}/suppliers/mail`, { suppliers: [a.id, b.id] });
    expect(await read(sent, SentSchema)).toMatchObject({ queued: 2 });
    expect((await api.delete(`/api/suppliers/${b.id}`)).statusCode).toBe(204);

    const copy = await read(api.post(`/api/tasks/${source.id}/copy`), TaskSchema, 201);
    expect(copy).toMatchObject({ name: 'Kopie von Herbst', state: 0, testMailSentAt: null, supplierTasks: [] });
    const list = await read(api.get(`/api/tasks/${copy.id}/suppliers`), SupplierTaskListSchema);
    // Nobody is invited; the source's printshops still in the address book are named to tick.
    expect(list.items.map((r) => [r.name, r.mailState])).toEqual([
      ['Druck A', 'pending'],
      ['Druck C', 'pending'],
    ]);
    expect(list.copiedFrom).toEqual({ taskId: source.id, name: 'Herbst', supplierIds: [a.id] });
    // A task made anew names no source.
    expect((await read(api.get(`/api/tasks/${source.id}/suppliers`), SupplierTaskListSchema)).copiedFrom).toBeNull();

    const events = (await read(api.get(`/api/tasks/${copy.id}/events`), TaskEventListSchema)).items;
    expect(events).toEqual([expect.objectContaining({ kind: 'copied', subject: 'Herbst', staff: expect.any(String) })]);
    // The source's trail is its own.
    const before = (await read(api.get(`/api/tasks/${source.id}/events`), TaskEventListSchema)).items;
    expect(before.map((e) => e.kind)).not.toContain('copied');

    // Once the source is deleted (a draft can be), the copy names none.
    const draft = await read(api.put('/api/tasks', completeTask({ name: 'Entwurf' })), TaskSchema, 201);
    const ofDraft = await read(api.post(`/api/tasks/${draft.id}/copy`), TaskSchema, 201);
    expect((await api.delete(`/api/tasks/${draft.id}`)).statusCode).toBe(204);
    expect((await read(api.get(`/api/tasks/${ofDraft.id}/suppliers`), SupplierTaskListSchema)).copiedFrom).toBeNull();
  });

  it("refuses another workspace's task and an unknown one with 404, copying nothing", async () => {
    const { api } = await buyer();
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema, 201);
    const { api: stranger } = await buyer('stranger');
    expect(await readError(stranger.post(`/api/tasks/${task.id}/copy`), 404)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await readError(api.post('/api/tasks/unknown/copy'), 404)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await stranger.get('/api/tasks')).json()).toMatchObject({ items: [] });
    expect((await api.get('/api/tasks')).json()).toMatchObject({ items: [{ id: task.id }] });
  });
});
