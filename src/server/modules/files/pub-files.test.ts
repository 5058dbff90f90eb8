import { describe, expect, it } from 'vitest';
import { PREVIEW_SUPPLIER, OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { outboxMail } from '../../test/accounts.ts';
import { docx, documentsTask, file, pdf, png, sha256 } from '../../test/files.ts';
import { useTestApp } from '../../test/helper.ts';
import { fileUrl } from './file-link.ts';

type Listed = { id: string; name: string; url: string; size: number; type: string; formatId: string | null };

describe("documents on the printshops' pages", () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ url });
  const documentsOf = async (page: Promise<{ json: () => { task: { documents: Listed[] } } }>) =>
    (await page).json().task.documents;

  it('lists them on each page with a link of its own that downloads the same bytes, counted for the staff', async () => {
    const { api, task, suppliers, page, put, send } = await documentsTask(t.app, 2);
    const artwork = Buffer.concat([pdf('Motiv'), Buffer.alloc(300_000, 7)]);
    const uploaded = (await put([file('Motiv.pdf', artwork), file('Vorschau.png', png())])).json().items;
    await send();

    const [first, second] = [await documentsOf(page(0)), await documentsOf(page(1))];
    expect(first.map(({ url: _, ...d }) => d)).toEqual([
      { id: uploaded[0].id, name: 'Motiv.pdf', size: artwork.length, type: 'application/pdf', formatId: null },
      { id: uploaded[1].id, name: 'Vorschau.png', size: png().length, type: 'image/png', formatId: null },
    ]);
    expect(first[0]!.url).toMatch(
      new RegExp(`^/api/pub/files/${task.id}/${suppliers[0]!.id}/${uploaded[0].id}\\?expires=\\d+&token=[\\w-]{32}$`),
    );
    expect(second[0]!.url).not.toBe(first[0]!.url);

    const res = await get(first[0]!.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(artwork)).toBe(true);
    expect(sha256(res.rawPayload)).toBe(uploaded[0].sha256);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Motiv.pdf"; filename*=UTF-8''Motiv.pdf`,
      'x-content-type-options': 'nosniff',
    });
    await get(first[0]!.url);
    await get(second[1]!.url);

    const list = (await api.get(`/api/tasks/${task.id}/files`)).json().items;
    expect(list[0].downloads).toEqual([
      {
        supplierId: suppliers[0]!.id,
        name: 'Druck 0',
        firstAt: expect.any(Number),
        lastAt: expect.any(Number),
        count: 2,
      },
    ]);
    expect(list[0].downloads[0].lastAt).toBeGreaterThanOrEqual(list[0].downloads[0].firstAt);
    expect(list[1].downloads).toMatchObject([{ supplierId: suppliers[1]!.id, name: 'Druck 1', count: 1 }]);
  });

  it('answers a tampered, foreign, expired or uninvited link like an uninvited printshop', async () => {
    const { api, task, suppliers, page, put } = await documentsTask(t.app, 3);
    const doc = (await put([file('Motiv.pdf', pdf())])).json().items[0];
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [suppliers[0]!.id, suppliers[1]!.id] });
    const url = (await documentsOf(page(0)))[0]!.url;
    const secret = t.app.deps.config.appSecret;
    const refused = async (address: string) => {
      const res = await get(address);
      expect(res.statusCode, address).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_INVITED', message: 'Sie wurden nicht eingeladen' });
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
    expect(await t.app.deps.db.selectFrom('fileDownloads').selectAll().execute()).toEqual([]);
  });

  it("lists them in the staff's preview, whose downloads are not counted", async () => {
    const { api, task, put } = await documentsTask(t.app, 0);
    await put([file('Motiv.pdf', pdf())]);
    const token = offerToken(t.app.deps.config.appSecret, task.id, PREVIEW_SUPPLIER);
    const preview = t.app.inject({
      url: `/api/pub/tasks/${task.id}/${PREVIEW_SUPPLIER}`,
      headers: { [OFFER_TOKEN_HEADER]: token },
    });
    const [doc] = await documentsOf(preview);
    const res = await get(doc!.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf())).toBe(true);
    expect((await api.get(`/api/tasks/${task.id}/files`)).json().items[0].downloads).toEqual([]);
  });

  it('makes an upload or a removal after sending an amendment that every invited printshop is mailed', async () => {
    const { api, task, suppliers, page, put, send } = await documentsTask(t.app, 2);
    await send();
    const before = Date.now();
    const offer = { formats: task.formats.map((f) => ({ id: f.id, price: 100 })) };
    const pub = (await page(0)).json();
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
    expect(added.statusCode).toBe(201);
    const [motiv, text] = added.json().items;
    const amended = (await api.get(`/api/tasks/${task.id}`)).json();
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
    const shown = (await page(0)).json();
    expect(shown.task.documents.map((d: Listed) => d.name)).toEqual(['Motiv.pdf', 'Text.docx']);
    expect(shown).toMatchObject({ position: 1, supplierTask: { stale: false }, task: { amendments: [{ number: 1 }] } });

    const removed = await api.call('DELETE', `/api/tasks/${task.id}/files/${text.id}`, { message: 'Falsche Datei.' });
    expect(removed.json().items.map((f: Listed) => f.name)).toEqual(['Motiv.pdf']);
    const revisions = (await api.get(`/api/tasks/${task.id}`)).json().revisions;
    expect(revisions[1]).toMatchObject({
      number: 2,
      message: 'Falsche Datei.',
      changes: [{ field: 'document', fileId: text.id, name: 'Text.docx', change: 'removed' }],
    });
    const mails = await t.app.deps.db.selectFrom('mails').select('toAddress').where('kind', '=', 'amendment').execute();
    expect(mails).toHaveLength(4);
    expect((await documentsOf(page(1))).map((d) => d.name)).toEqual(['Motiv.pdf']);
  });

  it('keeps a document of a format that an amendment removed, for the whole task', async () => {
    const { api, task, page, put, send } = await documentsTask(t.app, 1);
    await put([{ name: 'formatId', value: task.formats[1]!.id }, file('Brief.pdf', pdf())]);
    await send();
    const sent = (await api.get(`/api/tasks/${task.id}`)).json();
    const amended = await api.post(`/api/tasks/${task.id}/amend`, {
      version: sent.version,
      formats: [sent.formats[0]],
    });
    expect(amended.statusCode).toBe(200);
    expect((await documentsOf(page(0)))[0]).toMatchObject({ name: 'Brief.pdf', formatId: null });
    expect((await api.get(`/api/tasks/${task.id}/files`)).json().items[0]).toMatchObject({ formatId: null });
  });

  it('refuses documents once the tender has ended', async () => {
    const { api, task, put, send } = await documentsTask(t.app, 1);
    const doc = (await put([file('Motiv.pdf', pdf())])).json().items[0];
    await send();
    await api.post(`/api/tasks/${task.id}/cancel`, { message: '' });
    const late = await put([file('Nachtrag.pdf', pdf())]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'TASK_CANCELLED' });
    expect((await api.delete(`/api/tasks/${task.id}/files/${doc.id}`)).json()).toMatchObject({
      code: 'TASK_CANCELLED',
    });
    expect((await api.get(`/api/tasks/${task.id}/files`)).json().items).toHaveLength(1);
  });
});
