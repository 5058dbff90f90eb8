import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { file, filesUnder, multipart, pdf, sha256 } from '../../test/files.ts';
import { createTestDatabase, waitFor, type TestDatabase } from '../../test/helper.ts';
import { staffSession } from '../../test/kill-harness.ts';
import { ServerProcess } from '../../test/server-process.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { completeTask } from '../../test/tasks.ts';

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('an upload cut off by SIGKILL', () => {
  let db: TestDatabase | undefined;
  let sink: SmtpSink | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill('SIGTERM');
    await sink?.stop();
    await db?.drop();
  });

  it('leaves no half file listed, keeps the complete ones, and takes uploads again', { timeout: 120_000 }, async () => {
    db = await createTestDatabase();
    sink = await new SmtpSink().start();
    server = await ServerProcess.create(db.database, { SMTP_URL: sink.url, RATE_LIMIT_FACTOR: '0' });
    await server.start();
    const staff = await staffSession(server, sink);
    const task = await staff('PUT', '/api/tasks', completeTask());
    const put = (parts: Parameters<typeof multipart>[0]) => {
      const { payload, headers } = multipart(parts);
      return fetch(`${server!.url}/api/tasks/${task.id}/files`, {
        method: 'PUT',
        headers: { ...headers, cookie: staff.cookie },
        body: payload as unknown as BodyInit,
        duplex: 'half',
      } as RequestInit);
    };
    expect((await put([file('Fertig.pdf', pdf())])).status).toBe(201);

    // A 40 MB upload that comes slowly, a megabyte at a time; the server is killed half-way.
    let sent = 0;
    async function* slow() {
      yield pdf();
      for (let i = 0; i < 40; i++) {
        await sleep(25);
        sent += MB;
        yield Buffer.alloc(MB, 0x20);
      }
    }
    const cut = put([file('Abgebrochen.pdf', slow())]).then(
      (res) => res.status,
      () => 'cut off',
    );
    const files = path.join(server.env.DATA_DIR!, 'files');
    await waitFor(
      async () => (sent >= 5 * MB && filesUnder(files).some((f) => f.endsWith('.part')) ? true : undefined),
      'the upload to be written',
      60_000,
    );
    await server.kill('SIGKILL');
    expect(await cut).toBe('cut off');

    await server.start();
    const list = await staff('GET', `/api/tasks/${task.id}/files`, undefined);
    expect(list.items.map((f: { name: string }) => f.name)).toEqual(['Fertig.pdf']);
    // Under its key only whole files; at most the temporary part of the cut one.
    const complete = filesUnder(files).filter((f) => !f.endsWith('.part'));
    expect(complete).toEqual([path.join('tasks', task.id, list.items[0].id)]);
    const res = await fetch(`${server.url}/api/tasks/${task.id}/files/${list.items[0].id}`, {
      headers: { cookie: staff.cookie },
    });
    expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(list.items[0].sha256);

    expect((await put([file('Nochmal.pdf', pdf('neu'))])).status).toBe(201);
  });
});
