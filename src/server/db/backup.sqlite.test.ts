import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { apiAs } from '../test/api.ts';
import { runCli } from '../test/cli.ts';
import { documentsTask, file, filesUnder, pdf } from '../test/files.ts';
import { testConfig, waitFor } from '../test/helper.ts';
import { expectServes, offer, populate } from '../test/populate.ts';
import { completeTask } from '../test/tasks.ts';
import { talkAs } from '../test/talk.ts';
import { backup, BackupRefused, snapshotOf } from './backup.ts';
import { read } from '../test/read.ts';
import { TaskSchema } from '../../shared/schemas/tasks.ts';
import { PubOfferSchema } from '../../shared/schemas/offers.ts';

const SECRET = 'backup-test-secret-that-is-long-enough-0123';

/** The app's configuration on DATA_DIR `dir`, laid out as config.ts lays it out. */
const onDataDir = (dir: string): Config =>
  testConfig(
    { kind: 'sqlite', file: path.join(dir, 'printtender.sqlite') },
    { dataDir: dir, files: { kind: 'disk', dir: path.join(dir, 'files') }, appSecret: SECRET },
  );

// The embedded database's tools: the pg project has nothing to add.
describe('backup and restore of DATA_DIR', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'printtender-backup-'));
    dirs.push(dir);
    return dir;
  };

  it(
    'backs up while offers keep coming; the restore holds every offer acknowledged before',
    { timeout: 180_000 },
    async () => {
      const dir = tempDir();
      writeFileSync(path.join(dir, 'app-secret'), `${SECRET}\n`, { mode: 0o600 });
      const app = await buildApp(onDataDir(dir), { webRoot: null });
      const data = await populate(app);
      const api = apiAs(app, data.cookie);
      const task = await read(api.put('/api/tasks', completeTask({ name: 'Steady' })), TaskSchema);
      expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);

      // Offers one after the other, each noted with the moment it was acknowledged.
      const acked: { price: number; at: number }[] = [];
      let writing = true;
      const writer = (async () => {
        for (let price = 1; writing; price++) {
          const res = await offer(app, task, data.link.supplierId, price);
          expect(res.statusCode, res.body).toBe(200);
          acked.push({ price, at: Date.now() });
        }
      })();
      await waitFor(async () => (acked.length >= 20 ? true : undefined), '20 offers before the backup');
      const archive = path.join(tempDir(), 'printtender.tar');
      const started = Date.now();
      const run = await runCli('backup-cli.ts', ['backup', archive], { DATA_DIR: dir });
      const ended = Date.now();
      writing = false;
      await writer;
      await app.close();
      expect(run.code, run.stderr).toBe(0);
      const during = acked.filter((a) => a.at > started && a.at < ended).length;
      const size = (readFileSync(archive).length / 1e6).toFixed(2);
      console.log(
        `backup process: ${ended - started} ms, ${size} MB, ${during} offers acknowledged meanwhile; ${run.stdout}`,
      );
      expect(during, 'offers acknowledged while the backup ran').toBeGreaterThan(0);
      expect(run.stdout).toMatch(/the database \(.+\), app-secret, 1 document\./);

      const restored = path.join(tempDir(), 'data');
      const back = await runCli('backup-cli.ts', ['restore', archive], { DATA_DIR: restored });
      expect(back.code, back.stderr).toBe(0);
      expect(filesUnder(path.join(restored, 'files'))).toEqual(filesUnder(path.join(dir, 'files')));
      expect(readFileSync(path.join(restored, 'app-secret'), 'utf8').trim()).toBe(SECRET);

      const copy = await buildApp(onDataDir(restored), { webRoot: null });
      try {
        const revisions = await copy.deps.db
          .selectFrom('offerRevisions')
          .select('prices')
          .where('taskId', '=', task.id)
          .execute();
        const prices = new Set(revisions.map((r) => (JSON.parse(r.prices) as { price: number }[])[0]!.price / 100));
        const lost = acked.filter((a) => a.at < started && !prices.has(a.price)).map((a) => a.price);
        expect(lost, 'offers acknowledged before the backup started but not restored').toEqual([]);
        await expectServes(copy, data);
        const { taskId, supplierId, token } = data.link;
        const page = await read(talkAs(copy, taskId, supplierId, token).page(), PubOfferSchema);
        const download = await copy.inject({ url: page.task.documents[0]!.url });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(pdf())).toBe(true);
      } finally {
        await copy.close();
      }
    },
  );

  it('restores into an empty DATA_DIR only, and never overwrites an archive', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    const app = await buildApp(onDataDir(dir), { webRoot: null });
    await app.close();
    const archive = path.join(tempDir(), 'printtender.tar');
    const made = await backup(onDataDir(dir), archive);
    expect(made).toMatchObject({ secret: false, documents: 0 });
    await expect(backup(onDataDir(dir), archive)).rejects.toThrow(
      new BackupRefused(`${archive} exists already: name a new file`),
    );

    const full = tempDir();
    mkdirSync(path.join(full, 'files'));
    const run = await runCli('backup-cli.ts', ['restore', archive], { DATA_DIR: full });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`restore failed: ${full} is not empty: restore goes into an empty DATA_DIR only`);
    expect(existsSync(path.join(full, 'printtender.sqlite'))).toBe(false);
  });

  it('restores every file 0600 and every directory 0700, under a umask of 000', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'app-secret'), `${SECRET}\n`, { mode: 0o600 });
    const app = await buildApp(onDataDir(dir), { webRoot: null });
    try {
      expect((await (await documentsTask(app)).put([file('spec.pdf', pdf())])).statusCode).toBe(201);
    } finally {
      await app.close();
    }
    const archive = path.join(tempDir(), 'printtender.tar');
    await backup(onDataDir(dir), archive);

    const restored = path.join(tempDir(), 'data');
    const run = await runCli('backup-cli.ts', ['restore', archive], { DATA_DIR: restored }, { umask: '000' });
    expect(run.code, run.stderr).toBe(0);
    const modes = readdirSync(restored, { recursive: true, withFileTypes: true }).map((d) => {
      const full = path.join(d.parentPath, d.name);
      return `${path.relative(restored, full)} ${(statSync(full).mode & 0o777).toString(8)}`;
    });
    expect(modes).toEqual(expect.arrayContaining(['printtender.sqlite 600', 'app-secret 600', 'files 700']));
    expect(modes.filter((m) => m.startsWith('files/') && m.endsWith(' 600'))).toHaveLength(1);
    expect(modes.filter((m) => !/ (600|700)$/.test(m))).toEqual([]);
    expect((statSync(restored).mode & 0o777).toString(8)).toBe('700');
  });

  it('takes the snapshot it packs into a file only the server user reads, before SQLite writes it', async () => {
    const dir = tempDir();
    const app = await buildApp(onDataDir(dir), { webRoot: null });
    await app.close();
    const snapshot = path.join(tempDir(), 'printtender.tar.sqlite.part');
    await snapshotOf(path.join(dir, 'printtender.sqlite'), snapshot);
    expect((statSync(snapshot).mode & 0o777).toString(8)).toBe('600');
  });
});
