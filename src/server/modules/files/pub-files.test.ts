import { describe, expect, it } from 'vitest';
import { PREVIEW_SUPPLIER, OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { outboxMail } from '../../test/accounts.ts';
import { docx, documentsTask, file, pdf, png, sha256 } from '../../test/files.ts';
import { useTestApp } from '../../test/helper.ts';
import { fileUrl } from './file-link.ts';
import { read, readError } from '../../test/read.ts';
import { type TaskFile, TaskFileListSchema } from '../../../shared/schemas/files.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { PreviewLinkSchema, PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { MailLogSchema } from '../../../shared/schemas/invitations.ts';

describe("documents on the printshops' pages", () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ url });
  const documentsOf = async (page: ReturnType<typeof get>) => (await read(page, PubOfferSchema)).task.documents;

  it('lists them on each page with a link of its own that downloads the same bytes, counted for the staff', async () => {
    const { api, task, suppliers, page, put, send } = await documentsTask(t.app, 2);
    const artwork = Buffer.concat([pdf('Motiv'), Buffer.alloc(300_000, 7)]);
    const uploaded = (
      await read(put([file('Motiv.pdf', artwork), file('Vorschau.png', png())]), TaskFileListSchema, 201)
    ).items;
    await send();

    const [first, second] = [await documentsOf(page(0)), await documentsOf(page(1))];
    expect(first.map(({ url: _, ...d }) => d)).toEqual([
      { id: uploaded[0]!.id, name: 'Motiv.pdf', size: artwork.length, type: 'application/pdf', formatId: null },
      { id: uploaded[1]!.id, name: 'Vorschau.png', size: png().length, type: 'image/png', formatId: null },
    ]);
    expect(first[0]!.url).toMatch(
      new RegExp(`^/api/pub/files/${task.id}/${suppliers[0]!.id}/${uploaded[0]!.id}\\?expires=\\d+&token=[\\w-]{32}$`),
    );
    expect(second[0]!.url).not.toBe(first[0]!.url);

    const res = await get(first[0]!.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(artwork)).toBe(true);
    expect(sha256(res.rawPayload)).toBe(uploaded[0]!.sha256);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Motiv.pdf"; filename*=UTF-8''Motiv.pdf`,
      'x-content-type-options': 'nosniff',
    });
    await get(first[0]!.url);
    await get(second[1]!.url);

    const list = (await read(api.get(`/api/tasks/${task.id}/files`), TaskFileListSchema)).items;
    expect(list[0]!.downloads).toEqual([
      {
        supplierId: suppliers[0]!.id,
        name: 'Druck 0',
        firstAt: expect.any(Number),
        lastAt: expect.any(Number),
        count: 2,
      },
    ]);
    expect(list[0]!.downloads[0]!.lastAt).toBeGreaterThanOrEqual(list[0]!.downloads[0]!.firstAt);
    expect(list[1]!.downloads).toMatchObject([{ supplierId: suppliers[1]!.id, name: 'Druck 1', count: 1 }]);
  });

  it('answers a tampered, foreign, expired or uninvited link like an uninvited printshop', async () => {
    const { api, task, suppliers, page, put } = await documentsTask(t.app, 3);
    const doc = (await read(put([file('Motiv.pdf', pdf())]), TaskFileListSchema, 201)).items[0]!;
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [suppliers[0]!.id, suppliers[1]!.id] });
    const url = (await documentsOf(page(0)))[0]!.url;
    const secret = t.app.deps.config.appSecret;
    const refused = async (address: string) => {
      expect(await readError(get(address), 404), address).toEqual({
        code: 'NOT_INVITED',
        message: 'Sie wurden nicht eingeladen',
      });
    };
    const token = /token=([\w-]+)/.exec(url)![1]!;
    await refused(url.replace(token, (token[0] === 'A' ? 'B' : 'A') + token.slice(1)));
    await refused(url.replace(/&token=.*/, ''));
    await refused(url.replace(token, encodeURIComponent('é'.repeat(32))));
    await refused(url.replace(/expires=\d+/, (e) => `${e}0`));
    // Another printshop's id in this one's link.
    await refused(url.replace(suppliers[0]!.id, suppliers[1]!.id));
    const link = { taskId: task.id, supplierId: suppliers[0]!.id, fileId: doc.id };
    await refused(fileUrl(secret, link, Date.now() - 26 * 3_600_000));
    // Signed, but never invited; or invited and deleted since.
    await refused(fileUrl(secret, { ...link, supplierId: suppliers[2]!.id }));
    await api.delete(`/api/suppliers/${suppliers[0]!.id}`);
    await refused(url);
    const files = await read(api.get(`/api/tasks/${task.id}/files`), TaskFileListSchema);
    expect(files.items.map((f) => f.downloads)).toEqual([[]]);
  });

  it("lists them in the staff's preview, whose downloads are not counted", async () => {
    const { api, task, put } = await documentsTask(t.app, 0);
    await put([file('Motiv.pdf', pdf())]);
    const { url } = await read(api.get(`/api/tasks/${task.id}/preview`), PreviewLinkSchema);
    const token = url.split('#t=')[1]!;
    const preview = t.app.inject({
      url: `/api/pub/tasks/${task.id}/${PREVIEW_SUPPLIER}`,
      headers: { [OFFER_TOKEN_HEADER]: token },
    });
    const [doc] = await documentsOf(preview);
    const res = await get(doc!.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf())).toBe(true);
    expect((await read(api.get(`/api/tasks/${task.id}/files`), TaskFileListSchema)).items[0]!.downloads).toEqual([]);
  });

  it('makes an upload or a removal after sending an amendment that every invited printshop is mailed', async () => {
    const { api, task, suppliers, page, put, send } = await documentsTask(t.app, 2);
    await send();
    const before = Date.now();
    const offer = { formats: task.formats.map((f) => ({ id: f.id, price: 100 })) };
    const pub = await read(page(0), PubOfferSchema);
    const token = offerToken(t.app.deps.config.appSecret, task.id, suppliers[0]!.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/pub/tasks/${task.id}/${suppliers[0]!.id}`,
      headers: { [OFFER_TOKEN_HEADER]: token },
      payload: offer,
    });
    expect(pub.task.documents).toEqual([]);

    const added = await put([
      { name: 'message', value: 'Die Druckdaten.' },
      file('Motiv.pdf', pdf()),
      file('Text.docx', docx()),
    ]);
    const [motiv, text] = (await read(added, TaskFileListSchema, 201)).items as [TaskFile, TaskFile];
    const amended = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    expect(amended.revisions).toEqual([
      expect.objectContaining({
        number: 1,
        message: 'Die Druckdaten.',
        pricesChanged: false,
        by: 'buyer',
        changes: [
          { field: 'document', fileId: motiv.id, name: 'Motiv.pdf', change: 'added' },
          { field: 'document', fileId: text.id, name: 'Text.docx', change: 'added' },
        ],
      }),
    ]);
    for (const s of suppliers) expect(await outboxMail(t.app, s.email, 'amendment', before)).toBeTruthy();
    // The page shows them at once; the offer stays current.
    const shown = await read(page(0), PubOfferSchema);
    expect(shown.task.documents.map((d) => d.name)).toEqual(['Motiv.pdf', 'Text.docx']);
    expect(shown).toMatchObject({ position: 1, supplierTask: { stale: false }, task: { amendments: [{ number: 1 }] } });

    const removed = await api.call('DELETE', `/api/tasks/${task.id}/files/${text.id}`, { message: 'Falsche Datei.' });
    expect((await read(removed, TaskFileListSchema)).items.map((f) => f.name)).toEqual(['Motiv.pdf']);
    const revisions = (await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).revisions;
    expect(revisions[1]).toMatchObject({
      number: 2,
      message: 'Falsche Datei.',
      changes: [{ field: 'document', fileId: text.id, name: 'Text.docx', change: 'removed' }],
    });
    const log = (await read(api.get(`/api/mail/${task.id}`), MailLogSchema)).items;
    expect(log.filter((m) => m.kind === 'amendment')).toHaveLength(4);
    expect((await documentsOf(page(1))).map((d) => d.name)).toEqual(['Motiv.pdf']);
  });

  it('keeps a document of a format that an amendment removed, for the whole task', async () => {
    const { api, task, page, put, send } = await documentsTask(t.app, 1);
    await put([{ name: 'formatId', value: task.formats[1]!.id }, file('Brief.pdf', pdf())]);
    await send();
    const sent = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    const amended = await api.post(`/api/tasks/${task.id}/amend`, {
      version: sent.version,
      formats: [sent.formats[0]],
    });
    await read(amended, TaskSchema);
    expect((await documentsOf(page(0)))[0]).toMatchObject({ name: 'Brief.pdf', formatId: null });
    expect((await read(api.get(`/api/tasks/${task.id}/files`), TaskFileListSchema)).items[0]).toMatchObject({
      formatId: null,
    });
  });

  it('refuses documents once the tender has ended', async () => {
    const { api, task, put, send } = await documentsTask(t.app, 1);
    const doc = (await read(put([file('Motiv.pdf', pdf())]), TaskFileListSchema, 201)).items[0]!;
    await send();
    await api.post(`/api/tasks/${task.id}/cancel`, { message: '' });
    const late = await put([file('Nachtrag.pdf', pdf())]);
    expect(await readError(late, 409)).toMatchObject({ code: 'TASK_CANCELLED' });
    expect(await readError(api.delete(`/api/tasks/${task.id}/files/${doc.id}`), 409)).toMatchObject({
      code: 'TASK_CANCELLED',
    });
    expect((await read(api.get(`/api/tasks/${task.id}/files`), TaskFileListSchema)).items).toHaveLength(1);
  });
});
