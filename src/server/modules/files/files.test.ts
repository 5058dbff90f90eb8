import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, type TaskFile, TaskFileListSchema } from '../../../shared/schemas/files.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import {
  docx,
  documentsTask,
  file,
  filesUnder,
  jpeg,
  largePdf,
  pdf,
  png,
  sha256,
  tiff,
  upload,
  xlsx,
} from '../../test/files.ts';
import { zipOf } from '../../test/zip.ts';
import { useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe("a task's documents (staff)", () => {
  const t = useTestApp();
  const stored = () => filesUnder((t.app.deps.config.files as { dir: string }).dir);

  it('stores uploads recognised by their content, with hash, format and uploader, and lists them', async () => {
    const { api, task, put } = await documentsTask(t.app, 0);
    const formatId = task.formats[1]!.id;
    const zip = zipOf([['liesmich.txt', 'Hallo']]);
    const res = await put([
      file('Motiv.pdf', pdf()),
      file('Kalkulation.zip', xlsx()),
      { name: 'formatId', value: formatId },
      file('Spezifikation.bin', docx()),
      file('Archiv.docx', zip),
      file('Vorschau.png', png()),
      file('Foto.jpg', jpeg()),
      file('Scan.tif', tiff()),
    ]);
    const list = await read(res, TaskFileListSchema, 201);
    // The names lie: the content decides, and the name gets the content's extension.
    expect(list.items.map((f) => [f.name, f.type, f.formatId])).toEqual([
      ['Motiv.pdf', PDF, null],
      ['Kalkulation.xlsx', XLSX, null],
      ['Spezifikation.bin.docx', DOCX, formatId],
      ['Archiv.zip', 'application/zip', formatId],
      ['Vorschau.png', 'image/png', formatId],
      ['Foto.jpg', 'image/jpeg', formatId],
      ['Scan.tif', 'image/tiff', formatId],
    ]);
    expect(list.items[0]).toMatchObject({
      size: pdf().length,
      sha256: sha256(pdf()),
      uploadedBy: 'buyer',
      downloads: [],
    });
    expect(list.items[3]).toMatchObject({ size: zip.length, sha256: sha256(zip) });
    const sizes = [pdf(), xlsx(), docx(), zip, png(), jpeg(), tiff()].map((b) => b.length);
    expect(list.totalBytes).toBe(sizes.reduce((a, b) => a + b));
    expect(await read(api.get(`/api/tasks/${task.id}/files`), TaskFileListSchema)).toEqual(list);
    expect(stored()).toHaveLength(7);
  });

  it('serves the bytes to staff under a safe name, inline only for a preview of a PDF or an image', async () => {
    const { api, task, put } = await documentsTask(t.app, 0);
    const name = 'Motiv „Süß“ "A"; 1.pdf';
    const uploaded = await read(put([file(name, pdf('Süß')), file('Text.docx', docx())]), TaskFileListSchema, 201);
    const [doc, word] = uploaded.items as [TaskFile, TaskFile];
    expect(doc.name).toBe('Motiv Süß A 1.pdf');

    const res = await api.get(`/api/tasks/${task.id}/files/${doc.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf('Süß'))).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': PDF,
      'content-length': String(pdf('Süß').length),
      'x-content-type-options': 'nosniff',
    });
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toBe(
      `attachment; filename="Motiv Su_ A 1.pdf"; filename*=UTF-8''${encodeURIComponent(doc.name)}`,
    );
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(doc.name);

    const inline = await api.get(`/api/tasks/${task.id}/files/${doc.id}?inline=1`);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    const saved = await api.get(`/api/tasks/${task.id}/files/${word.id}?inline=1`);
    expect(saved.headers['content-disposition']).toMatch(/^attachment; filename="Text.docx"/);
    expect((await readError(api.get(`/api/tasks/${task.id}/files/nope`), 404)).code).toBe('NOT_FOUND');
  });

  it("stores a readable, safe name with its content's extension, and serves it so to staff and printshops", async () => {
    const { api, task, page, put, send } = await documentsTask(t.app, 1);
    const files = [
      file('Spec "sheet"; <b>1</b>.pdf', pdf()),
      file('image.pdf', png()),
      file('Náhľad\n šablóny  ä.png', png()),
    ];
    const uploaded = (await read(put(files), TaskFileListSchema, 201)).items;
    expect(uploaded.map((f) => [f.name, f.type])).toEqual([
      ['Spec sheet 1.pdf', PDF],
      ['image.png', 'image/png'],
      ['Náhľad šablóny ä.png', 'image/png'],
    ]);
    const served = [
      [PDF, `attachment; filename="Spec sheet 1.pdf"; filename*=UTF-8''Spec%20sheet%201.pdf`],
      ['image/png', `attachment; filename="image.png"; filename*=UTF-8''image.png`],
      [
        'image/png',
        `attachment; filename="Nahlad sablony a.png"; filename*=UTF-8''${encodeURIComponent('Náhľad šablóny ä.png')}`,
      ],
    ];
    const headersOf = (res: Awaited<ReturnType<typeof api.get>>) => {
      expect(res.statusCode).toBe(200);
      return [res.headers['content-type'], res.headers['content-disposition']];
    };
    const staff = [];
    for (const f of uploaded) staff.push(headersOf(await api.get(`/api/tasks/${task.id}/files/${f.id}`)));
    expect(staff).toEqual(served);

    await send();
    const documents = (await read(page(0), PubOfferSchema)).task.documents;
    expect(documents.map((d) => d.name)).toEqual(uploaded.map((f) => f.name));
    const supplier = [];
    for (const d of documents) supplier.push(headersOf(await t.app.inject({ url: d.url })));
    expect(supplier).toEqual(served);
  });

  it('refuses each kind of file it does not take, with its code and a message, and keeps nothing', async () => {
    const { api, task, put } = await documentsTask(t.app, 0);
    const refusal = async (parts: Parameters<typeof put>[0]) => {
      return readError(put(parts), 400);
    };
    expect(await refusal([file('Angebot.pdf', Buffer.from('Nur Text, kein PDF.\n'))])).toMatchObject({
      code: 'FILE_TYPE_REFUSED',
      message: 'Angebot.pdf: this kind of file is not taken. Upload a PDF, PNG, JPEG, TIFF, ZIP, XLSX or DOCX file.',
    });
    expect(await refusal([file('leer.pdf', Buffer.alloc(0))])).toMatchObject({
      code: 'FILE_EMPTY',
      message: 'leer.pdf is empty.',
    });
    expect(await refusal([file('gross.pdf', largePdf(MAX_FILE_BYTES + 1))])).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'gross.pdf is larger than 50 MB.',
    });
    // All or none: the good file of a refused upload is not kept either.
    expect(await refusal([file('gut.pdf', pdf()), file('schlecht.pdf', Buffer.from('Nur Text'))])).toMatchObject({
      code: 'FILE_TYPE_REFUSED',
    });
    expect(await refusal([{ name: 'message', value: 'Hallo' }])).toMatchObject({ code: 'NO_FILE' });
    expect(await readError(api.put(`/api/tasks/${task.id}/files`, { file: 'x' }), 400)).toMatchObject({
      code: 'NO_FILE',
    });
    expect(await refusal([{ name: 'formatId', value: 'fremd' }, file('a.pdf', pdf())])).toMatchObject({
      code: 'UNKNOWN_FORMAT',
      field: 'formatId',
    });
    expect(await refusal([{ name: 'anhang', filename: 'a.pdf', content: pdf() }])).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await read(api.get(`/api/tasks/${task.id}/files`), TaskFileListSchema)).toEqual({
      items: [],
      totalBytes: 0,
    });
    expect(stored()).toEqual([]);
  });

  it('answers a broken multipart body with 400, never a 5xx, and keeps nothing', async () => {
    const { api, cookie, task } = await documentsTask(t.app, 0);
    const send = (contentType: string, payload: string | Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/tasks/${task.id}/files`,
        headers: { cookie, 'content-type': contentType },
        payload,
      });
    const head = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n';
    const cases: [string, string | Buffer][] = [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=b', 'garbage'],
      ['multipart/form-data; boundary=b', Buffer.concat([Buffer.from(head), pdf()])],
      ['multipart/form-data; boundary=b', ''],
    ];
    for (const [contentType, payload] of cases) {
      const res = await send(contentType, payload);
      expect(await readError(res, 400), `${contentType} ${String(payload).slice(0, 30)}`).toMatchObject({
        message: expect.any(String),
      });
    }
    // Multipart is read on the upload route only.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${task.id}`,
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b--\r\n',
    });
    expect(await readError(elsewhere, 415)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await read(api.get(`/api/tasks/${task.id}/files`), TaskFileListSchema)).items).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('refuses what would take the task past 200 MB, and takes it again once room was made', async () => {
    const { api, task, put } = await documentsTask(t.app, 0);
    const first = (await read(put([file('a.pdf', pdf())]), TaskFileListSchema, 201)).items[0]!;
    // Three more of 50 MB and one just short of the rest, written as rows: the test need not upload 200 MB.
    const row = { taskId: task.id, formatId: null, type: PDF, sha256: '0'.repeat(64) };
    const big = { uploadedBy: 'x', createdAt: Date.now(), storageKey: 'tasks/none/none' };
    const rest = 200 * 1024 * 1024 - 3 * MAX_FILE_BYTES - first.size - 10;
    const workspaceId = (await t.app.deps.db.selectFrom('tasks').select('workspaceId').executeTakeFirstOrThrow())
      .workspaceId;
    await t.app.deps.db
      .insertInto('taskFiles')
      .values(
        [MAX_FILE_BYTES, MAX_FILE_BYTES, MAX_FILE_BYTES, rest].map((size, i) => ({
          ...row,
          ...big,
          workspaceId,
          id: `big-${i}`,
          name: `big-${i}.pdf`,
          size,
        })),
      )
      .execute();
    const over = await put([file('b.pdf', pdf())]);
    expect(await readError(over, 400)).toMatchObject({ code: 'TASK_FILES_TOO_LARGE' });
    expect(stored()).toHaveLength(1);

    expect((await api.delete(`/api/tasks/${task.id}/files/big-0`)).statusCode).toBe(200);
    const again = await put([file('b.pdf', pdf())]);
    expect((await read(again, TaskFileListSchema, 201)).totalBytes).toBe(
      200 * 1024 * 1024 - MAX_FILE_BYTES - 10 + pdf().length,
    );
  });

  it('deletes a document with its bytes; another workspace neither sees nor touches it', async () => {
    const { api, task, put } = await documentsTask(t.app, 0);
    const doc = (await read(put([file('a.pdf', pdf())]), TaskFileListSchema, 201)).items[0]!;
    const stranger = await signUp(t.app, 'stranger');
    const other = apiAs(t.app, stranger.cookie);
    expect((await other.get(`/api/tasks/${task.id}/files`)).statusCode).toBe(404);
    expect((await other.get(`/api/tasks/${task.id}/files/${doc.id}`)).statusCode).toBe(404);
    expect((await upload(t.app, stranger.cookie, task.id, [file('x.pdf', pdf())])).statusCode).toBe(404);
    expect((await other.delete(`/api/tasks/${task.id}/files/${doc.id}`)).statusCode).toBe(404);
    expect(stored()).toHaveLength(1);

    const res = await api.delete(`/api/tasks/${task.id}/files/${doc.id}`);
    expect(await read(res, TaskFileListSchema)).toEqual({ items: [], totalBytes: 0 });
    expect(stored()).toEqual([]);
    expect((await api.delete(`/api/tasks/${task.id}/files/${doc.id}`)).statusCode).toBe(404);
    // Before sending, no amendment.
    expect(await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).toMatchObject({ revisions: [], state: 5 });
  });

  it('deletes the documents, rows and bytes, with their task', async () => {
    const { api, task, put } = await documentsTask(t.app, 0);
    await put([file('a.pdf', pdf()), file('b.png', png())]);
    expect(stored()).toHaveLength(2);
    expect((await api.delete(`/api/tasks/${task.id}`)).statusCode).toBe(204);
    expect(await t.app.deps.db.selectFrom('taskFiles').selectAll().execute()).toEqual([]);
    expect(stored()).toEqual([]);
  });
});
