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
