// A send to 1,000 printshops with 50 formats on a running server (core 0),
// and how long other writes wait meanwhile: an offer on another tender and an edit of another task, each
// issued again as soon as the last one answered, through the whole send. Before it, the same writes on the
// idle server are the baseline.
import { offerToken } from '../src/server/auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../src/shared/offer-link.ts';
import { completeTask, flyer } from '../src/server/test/tasks.ts';
import { benchDatabase } from './lib/databases.ts';
import { percentile, startNode } from './lib/processes.ts';
import { staffOn } from './lib/seed.ts';
import { countingSink, type CountingSink } from './lib/sink.ts';

const fifty = Array.from({ length: 50 }, (_, i) => ({ ...flyer, title: `Format ${i}` }));

export async function run(seconds: number): Promise<string[]> {
  const supplierCount = seconds <= 1 ? 50 : 1000;
  const sink = await countingSink((to) => to.endsWith('@example.com'));
  const lines: string[] = [];
  try {
    for (const kind of ['sqlite', 'postgres'] as const) {
      const db = await benchDatabase(kind);
      const env = {
        ...db.env,
        SMTP_URL: sink.url,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FACTOR: '0',
        MAIL_QUOTA_PER_HOUR: '0',
      };
      const server = await startNode(['dist/server/main.js'], env);
      try {
        // The idle writes' baseline: two seconds; a smoke run only shows that the writes still run.
        const idleMs = seconds <= 1 ? 200 : 2000;
        lines.push(...(await sendWhileWriting(server.url, db.env.APP_SECRET!, sink, supplierCount, db.name, idleMs)));
      } finally {
        await server.stop();
        db.stop();
      }
    }
  } finally {
    await sink.close();
  }
  return lines;
}

async function sendWhileWriting(
  url: string,
  secret: string,
  sink: CountingSink,
  supplierCount: number,
  name: string,
  idleMs: number,
) {
  // A name of its own per database: the sink keeps the first round's activation mail too.
  const staff = await staffOn(url, `bench-${name.toLowerCase()}`, async (email) => sink.text(email));
  const ids: string[] = [];
  // Ten at a time: seeding is not what is measured.
  for (let i = 0; i < supplierCount; i += 10) {
    const batch = Array.from({ length: Math.min(10, supplierCount - i) }, (_, j) => i + j);
    const made = batch.map((n) =>
      staff<{ id: string }>('PUT', '/api/suppliers', { name: `Druck ${n}`, email: `s${n}@druck.de` }),
    );
    ids.push(...(await Promise.all(made)).map((s) => s.id));
  }
  type Created = { id: string; formats: { id: string }[] };
  const other = await staff<Created>('PUT', '/api/tasks', completeTask({ name: 'Other' }));
  await staff('POST', `/api/tasks/${other.id}/suppliers/mail`, { suppliers: [ids[0]] });
  const edited = await staff<Created>('PUT', '/api/tasks', completeTask({ name: 'Edited' }));
  const task = await staff<Created>('PUT', '/api/tasks', completeTask({ formats: fifty }));

  let n = 0;
  const offer = () =>
    fetch(`${url}/api/pub/tasks/${other.id}/${ids[0]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OFFER_TOKEN_HEADER]: offerToken(secret, other.id, ids[0]!) },
      body: JSON.stringify({ formats: other.formats.map((f) => ({ id: f.id, price: 100 + (n++ % 900) })) }),
    });
  const edit = () => staff('POST', `/api/tasks/${edited.id}`, completeTask({ name: 'Edited', note: `Edit ${n++}` }));
  const idle = await writing([offer, edit], () => new Promise((r) => setTimeout(r, idleMs)));

  await sink.reached(2); // the activation code and the other tender's invitation
  sink.reset();
  const started = performance.now();
  let queuedMs = 0;
  const during = await writing([offer, edit], async () => {
    const queued = await staff<{ queued: number }>('POST', `/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    queuedMs = performance.now() - started;
    if (queued.queued !== supplierCount) throw new Error(`queued ${queued.queued}, expected ${supplierCount}`);
  });
  await sink.reached(supplierCount);
  const acceptedMs = performance.now() - started;
  const waits = (i: number, what: string) => {
    const p50 = percentile(during[i]!, 50);
    const max = Math.max(...during[i]!);
    return (
      `${what} during the send: ${during[i]!.length} writes, p50 ${p50.toFixed(0)} ms, max ${max.toFixed(0)} ms ` +
      `(idle p50 ${percentile(idle[i]!, 50).toFixed(0)} ms) (goal ≤ 100 ms) ${max <= 100 ? 'met' : 'MISSED'}`
    );
  };
  return [
    `${name}, ${supplierCount.toLocaleString('en')} printshops × 50 formats: every mail queued after ${(queuedMs / 1000).toFixed(2)} s ` +
      `(goal ≤ 10 s) ${queuedMs <= 10_000 ? 'met' : 'MISSED'}; the last accepted by SMTP after ${(acceptedMs / 1000).toFixed(2)} s`,
    `${name}, ${waits(0, 'an offer on another tender')}`,
    `${name}, ${waits(1, 'an edit of another task')}`,
  ];
}

/** Runs each of `writes` again and again, one at a time, until `until` settles; each one's latencies in ms. */
async function writing(writes: (() => Promise<unknown>)[], until: () => Promise<unknown>): Promise<number[][]> {
  let done = false;
  const loops = writes.map(async (write) => {
    const ms: number[] = [];
    while (!done) {
      const t0 = performance.now();
      const res = await write();
      if (res instanceof Response && !res.ok) throw new Error(`a write failed: ${res.status} ${await res.text()}`);
      ms.push(performance.now() - t0);
    }
    return ms;
  });
  try {
    await until();
  } finally {
    done = true;
  }
  return Promise.all(loops);
}
