// The bytes of a 1,000-printshop comparison (GET /api/tasks/{id}/offers): as the code before issue 46 sent it
// (each offer's history repeating its current prices), as it is sent now (the current revision once), each
// plain and as the server compresses it (brotli or gzip, as the client asks; src/server/compression.ts).
import { buildApp } from '../src/server/app.ts';
import { createTestDatabase, testConfig } from '../src/server/test/helper.ts';
import { sentTask } from '../src/server/test/offers.ts';
import { flyer } from '../src/server/test/tasks.ts';
import { allRevisions, type Comparison } from '../src/shared/schemas/comparison.ts';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
// The plugin's own settings: brotli at quality 4, gzip at zlib's default level.
const br = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
const gz = (text: string) => gzipSync(text).length;

export async function run(seconds: number): Promise<string[]> {
  const n = seconds <= 1 ? 20 : 1000;
  process.env.TEST_DB = 'sqlite';
  const db = await createTestDatabase();
  const app = await buildApp(testConfig(db.database), { webRoot: null });
  try {
    const formats = Array.from({ length: 5 }, (_, i) => ({ ...flyer, title: `Format ${i}` }));
    const { api, task, offer } = await sentTask(app, n, 'sizes', { formats });
    // Every printshop offers, and every third revises its offer once: a history of one or two revisions.
    for (let i = 0; i < n; i++) {
      const prices = (base: number) => formats.map((_, k) => base + ((i * 7 + k) % 500));
      if (i % 3 === 0) await offer(i, prices(1200));
      const res = await offer(i, prices(1000));
      if (res.statusCode !== 200) throw new Error(`offer ${i}: ${res.statusCode} ${res.body}`);
    }
    const url = `/api/tasks/${task.id}/offers`;
    const now = (await api.get(url)).body;
    const sent = (encoding: string) =>
      api.call('GET', url, undefined, { 'accept-encoding': encoding }).then((r) => r.rawPayload.length);
    // The answer before: every revision in `history`, no `latest`.
    const comparison = JSON.parse(now) as Comparison;
    const before = JSON.stringify({
      ...comparison,
      offers: comparison.offers.map(({ latest: _, ...o }) => ({ ...o, history: allRevisions({ ...o, latest: _ }) })),
    });
    return [
      `${n} printshops × 5 formats, GET /api/tasks/{id}/offers before (history repeats the current prices): ${kb(before.length)} plain, ${kb(gz(before))} gzip, ${kb(br(before))} brotli`,
      `the same now (the current revision once): ${kb(now.length)} plain, ${kb(await sent('gzip'))} gzip, ${kb(await sent('br'))} brotli as the server sends them`,
    ];
  } finally {
    await app.close();
    await db.drop();
  }
}
