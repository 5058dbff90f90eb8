import { describe, expect, it } from 'vitest';
import { MeSchema, SessionSchema } from '../../../shared/schemas/account.ts';
import { CompanySchema } from '../../../shared/schemas/companies.ts';
import { TaskEventListSchema, WorkspaceEventListSchema } from '../../../shared/schemas/events.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { WorkspaceSchema } from '../../../shared/schemas/workspace.ts';
import { caughtMail, signUp, signUpAndJoin } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { completeTask } from '../../test/tasks.ts';

const acme = {
  name: 'ACME Print Buying GmbH',
  address: 'Hafenstraße 1\n20457 Hamburg',
  vatNumber: 'DE811111111',
  phone: '+49 40 123',
};
/** What a company has of an order's commercial data before anyone set it. */
const noTerms = { invoiceAddress: '', paymentTerms: '', orderNumberPrefix: 'PO-', country: '' };

describe('the workspace’s buying company', () => {
  const t = useTestApp();

  /** An owner and a member of one workspace. */
  async function team(prefix: string) {
    const owner = await signUp(t.app, `${prefix}boss`);
    const boss = apiAs(t.app, owner.cookie);
    const started = Date.now();
    expect((await boss.put('/api/employees', { email: `${prefix}clerk@example.com`, role: 'member' })).statusCode).toBe(
      204,
    );
    await caughtMail(t.app, `${prefix}clerk@example.com`, /^Join /, started);
    const clerk = apiAs(t.app, (await signUpAndJoin(t.app, `${prefix}clerk`)).cookie);
    return { boss, clerk };
  }

  it('has none at first, is set by the owner with a version, and every member reads it', async () => {
    const { boss, clerk } = await team('a');
    const before = await read(boss.get('/api/workspace'), WorkspaceSchema);
    expect(before).toMatchObject({ name: 'aboss', company: null, version: 0, canManage: true });

    // The header names the workspace until the company is saved, then the company (for every member).
    expect((await read(clerk.get('/api/account/me'), MeSchema)).workspace.company).toBeNull();
    const saved = await read(boss.post('/api/workspace', { ...acme, version: 0 }), WorkspaceSchema);
    expect(saved).toEqual({ ...before, company: { ...acme, ...noTerms }, version: 1 });
    expect((await read(clerk.get('/api/account/me'), MeSchema)).workspace).toMatchObject({
      name: 'aboss',
      company: acme.name,
    });
    expect((await read(boss.get('/api/account/session'), SessionSchema)).me?.workspace.company).toBe(acme.name);
    expect(await read(clerk.get('/api/workspace'), WorkspaceSchema)).toEqual({ ...saved, canManage: false });

    const moved = await read(boss.post('/api/workspace', { ...acme, phone: '', version: 1 }), WorkspaceSchema);
    expect(moved).toMatchObject({ company: { ...acme, phone: '' }, version: 2 });
  });

  it('refuses a member (403 NOT_TEAM_MANAGER), an empty name and address, and a save over a newer version', async () => {
    const { boss, clerk } = await team('b');
    expect((await readError(clerk.post('/api/workspace', acme), 403)).code).toBe('NOT_TEAM_MANAGER');
    expect(await readError(boss.post('/api/workspace', { ...acme, name: ' ' }), 400)).toMatchObject({ field: 'name' });
    expect(await readError(boss.post('/api/workspace', { ...acme, address: '' }), 400)).toMatchObject({
      field: 'address',
    });
    expect((await read(boss.get('/api/workspace'), WorkspaceSchema)).company).toBeNull();

    await read(boss.post('/api/workspace', { ...acme, version: 0 }), WorkspaceSchema);
    // A second owner's form, read before the first save: refused, naming who saved.
    const stale = await readError(boss.post('/api/workspace', { ...acme, name: 'Other GmbH', version: 0 }), 409);
    expect(stale).toMatchObject({ code: 'RECORD_CHANGED', params: { by: 'bboss' } });
    await read(boss.post('/api/workspace', { ...acme, name: 'Newer GmbH', version: 1 }), WorkspaceSchema);
    expect((await readError(boss.post('/api/workspace', { ...acme, version: 1 }), 409)).code).toBe('RECORD_CHANGED');
    // Without a version (a client that sends none) the save goes through.
    expect((await read(boss.post('/api/workspace', acme), WorkspaceSchema)).version).toBe(3);
  });

  it('records each change in the workspace’s audit trail, field by field', async () => {
    const { boss, clerk } = await team('c');
    await read(boss.post('/api/workspace', acme), WorkspaceSchema);
    await read(boss.post('/api/workspace', { ...acme, vatNumber: 'DE822222222' }), WorkspaceSchema);
    // Saving what is there changes nothing and records nothing.
    await read(boss.post('/api/workspace', { ...acme, vatNumber: 'DE822222222' }), WorkspaceSchema);
    const trail = await read(clerk.get('/api/workspace/events'), WorkspaceEventListSchema);
    // The clerk's joining is in the trail too (team.test.ts).
    const items = trail.items.filter((i) => i.kind === 'company-set');
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      kind: 'company-set',
      staff: 'cboss',
      values: [{ field: 'vatNumber', old: 'DE811111111', new: 'DE822222222' }],
    });
    expect(items[1]!.values).toEqual([
      { field: 'name', old: null, new: acme.name },
      { field: 'address', old: null, new: acme.address },
      { field: 'vatNumber', old: null, new: acme.vatNumber },
      { field: 'phone', old: null, new: acme.phone },
    ]);
  });

  it('changes only what a partial update names, recorded field by field; a stale version still gets 409', async () => {
    const { boss, clerk } = await team('d');
    // Before the first save the company needs its name and address.
    expect(await readError(boss.post('/api/workspace', { paymentTerms: '30 days net' }), 400)).toMatchObject({
      code: 'INVALID',
      field: 'name',
    });
    await read(boss.post('/api/workspace', acme), WorkspaceSchema);
    const terms = { paymentTerms: '30 Tage netto, 2 % Skonto binnen 10 Tagen', version: 1 };
    const saved = await read(boss.post('/api/workspace', terms), WorkspaceSchema);
    expect(saved).toMatchObject({ company: { ...acme, ...noTerms, paymentTerms: terms.paymentTerms }, version: 2 });
    const more = {
      invoiceAddress: 'Buchhaltung, Postfach 1, 20001 Hamburg',
      orderNumberPrefix: 'ACME-',
      country: 'de',
    };
    const all = await read(boss.post('/api/workspace', more), WorkspaceSchema);
    expect(all.company).toEqual({ ...acme, ...more, country: 'DE', paymentTerms: terms.paymentTerms });
    expect((await readError(boss.post('/api/workspace', { ...terms, paymentTerms: 'sofort' }), 409)).code).toBe(
      'RECORD_CHANGED',
    );
    expect(await readError(boss.post('/api/workspace', { country: 'Germany' }), 400)).toMatchObject({
      field: 'country',
      key: 'country',
    });
    expect(await readError(boss.post('/api/workspace', { orderNumberPrefix: 'PO #' }), 400)).toMatchObject({
      field: 'orderNumberPrefix',
      key: 'orderPrefix',
    });
    const trail = (await read(clerk.get('/api/workspace/events'), WorkspaceEventListSchema)).items;
    expect(trail.filter((i) => i.kind === 'company-set').map((i) => i.values.map((v) => v.field))).toEqual([
      ['invoiceAddress', 'orderNumberPrefix', 'country'],
      ['paymentTerms'],
      ['name', 'address', 'vatNumber', 'phone'],
    ]);
  });
});

