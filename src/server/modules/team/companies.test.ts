import { describe, expect, it } from 'vitest';
import { TeamSchema } from '../../../shared/schemas/team.ts';
import { caughtMail, signUp, signUpAndJoin } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { CompanyListSchema, CompanySchema } from '../../../shared/schemas/companies.ts';

const company = {
  name: 'Acme Einkauf',
  email: 'einkauf@acme.de',
  contactPerson: '',
  address: '',
  vatNumber: '',
  accountNumber: '',
  language: 'de',
  country: '',
  invoiceAddress: '',
  paymentTerms: '',
  orderNumberPrefix: 'PO-',
};

describe('companies', () => {
  const t = useTestApp();

  it('creates, lists, updates (id in the body) and deletes a company', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'com')).cookie);
    const created = await api.put('/api/companies', { name: company.name, email: company.email });
    const { id } = await read(created, CompanySchema, 201);
    expect(await read(created, CompanySchema, 201)).toEqual({ id, ...company, version: 1 });

    const updated = await api.post('/api/companies', { id, ...company, name: 'Acme GmbH' });
    expect(updated.statusCode).toBe(200);
    expect(await read(api.get('/api/companies'), CompanyListSchema)).toEqual({
      items: [{ id, ...company, name: 'Acme GmbH', version: 2 }],
    });

    expect((await api.delete(`/api/companies/object/${id}`)).statusCode).toBe(204);
    expect(await read(api.get('/api/companies'), CompanyListSchema)).toEqual({ items: [] });
    expect((await api.delete(`/api/companies/object/${id}`)).statusCode).toBe(404);
  });

  it('carries what an order says of the company: country, invoice address, payment terms, number prefix', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'com-terms')).cookie);
    const terms = {
      country: 'at',
      invoiceAddress: 'Postfach 9, Wien',
      paymentTerms: '14 Tage netto',
      orderNumberPrefix: 'T_',
    };
    const created = await read(api.put('/api/companies', { ...company, ...terms }), CompanySchema, 201);
    expect(created).toEqual({ id: created.id, ...company, ...terms, country: 'AT', version: 1 });
    const changed = await read(api.post('/api/companies', { id: created.id, paymentTerms: 'sofort' }), CompanySchema);
    expect(changed).toEqual({ ...created, paymentTerms: 'sofort', version: 2 });
    expect(await read(api.get('/api/companies'), CompanyListSchema)).toEqual({ items: [changed] });
    expect(await readError(api.post('/api/companies', { id: created.id, country: 'AUT' }), 400)).toMatchObject({
      field: 'country',
    });
  });

  it('changes what an update names and keeps the rest; takes a read back', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'com-partial')).cookie);
    const created = await read(
      api.put('/api/companies', { ...company, language: 'en', vatNumber: 'DE1' }),
      CompanySchema,
    );
    const renamed = await read(api.post('/api/companies', { id: created.id, name: 'Acme GmbH' }), CompanySchema);
    expect(renamed).toEqual({ ...created, name: 'Acme GmbH', version: 2 });
    const [listed] = (await read(api.get('/api/companies'), CompanyListSchema)).items;
    expect(await read(api.post('/api/companies', { ...listed, address: 'Weg 1' }), CompanySchema)).toEqual({
      ...renamed,
      address: 'Weg 1',
      version: 3,
    });
    expect(await readError(api.post('/api/companies', { id: created.id, city: 'Berlin' }), 400)).toMatchObject({
      field: 'city',
      key: 'unknownKey',
    });
  });

  it.each([
    [{ ...company, name: '' }, 'name'],
    [{ ...company, email: 'x' }, 'email'],
  ])('refuses %#: 400 naming the field', async (body, field) => {
    const api = apiAs(t.app, (await signUp(t.app, 'com2')).cookie);
    const res = await api.put('/api/companies', body);
    expect((await readError(res, 400)).field).toBe(field);
    const noId = await api.post('/api/companies', company);
    expect((await readError(noId, 400)).field).toBe('id');
    expect((await api.post('/api/companies', { ...company, id: 'nope' })).statusCode).toBe(404);
  });

  it('lets only owners and admins create, change or delete one: a member gets 403 saying who may', async () => {
    const owner = await signUp(t.app, 'com-boss');
    const boss = apiAs(t.app, owner.cookie);
    const join = async (username: string, role: 'member' | 'admin') => {
      const started = Date.now();
      const email = `${username}@example.com`;
      expect((await boss.put('/api/employees', { email, role })).statusCode).toBe(204);
      await caughtMail(t.app, email, /^Join /, started);
      return apiAs(t.app, (await signUpAndJoin(t.app, username)).cookie);
    };
    const [clerk, admin] = [await join('com-clerk', 'member'), await join('com-admin', 'admin')];
    const acme = await read(boss.put('/api/companies', company), CompanySchema, 201);

    const refusals = [
      await clerk.put('/api/companies', { ...company, name: 'Clerk GmbH' }),
      await clerk.post('/api/companies', { id: acme.id, name: 'Clerk GmbH' }),
      await clerk.delete(`/api/companies/object/${acme.id}`),
    ];
    for (const refusal of refusals) {
      expect(await readError(refusal, 403)).toEqual({
        code: 'NOT_TEAM_MANAGER',
        message: 'Only owners and admins create, change or delete companies.',
      });
    }
    // The member still reads them (a task may buy for one), unchanged.
    expect(await read(clerk.get('/api/companies'), CompanyListSchema)).toEqual({ items: [acme] });

    const renamed = await read(admin.post('/api/companies', { id: acme.id, name: 'Acme GmbH' }), CompanySchema);
    expect(renamed).toMatchObject({ name: 'Acme GmbH', version: 2 });
    const own = await read(admin.put('/api/companies', { ...company, name: 'Admin GmbH' }), CompanySchema, 201);
    expect((await admin.delete(`/api/companies/object/${own.id}`)).statusCode).toBe(204);
    expect((await read(boss.get('/api/employees'), TeamSchema)).members.map((m) => m.role).sort()).toEqual([
      'admin',
      'member',
      'owner',
    ]);
  });
});
