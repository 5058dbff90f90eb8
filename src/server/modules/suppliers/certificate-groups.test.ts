import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { completeTask, inDays } from '../../test/tasks.ts';

const fast = { pollMs: 50, retryBaseMs: 100, maxDelayMs: 300 };
const fscOrPefc = [['FSC', 'PEFC'], ['ISO 12647']];

// docs/product.md#certificates: a requirement met by one of several kinds ("FSC or PEFC").
describe('certificate groups', () => {
  let app: TestApp | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await app?.dispose();
    await sink?.stop();
    app = undefined;
    sink = undefined;
  });

  async function buyer() {
    app ??= await buildTestApp();
    return apiAs(app, (await signUp(app, 'einkauf')).cookie);
  }

  it('refuse a kind named twice in the whole list, an empty group, and both fields naming different kinds', async () => {
    const api = await buyer();
    const task = async (fields: object) => readError(api.put('/api/tasks', { ...completeTask(), ...fields }), 400);
    expect(await task({ certificateGroups: [['FSC', 'PEFC'], ['fsc']] })).toMatchObject({
      code: 'INVALID',
      field: 'certificateGroups.1.0',
      key: 'repeated',
    });
    expect(await task({ certificateGroups: [['FSC', 'FSC ']] })).toMatchObject({
      field: 'certificateGroups.0.1',
      key: 'repeated',
    });
    expect(await task({ certificateGroups: [[]] })).toMatchObject({ field: 'certificateGroups.0', key: 'required' });
    const both = await task({ certificateGroups: [['FSC', 'PEFC']], requiredCertificates: ['FSC'] });
    expect(both).toMatchObject({ code: 'INVALID', field: 'certificateGroups' });
    expect(both.message).toContain('not both');
    const made = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    const update = await readError(
      api.post(`/api/tasks/${made.id}`, { certificateGroups: [['FSC']], requiredCertificates: ['PEFC'] }),
      400,
    );
    expect(update).toMatchObject({ code: 'INVALID', field: 'certificateGroups' });
    // A read taken back names both, agreeing: the groups are taken.
    const back = await read(
      api.post(`/api/tasks/${made.id}`, { certificateGroups: fscOrPefc, requiredCertificates: ['iso 12647'] }),
      TaskSchema,
    );
    expect(back.certificateGroups).toEqual(fscOrPefc);
  });

  it('answer the groups, and as requiredCertificates only the kinds required alone; the history says the groups', async () => {
    const api = await buyer();
    const task = await read(api.put('/api/tasks', { ...completeTask(), certificateGroups: fscOrPefc }), TaskSchema);
    expect(task.certificateGroups).toEqual(fscOrPefc);
    expect(task.requiredCertificates).toEqual(['ISO 12647']);
    // requiredCertificates alone means groups of one.
    const single = await read(
      api.post(`/api/tasks/${task.id}`, { version: task.version, requiredCertificates: ['FSC', 'PEFC'] }),
      TaskSchema,
    );
    expect(single.certificateGroups).toEqual([['FSC'], ['PEFC']]);
    expect(single.requiredCertificates).toEqual(['FSC', 'PEFC']);
    const back = await read(api.post(`/api/tasks/${task.id}`, { certificateGroups: fscOrPefc }), TaskSchema);
    const kept = await read(api.post(`/api/tasks/${task.id}`, { name: 'Neu' }), TaskSchema);
    expect(kept.certificateGroups).toEqual(fscOrPefc);
    expect(kept.version).toBe(back.version + 1);
    const events = await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
    const values = events.items.flatMap((e) => (e.kind === 'updated' ? e.values : []));
    expect(values.filter((v) => v.field === 'requiredCertificates')).toEqual(
      expect.arrayContaining([
        { field: 'requiredCertificates', old: 'FSC / PEFC, ISO 12647', new: 'FSC, PEFC' },
        { field: 'requiredCertificates', old: 'FSC, PEFC', new: 'FSC / PEFC, ISO 12647' },
      ]),
    );
    expect(values.filter((v) => v.field === 'requiredCertificates')).toHaveLength(2);
  });

  it('read a task stored before groups existed (a list of kinds) as groups of one, and record no change that is none', async () => {
    const api = await buyer();
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    await sql`UPDATE tasks SET "requiredCertificates" = ${'["FSC","PEFC"]'} WHERE id = ${task.id}`.execute(
      app!.deps.db,
    );
    const read1 = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    expect(read1.certificateGroups).toEqual([['FSC'], ['PEFC']]);
    expect(read1.requiredCertificates).toEqual(['FSC', 'PEFC']);
    await read(api.post(`/api/tasks/${task.id}`, { requiredCertificates: ['FSC', 'PEFC'] }), TaskSchema);
    await read(api.post(`/api/tasks/${task.id}`, { name: 'Neu' }), TaskSchema);
    const events = await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
    expect(events.items.some((e) => e.kind === 'updated' && e.fields.includes('requiredCertificates'))).toBe(false);
  });

  it('invite a printshop holding either kind of a group; refuse one whose only kind expires, naming the group', async () => {
    const api = await buyer();
    const deadline = inDays(10);
    const shop = async (name: string, certificates: object[]) =>
      read(
        api.put('/api/suppliers', { name, email: `${name.toLowerCase()}@druck.de`, certificates }),
        SupplierSchema,
        201,
      );
    const pefc = await shop('Pefc', [{ kind: 'pefc', validUntil: deadline }]);
    const expired = await shop('Frueh', [
      { kind: 'FSC', validUntil: inDays(9) },
      { kind: 'ISO 12647', validUntil: '2099-01-01' },
    ]);
    const task = await read(
      api.put('/api/tasks', { ...completeTask({ deadlineDate: deadline }), certificateGroups: [['FSC', 'PEFC']] }),
      TaskSchema,
    );
    const list = await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema);
    expect(Object.fromEntries(list.items.map((r) => [r.name, r.lacking]))).toEqual({
      Pefc: [],
      Frueh: [['FSC', 'PEFC']],
    });
    // `lacks` stays the list of kinds it was before groups.
    expect(list.items.find((r) => r.name === 'Frueh')?.lacks).toEqual(['FSC', 'PEFC']);
    const invite = (suppliers: string[]) => api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers });
    const refused = await readError(invite([pefc.id, expired.id]), 409);
    expect(refused).toMatchObject({
      code: 'CERTIFICATE_MISSING',
      params: { name: 'Frueh', kind: 'FSC or PEFC', kinds: '["FSC","PEFC"]', count: 1 },
    });
    expect(refused.message).toContain('Frueh lacks FSC or PEFC');
    expect((await invite([pefc.id])).statusCode).toBe(200);
    const rows = (await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema)).items;
    expect(rows.filter((r) => r.mailState !== 'pending').map((r) => r.name)).toEqual(['Pefc']);
    // Sent, the groups stay: an amendment naming them is refused.
    const sent = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    const amend = await readError(
      api.post(`/api/tasks/${task.id}/amend`, { version: sent.version, certificateGroups: [] }),
      400,
    );
    expect(amend).toMatchObject({ field: 'certificateGroups', key: 'notAmendable' });

    // The printshop's read names the groups too.
    const token = offerToken(app!.deps.config.appSecret, task.id, pefc.id);
    const page = await read(
      app!.inject({ url: `/api/pub/tasks/${task.id}/${pefc.id}`, headers: { [OFFER_TOKEN_HEADER]: token } }),
      PubOfferSchema,
    );
    expect(page.task.certificateGroups).toEqual([['FSC', 'PEFC']]);
    expect(page.task.requiredCertificates).toEqual([]);
  });

  it('name each group in the invitation, parsed from the SMTP server, in English, German and Slovak', async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({ config: { smtpUrl: sink.url }, outbox: fast });
    const api = await buyer();
    // Each holds PEFC for the either-or group, and ISO 12647.
    const certificates = ['PEFC', 'ISO 12647'].map((kind) => ({ kind, validUntil: '2099-12-31' }));
    const shops = (['en', 'de', 'sk'] as const).map((language) => ({ language, email: `${language}@druck.de` }));
    for (const shop of shops) {
      const put = await api.put('/api/suppliers', { ...shop, name: `Druck ${shop.language}`, certificates });
      expect(put.statusCode).toBe(201);
    }
    const task = await read(api.put('/api/tasks', { ...completeTask(), certificateGroups: fscOrPefc }), TaskSchema);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
    const expected = {
      en: 'This job requires: FSC or PEFC, ISO 12647. Your company must hold a valid certificate of each.',
      de: 'Dieser Auftrag verlangt: FSC oder PEFC, ISO 12647. Ihr Unternehmen muss von jedem ein gültiges Zertifikat besitzen.',
      sk: 'Táto zákazka vyžaduje: FSC alebo PEFC, ISO 12647. Vaša firma musí mať platný certifikát každého z nich.',
    };
    for (const [language, sentence] of Object.entries(expected)) {
      const mail = await waitFor(async () => sink!.to(`${language}@druck.de`)[0], `the ${language} invitation`);
      expect(mail.text).toContain(sentence);
      expect(mail.html).toContain(sentence);
    }
  });
});
