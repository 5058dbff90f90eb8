import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { SupplierListSchema, SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { MeSchema } from '../../../shared/schemas/account.ts';
import { CompanySchema } from '../../../shared/schemas/companies.ts';

const shop = { name: 'Druckerei Müller', email: 'info@mueller-druck.de', language: 'de' };

describe('printshop versions (nothing lost between colleagues)', () => {
  const t = useTestApp();

  async function signedIn(username: string) {
    const api = apiAs(t.app, (await signUp(t.app, username)).cookie);
    const supplier = (await read(api.put('/api/suppliers', shop), SupplierSchema)) as { id: string; version: number };
    return { api, supplier, url: `/api/suppliers/${supplier.id}` };
  }

  const lastChange = (table: 'suppliers' | 'companies', id: string) =>
    t.app.deps.db
      .selectFrom(table)
      .select(['name', 'version', 'updatedBy', 'updatedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('takes an update on the current version and raises it, for every later read too', async () => {
    const { api, supplier, url } = await signedIn('supv1');
    expect(supplier.version).toBe(1);
    const saved = await read(api.post(url, { ...shop, contactPerson: 'Eva', version: 1 }), SupplierSchema);
    expect(saved).toMatchObject({ contactPerson: 'Eva', version: 2 });
    const again = await read(api.post(url, { ...shop, contactPerson: 'Eva Müller', version: 2 }), SupplierSchema);
    expect(again.version).toBe(3);
    expect((await read(api.get('/api/suppliers'), SupplierListSchema)).items).toEqual([again]);
    const me = await read(api.get('/api/account/me'), MeSchema);
    expect((await lastChange('suppliers', supplier.id)).updatedBy).toBe(me.user.id);
  });

  it('refuses an update on an older version with 409 RECORD_CHANGED: by whom and when, nothing written', async () => {
    const { api, supplier, url } = await signedIn('supv2');
    await api.post(url, { ...shop, name: 'Müller Druck GmbH', version: supplier.version });
    const refused = await readError(api.post(url, { ...shop, name: 'Müller & Söhne', version: supplier.version }), 409);
    expect(refused.code).toBe('RECORD_CHANGED');
    const row = await lastChange('suppliers', supplier.id);
    expect(refused.params).toEqual({ by: 'supv2', at: row.updatedAt });
    expect(row).toMatchObject({ name: 'Müller Druck GmbH', version: 2 });
  });

  it('takes an update without a version as before, and raises the version all the same', async () => {
    const { api, url } = await signedIn('supv3');
    const res = await read(api.post(url, { ...shop, address: 'Hauptstr. 1' }), SupplierSchema);
    expect(res).toMatchObject({ address: 'Hauptstr. 1', version: 2 });
  });

  it('answers 404 for a deleted printshop whatever version is named', async () => {
    const { api, supplier, url } = await signedIn('supv4');
    expect((await api.delete(url)).statusCode).toBe(204);
    expect((await api.post(url, { ...shop, version: supplier.version })).statusCode).toBe(404);
    expect((await api.post(url, { ...shop, version: supplier.version + 1 })).statusCode).toBe(404);
  });

  it('does the same for companies, whose rules are the printshops', async () => {
    const { api } = await signedIn('supv5');
    const company = await read(api.put('/api/companies', shop), CompanySchema);
    expect(company.version).toBe(1);
    const first = api.post('/api/companies', { ...shop, id: company.id, name: 'Acme', version: 1 });
    expect(await read(first, CompanySchema)).toMatchObject({ name: 'Acme', version: 2 });
    const stale = await api.post('/api/companies', { ...shop, id: company.id, name: 'Acme AG', version: 1 });
    const row = await lastChange('companies', company.id);
    expect(await readError(stale, 409)).toMatchObject({
      code: 'RECORD_CHANGED',
      params: { by: 'supv5', at: row.updatedAt },
    });
    expect((await read(api.post('/api/companies', { ...shop, id: company.id }), CompanySchema)).version).toBe(3);
  });
});
