import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { SupplierListSchema, SupplierSchema } from '../../../shared/schemas/suppliers.ts';

const shop = {
  name: 'Druckerei Müller',
  email: 'Info@Mueller-Druck.de',
  contactPerson: 'Eva Müller',
  address: 'Hauptstr. 1\n10115 Berlin',
  vatNumber: 'DE123456789',
  accountNumber: 'DE02120300000000202051',
  language: 'de',
  country: '',
};

describe('suppliers (printshops)', () => {
  const t = useTestApp();

  it('creates, lists, updates and deletes a supplier; e-mails are stored in lower case', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'sup')).cookie);
    const created = await api.put('/api/suppliers', shop);
    const { id } = await read(created, SupplierSchema, 201);
    expect(await read(created, SupplierSchema, 201)).toEqual({
      id,
      ...shop,
      email: 'info@mueller-druck.de',
      version: 1,
      bouncedAt: null,
      certificates: [],
    });

    const updated = await api.post(`/api/suppliers/${id}`, { ...shop, name: 'Müller Druck GmbH', language: 'en' });
    expect((await read(api.get('/api/suppliers'), SupplierListSchema)).items).toEqual([
      { ...(await read(updated, SupplierSchema)) },
    ]);
    expect(await read(updated, SupplierSchema)).toMatchObject({ name: 'Müller Druck GmbH', language: 'en' });

    expect((await api.delete(`/api/suppliers/${id}`)).statusCode).toBe(204);
    expect((await read(api.get('/api/suppliers'), SupplierListSchema)).items).toEqual([]);
    expect((await api.post(`/api/suppliers/${id}`, shop)).statusCode).toBe(404);
  });

  it('changes what an update names and keeps the rest (no reset to empty or German)', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'sup-partial')).cookie);
    const created = await read(api.put('/api/suppliers', { ...shop, language: 'sk' }), SupplierSchema);
    const renamed = await read(
      api.post(`/api/suppliers/${created.id}`, { name: 'Müller Druck GmbH', email: shop.email, version: 1 }),
      SupplierSchema,
    );
    expect(renamed).toEqual({ ...created, name: 'Müller Druck GmbH', version: 2 });
    // An empty text is a change too.
    expect(await read(api.post(`/api/suppliers/${created.id}`, { vatNumber: '' }), SupplierSchema)).toEqual({
      ...renamed,
      vatNumber: '',
      version: 3,
    });
  });

  it('takes back what it answered: GET, change, POST the same object', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'sup-round')).cookie);
    await api.put('/api/suppliers', shop);
    const [read1] = (await read(api.get('/api/suppliers'), SupplierListSchema)).items;
    const changed = await read(api.post(`/api/suppliers/${read1!.id}`, { ...read1, name: 'Neu' }), SupplierSchema);
    expect(changed).toEqual({ ...read1, name: 'Neu', version: 2 });
    // The read's id is the path's business: another one in the body is ignored, not followed.
    const other = await read(api.put('/api/suppliers', { ...shop, email: 'b@druck.de' }), SupplierSchema);
    await read(api.post(`/api/suppliers/${read1!.id}`, { ...changed, id: other.id, name: 'Neu 2' }), SupplierSchema);
    expect((await read(api.get('/api/suppliers'), SupplierListSchema)).items.map((s) => [s.id, s.name])).toEqual([
      [other.id, shop.name],
      [read1!.id, 'Neu 2'],
    ]);
    // A key no read has is refused, naming it.
    expect(await readError(api.post(`/api/suppliers/${read1!.id}`, { phone: '030 1234' }), 400)).toMatchObject({
      code: 'INVALID',
      field: 'phone',
      key: 'unknownKey',
      message: 'phone: No such field is known here',
    });
    expect(await readError(api.put('/api/suppliers', { ...shop, email: 'c@druck.de', fax: '1' }), 400)).toMatchObject({
      field: 'fax',
      key: 'unknownKey',
    });
  });

  it('keeps a deleted supplier in the database (its offers stay readable) and frees its e-mail', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'sup2')).cookie);
    const { id } = await read(api.put('/api/suppliers', shop), SupplierSchema);
    await api.delete(`/api/suppliers/${id}`);
    const row = await t.app.deps.db
      .selectFrom('suppliers')
      .select(['name', 'deletedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe(shop.name);
    expect(row.deletedAt).toEqual(expect.any(Number));
    expect((await api.put('/api/suppliers', shop)).statusCode).toBe(201);
  });

  it('refuses a second supplier with the same e-mail in the workspace, but not in another workspace', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'sup3')).cookie);
    const first = await read(api.put('/api/suppliers', shop), SupplierSchema);
    const dup = await api.put('/api/suppliers', { ...shop, name: 'Other', email: 'INFO@mueller-druck.de' });
    expect(await readError(dup, 400)).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
    const second = await read(api.put('/api/suppliers', { ...shop, email: 'b@example.com' }), SupplierSchema);
    const steal = await api.post(`/api/suppliers/${second.id}`, { ...shop, email: first.email });
    expect(steal.statusCode).toBe(400);
    expect((await api.post(`/api/suppliers/${first.id}`, { ...shop, name: 'Same mail' })).statusCode).toBe(200);

    const other = apiAs(t.app, (await signUp(t.app, 'sup4')).cookie);
    expect((await other.put('/api/suppliers', shop)).statusCode).toBe(201);
  });

  it('refuses several concurrent creates with one e-mail but one', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'sup5')).cookie);
    const results = await Promise.all(Array.from({ length: 5 }, () => api.put('/api/suppliers', shop)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
  });

  it.each([
    [{ ...shop, name: '' }, 'name', 'required', 'name: Field is required'],
    [{ ...shop, email: '' }, 'email', 'required', 'email: Field is required'],
    [{ ...shop, email: 'no-at-sign' }, 'email', 'email', 'email: E-mail must be valid'],
    [{ ...shop, language: 'fr' }, 'language', 'invalid', undefined],
    [{ ...shop, vatNumber: 'x'.repeat(51) }, 'vatNumber', 'tooLong', 'vatNumber: Must have at most 50 characters'],
  ])('refuses %#: 400 naming the field and the issue', async (body, field, key, message) => {
    const api = apiAs(t.app, (await signUp(t.app, 'sup6')).cookie);
    const res = await api.put('/api/suppliers', body);
    expect(await readError(res, 400)).toMatchObject({ code: 'INVALID', field, key });
    if (message) expect((await readError(res, 400)).message).toBe(message);
  });
});
