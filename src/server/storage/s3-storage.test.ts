import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type S3Location } from '../config.ts';
import { MAX_TASK_FILE_BYTES, TaskFileListSchema } from '../../shared/schemas/files.ts';
import { documentsTask, file, largePdf, pdf, sha256 } from '../test/files.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { startS3 } from '../test/s3.ts';
import { S3Storage } from './s3-storage.ts';
import { read, readError } from '../test/read.ts';
import { PubOfferSchema } from '../../shared/schemas/offers.ts';

const bytesOf = async (stream: Readable | undefined) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('documents in an S3-compatible bucket (s3rver on loopback)', () => {
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let app: TestApp | undefined;

  afterEach(async () => {
    await app?.dispose();
    await s3?.close();
  });

  const location = (url: string) =>
    loadConfig({ DATA_DIR: '/nonexistent', S3_URL: url, APP_SECRET: 'x'.repeat(32) }).files as S3Location;

  it('puts a stream in parts, gets it back the same, deletes it; a broken stream leaves no object', async () => {
    s3 = await startS3();
    const storage = new S3Storage(location(s3.url));
    // Over lib-storage's 5 MB part size: a multipart upload.
    const big = Buffer.alloc(7 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big[i] = i % 251;
    await storage.put('tasks/t1/f1', Readable.from([big.subarray(0, 3_000_000), big.subarray(3_000_000)]));
    expect(sha256(await bytesOf(await storage.get('tasks/t1/f1')))).toBe(sha256(big));
    await storage.delete('tasks/t1/f1');
    expect(await storage.get('tasks/t1/f1')).toBeUndefined();
    await storage.delete('tasks/t1/f1');

    async function* broken() {
      yield Buffer.alloc(6 * 1024 * 1024, 1);
      throw new Error('the upload broke off');
    }
    await expect(storage.put('tasks/t1/f2', Readable.from(broken()))).rejects.toThrow('the upload broke off');
    expect(await storage.get('tasks/t1/f2')).toBeUndefined();
  });

  it('takes an upload through the API with S3_URL set, serves it to a printshop and deletes it', async () => {
    s3 = await startS3();
    app = await buildTestApp({ config: { files: location(s3.url) } });
    const { api, task, put, page, send } = await documentsTask(app, 1);
    const doc = (await read(put([file('Motiv.pdf', pdf('S3'))]), TaskFileListSchema, 201)).items[0]!;
    await send();
    const url = (await read(page(0), PubOfferSchema)).task.documents[0]!.url;
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(doc.sha256);

    // Refused once a part is in the bucket: 6 MB of room left, 7 MB sent.
    const { workspaceId } = await app.deps.db.selectFrom('tasks').select('workspaceId').executeTakeFirstOrThrow();
    const filler = {
      taskId: task.id,
      workspaceId,
      formatId: null,
      type: 'application/pdf',
      sha256: '',
      uploadedBy: '',
    };
    const size = MAX_TASK_FILE_BYTES - doc.size - 6 * 1024 * 1024;
    await app.deps.db
      .insertInto('taskFiles')
      .values({ ...filler, id: 'filler', name: 'filler.pdf', size, storageKey: 'none', createdAt: 0 })
      .execute();
    const over = await put([file('Gross.pdf', largePdf(7 * 1024 * 1024))]);
    expect(await readError(over, 400)).toMatchObject({ code: 'TASK_FILES_TOO_LARGE' });
    expect((await read(api.get(`/api/tasks/${task.id}/files`), TaskFileListSchema)).items).toHaveLength(2);

    const storage = new S3Storage(location(s3.url));
    expect(await storage.get(`tasks/${task.id}/${doc.id}`)).toBeDefined();
    expect((await api.delete(`/api/tasks/${task.id}/files/${doc.id}`)).statusCode).toBe(200);
    expect(await storage.get(`tasks/${task.id}/${doc.id}`)).toBeUndefined();
  });
});
