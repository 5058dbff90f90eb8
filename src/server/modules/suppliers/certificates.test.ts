import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { SupplierListSchema, SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { readWorkbook, sheetRows } from '../../test/exports.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { completeTask, inDays } from '../../test/tasks.ts';

const fast = { pollMs: 50, retryBaseMs: 100, maxDelayMs: 300 };

// docs/product.md#certificates
describe('certificates', () => {
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
    const { cookie } = await signUp(app, 'einkauf');
    return apiAs(app, cookie);
  }

  it('are written with the printshop in one transaction: when they cannot be, no printshop is left behind', async () => {
    const api = await buyer();
    const db = app!.deps.db;
    const fsc = { kind: 'FSC', number: 'FSC-C1', validUntil: '2030-06-30' };
    // The certificates' table away for a moment: their write fails after the printshop's.
    await sql`ALTER TABLE "supplierCertificates" RENAME TO "certificatesAway"`.execute(db);
    try {
      const failed = await api.put('/api/suppliers', {
        name: 'Druck Halb',
        email: 'halb@druck.de',
        certificates: [fsc],
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE "certificatesAway" RENAME TO "supplierCertificates"`.execute(db);
    }
    expect((await read(api.get('/api/suppliers'), SupplierListSchema)).items).toEqual([]);
    // And the same address can be saved now, whole.
    const saved = await read(
      api.put('/api/suppliers', { name: 'Druck Halb', email: 'halb@druck.de', certificates: [fsc] }),
      SupplierSchema,
    );
    expect(saved.certificates).toEqual([fsc]);
  });

  it('round-trip with a printshop, are replaced by an update and kept by one that leaves them out', async () => {
    const api = await buyer();
    const created = await read(
      api.put('/api/suppliers', {
        name: 'Druck Grün',
        email: 'gruen@druck.de',
        certificates: [
          { kind: ' FSC ', number: 'FSC-C012345', validUntil: '2030-06-30' },
          { kind: 'Druckfarben-Siegel', validUntil: '2029-01-31' },
        ],
      }),
      SupplierSchema,
      201,
    );
    expect(created.certificates).toEqual([
      { kind: 'FSC', number: 'FSC-C012345', validUntil: '2030-06-30' },
      { kind: 'Druckfarben-Siegel', number: '', validUntil: '2029-01-31' },
    ]);
    const listed = await read(api.get('/api/suppliers'), SupplierListSchema);
    expect(listed.items[0]!.certificates).toEqual(created.certificates);

    const renamed = await read(api.post(`/api/suppliers/${created.id}`, { name: 'Druck Grün AG' }), SupplierSchema);
    expect(renamed.certificates).toEqual(created.certificates);
    const replaced = await read(
      api.post(`/api/suppliers/${created.id}`, {
        version: renamed.version,
        certificates: [{ kind: 'PEFC', number: 'P-1', validUntil: '2031-12-31' }],
      }),
      SupplierSchema,
    );
    expect(replaced.certificates).toEqual([{ kind: 'PEFC', number: 'P-1', validUntil: '2031-12-31' }]);
    expect(replaced.version).toBe(renamed.version + 1);
    const cleared = await read(api.post(`/api/suppliers/${created.id}`, { certificates: [] }), SupplierSchema);
    expect(cleared.certificates).toEqual([]);
    expect((await read(api.get('/api/suppliers'), SupplierListSchema)).items[0]!.certificates).toEqual([]);
  });

  it('refuse bad input with 400 naming the field', async () => {
    const api = await buyer();
    const bad = async (certificates: unknown, path: string, key: string) => {
      const error = await readError(
        api.put('/api/suppliers', { name: 'Druck', email: 'd@druck.de', certificates }),
        400,
      );
      expect(error, JSON.stringify(error)).toMatchObject({ code: 'INVALID', field: path, key });
    };
    await bad([{ kind: '  ', validUntil: '2030-01-01' }], 'certificates.0.kind', 'required');
    await bad([{ kind: 'x'.repeat(61), validUntil: '2030-01-01' }], 'certificates.0.kind', 'tooLong');
    await bad([{ kind: 'FSC', validUntil: '2030-02-30' }], 'certificates.0.validUntil', 'isoDate');
    await bad([{ kind: 'FSC', validUntil: '30.01.2030' }], 'certificates.0.validUntil', 'isoDate');
    await bad([{ kind: 'FSC', number: 'n'.repeat(101), validUntil: '2030-01-01' }], 'certificates.0.number', 'tooLong');
    const task = async (requiredCertificates: unknown) =>
      readError(api.put('/api/tasks', { ...completeTask(), requiredCertificates }), 400);
    expect(await task(['FSC', 'fsc'])).toMatchObject({ field: 'requiredCertificates.1', key: 'repeated' });
    expect(await task([''])).toMatchObject({ field: 'requiredCertificates.0', key: 'required' });
  });

  it('let a task require kinds while it is a draft, audited, shown in its read', async () => {
    const api = await buyer();
    const task = await read(api.put('/api/tasks', { ...completeTask(), requiredCertificates: ['FSC'] }), TaskSchema);
    expect(task.requiredCertificates).toEqual(['FSC']);
    const changed = await read(
      api.post(`/api/tasks/${task.id}`, { version: task.version, requiredCertificates: ['FSC', 'ISO 12647'] }),
      TaskSchema,
    );
    expect(changed.requiredCertificates).toEqual(['FSC', 'ISO 12647']);
    const kept = await read(api.post(`/api/tasks/${task.id}`, { name: 'Neu' }), TaskSchema);
    expect(kept.requiredCertificates).toEqual(['FSC', 'ISO 12647']);
    const events = await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
    const updated = events.items.find((e) => e.kind === 'updated' && e.fields.includes('requiredCertificates'));
    expect(updated?.values).toContainEqual({ field: 'requiredCertificates', old: 'FSC', new: 'FSC, ISO 12647' });
  });

  it('refuse an invitation to a printshop lacking a kind or holding one that expires before the deadline; nothing is sent', async () => {
    const api = await buyer();
    const deadline = inDays(10);
    const shop = async (name: string, certificates: object[]) =>
      read(
        api.put('/api/suppliers', {
          name,
          email: `${name.normalize('NFD').replace(/\W/g, '')}@druck.de`,
          certificates,
        }),
        SupplierSchema,
        201,
      );
    const good = await shop('Gut', [{ kind: 'fsc', validUntil: deadline }]);
    const none = await shop('Ohne', [{ kind: 'PEFC', validUntil: '2099-01-01' }]);
    const early = await shop('Früh', [{ kind: 'FSC', validUntil: inDays(9) }]);
    const task = await read(
      api.put('/api/tasks', { ...completeTask({ deadlineDate: deadline }), requiredCertificates: ['FSC'] }),
      TaskSchema,
    );
    const list = await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema);
    expect(Object.fromEntries(list.items.map((r) => [r.name, r.lacks]))).toEqual({
      Gut: [],
      Ohne: ['FSC'],
      Früh: ['FSC'],
    });

    const invite = (suppliers: string[]) => api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers });
    const missing = await readError(invite([none.id]), 409);
    expect(missing).toMatchObject({ code: 'CERTIFICATE_MISSING', params: { name: 'Ohne', kind: 'FSC' } });
    expect(missing.message).toContain('Ohne lacks FSC');
    const expiring = await readError(invite([good.id, early.id]), 409);
    expect(expiring).toMatchObject({ code: 'CERTIFICATE_MISSING', params: { name: 'Früh', kind: 'FSC' } });
    // Send to all: refused too, naming every one that lacks a kind, the first in the params.
    const all = await readError(invite([]), 409);
    expect(all).toMatchObject({ code: 'CERTIFICATE_MISSING', params: { name: 'Früh', count: 2 } });
    expect(all.message).toContain('Ohne lacks FSC');
    let rows = (await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema)).items;
    expect(rows.every((r) => r.mailState === 'pending')).toBe(true);

    await read(
      api.post(`/api/suppliers/${early.id}`, { certificates: [{ kind: 'FSC', validUntil: inDays(400) }] }),
      SupplierSchema,
    );
    expect((await invite([good.id, early.id])).statusCode).toBe(200);
    rows = (await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema)).items;
    expect(rows.filter((r) => r.mailState !== 'pending').map((r) => r.name)).toEqual(['Früh', 'Gut']);
    // The task sheet of the XLSX export names the requirement (in the buyer's language, English here).
    const book = await readWorkbook((await api.get(`/api/tasks/${task.id}/offers.xlsx`)).rawPayload);
    const taskRows = sheetRows(book.worksheets.at(-1)!).map((r) => r.map((c) => c.value));
    expect(taskRows).toContainEqual(expect.arrayContaining(['Required certificates', 'FSC']));
    // Once sent the requirement stays: an amendment cannot change it.
    const sent = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    const amend = await readError(
      api.post(`/api/tasks/${task.id}/amend`, { version: sent.version, requiredCertificates: [] }),
      400,
    );
    expect(amend).toMatchObject({ field: 'requiredCertificates', key: 'notAmendable' });
    // A printshop without it is still refused after sending.
    expect(await readError(invite([none.id]), 409)).toMatchObject({ code: 'CERTIFICATE_MISSING' });
  });

  it('state the requirement in the invitation, parsed from the SMTP server, in English, German and Slovak', async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({ config: { smtpUrl: sink.url }, outbox: fast });
    const api = await buyer();
    const certificates = [
      { kind: 'FSC', validUntil: '2099-12-31' },
      { kind: 'PEFC', validUntil: '2099-12-31' },
    ];
    for (const language of ['en', 'de', 'sk'] as const) {
      await api.put('/api/suppliers', {
        name: `Druck ${language}`,
        email: `${language}@druck.de`,
        language,
        certificates,
      });
    }
    const task = await read(
      api.put('/api/tasks', { ...completeTask(), requiredCertificates: ['FSC', 'PEFC'] }),
      TaskSchema,
    );
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
    const expected = {
      en: 'This job requires: FSC, PEFC. Your company must hold a valid certificate of each.',
      de: 'Dieser Auftrag verlangt: FSC, PEFC. Ihr Unternehmen muss von jedem ein gültiges Zertifikat besitzen.',
      sk: 'Táto zákazka vyžaduje: FSC, PEFC. Vaša firma musí mať platný certifikát každého z nich.',
    };
    for (const [language, sentence] of Object.entries(expected)) {
      const mail = await waitFor(async () => sink!.to(`${language}@druck.de`)[0], `the ${language} invitation`);
      expect(mail.text).toContain(sentence);
      expect(mail.html).toContain(sentence);
    }
  });
});