describe('the company a task buys for', () => {
  const t = useTestApp();

  it('is one of the workspace’s companies, null for the workspace’s own, and kept by an update that omits it', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
    const company = await read(
      api.put('/api/companies', { name: 'Tochter AG', email: 'einkauf@tochter.de', address: 'Ring 2, Köln' }),
      CompanySchema,
    );
    const plain = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    expect(plain.companyId).toBeNull();

    const task = await read(api.put('/api/tasks', completeTask({ companyId: company.id })), TaskSchema);
    expect(task.companyId).toBe(company.id);
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).companyId).toBe(company.id);
    // An old client's update knows no companyId: the choice stays.
    const kept = await read(
      api.post(`/api/tasks/${task.id}`, { ...completeTask(), version: task.version }),
      TaskSchema,
    );
    expect(kept.companyId).toBe(company.id);
    const back = await read(api.post(`/api/tasks/${task.id}`, { ...completeTask(), companyId: null }), TaskSchema);
    expect(back.companyId).toBeNull();
    // The history names the companies, the workspace's own by its buying company (none saved here: a dash).
    const { items } = await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
    const change = items.find((e) => e.kind === 'updated' && e.fields.includes('companyId'));
    expect(change?.values).toContainEqual({ field: 'companyId', old: 'Tochter AG', new: null });
  });

  it('refuses another workspace’s company, an unknown one and a deleted one with 400 UNKNOWN_COMPANY', async () => {
    const stranger = apiAs(t.app, (await signUp(t.app, 'stranger')).cookie);
    const foreign = await read(
      stranger.put('/api/companies', { name: 'Fremd GmbH', email: 'x@fremd.de' }),
      CompanySchema,
    );
    const api = apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
    const refused = await readError(api.put('/api/tasks', completeTask({ companyId: foreign.id })), 400);
    expect(refused).toMatchObject({ code: 'UNKNOWN_COMPANY', field: 'companyId' });
    expect(refused.message).toMatch(/company/i);
    expect((await readError(api.put('/api/tasks', completeTask({ companyId: 'nope' })), 400)).code).toBe(
      'UNKNOWN_COMPANY',
    );

    const own = await read(api.put('/api/companies', { name: 'Eigen GmbH', email: 'e@eigen.de' }), CompanySchema);
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    const update = await readError(
      api.post(`/api/tasks/${task.id}`, { ...completeTask(), companyId: foreign.id }),
      400,
    );
    expect(update.code).toBe('UNKNOWN_COMPANY');
    expect((await api.delete(`/api/companies/object/${own.id}`)).statusCode).toBe(204);
    expect((await readError(api.put('/api/tasks', completeTask({ companyId: own.id })), 400)).code).toBe(
      'UNKNOWN_COMPANY',
    );
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).companyId).toBeNull();
  });
});
