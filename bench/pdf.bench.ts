// Ten order PDFs of 50 formats made at once, in five workspaces: first by ten awards (each mails its order with
// the PDF), then by ten downloads. Meanwhile another workspace's `GET /api/account/me` is asked again and again; its
// p99 against the same request's on the idle server is the figure (decision 027). The server gets both cores, as a
// 2-core machine gives it: its render thread is meant to take the one the event loop does not use.
import { offerToken } from '../src/server/auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../src/shared/offer-link.ts';
import { completeTask, flyer } from '../src/server/test/tasks.ts';
import { benchDatabase } from './lib/databases.ts';
import { percentile, startNode, unpin } from './lib/processes.ts';
import { staffOn } from './lib/seed.ts';
import { countingSink, type CountingSink } from './lib/sink.ts';

// Another build's server, to measure the code before a change: BENCH_SERVER=/elsewhere/dist/server/main.js.
const SERVER = process.env.BENCH_SERVER ?? 'dist/server/main.js';

type Staff = Awaited<ReturnType<typeof staffOn>>;
type Order = { staff: Staff; taskId: string; shopId: string };

export async function run(seconds: number): Promise<string[]> {
  const smoke = seconds <= 1;
  const sink = await countingSink((to) => to.endsWith('@example.com'));
  const lines: string[] = [];
  try {
    for (const kind of smoke ? (['sqlite'] as const) : (['sqlite', 'postgres'] as const)) {
      const db = await benchDatabase(kind);
      const env = {
        ...db.env,
        SMTP_URL: sink.url,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FACTOR: '0',
        MAIL_QUOTA_PER_HOUR: '0',
      };
      const server = await startNode([SERVER], env);
      unpin(server.pid);
      try {
        const sizes = smoke ? { workspaces: 1, formats: 5 } : { workspaces: 5, formats: 50 };
        lines.push(...(await measure(server.url, db.env.APP_SECRET!, sink, seconds, db.name, sizes)));
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

async function measure(
  url: string,
  secret: string,
  sink: CountingSink,
  seconds: number,
  name: string,
  { workspaces, formats }: { workspaces: number; formats: number },
) {
  sink.reset();
  const observer = await staffOn(url, `observer-${name.toLowerCase()}`, async (email) => sink.text(email));
  const orders: Order[] = [];
  for (let w = 0; w < workspaces; w++) {
    orders.push(...(await twoOffered(url, secret, sink, `buyer${w}-${name.toLowerCase()}`, formats)));
  }
  // Every activation code and invitation has gone before anything is measured.
  await sink.reached(1 + workspaces * 3);
  /** The observer's requests while `work` runs, how long it ran, and the event loop's longest stall meanwhile. */
  const phase = async (work: () => Promise<unknown>) => {
    await loopStall(url);
    const started = performance.now();
    const ms = await meWhile(url, observer.cookie, work);
    return { ms, took: performance.now() - started, stall: await loopStall(url) };
  };
  const idle = await phase(() => new Promise((r) => setTimeout(r, seconds * 1000)));

  sink.reset();
  const awarding = await phase(async () => {
    await Promise.all(orders.map((o) => o.staff('POST', `/api/tasks/${o.taskId}/suppliers/${o.shopId}/accept`, {})));
    // The last order mail taken by the SMTP server: every PDF was made.
    await sink.reached(orders.length);
  });
  const statuses: number[] = [];
  const downloading = await phase(() =>
    Promise.all(
      orders.map(async (o) => {
        // A workspace makes two exports at once; a third waits for its turn as a browser's retry would (429
        // EXPORT_BUSY while an award's own PDF is still being made).
        for (let tries = 0; ; tries++) {
          const res = await fetch(`${url}/api/tasks/${o.taskId}/orders/${o.shopId}.pdf`, {
            headers: { cookie: o.staff.cookie },
          });
          await res.arrayBuffer();
          if (res.status === 429 && tries < 50) {
            await new Promise((r) => setTimeout(r, 200));
            continue;
          }
          statuses.push(res.status);
          return;
        }
      }),
    ),
  );
  if (statuses.some((s) => s !== 200)) throw new Error(`downloads answered ${statuses.join(', ')}`);

  const idleP99 = percentile(idle.ms, 99);
  const stall = (ms: number) => `the event loop's longest stall ${ms.toFixed(0)} ms`;
  const under = ({ ms, took, stall: stalled }: typeof idle, what: string) => {
    const p99 = percentile(ms, 99);
    const ratio = p99 / idleP99;
    return (
      `${name}, ${what} (${(took / 1000).toFixed(1)} s): p99 ${p99.toFixed(1)} ms, max ${Math.max(...ms).toFixed(0)} ms, ` +
      `${ms.length} requests, ${stall(stalled)}; ${ratio.toFixed(2)}× the idle p99 (goal ≤ 2×) ${ratio <= 2 ? 'met' : 'MISSED'}`
    );
  };
  const n = orders.length;
  return [
    `${name}, GET /api/account/me of another workspace on the idle server: p50 ${percentile(idle.ms, 50).toFixed(1)} ms, ` +
      `p99 ${idleP99.toFixed(1)} ms, ${idle.ms.length} requests, ${stall(idle.stall)} (${SERVER})`,
    under(awarding, `the same while ${n} awards of ${formats} formats make their order PDFs, until the last mail`),
    under(downloading, `the same while ${n} order PDFs of ${formats} formats are downloaded at once`),
  ];
}

/** A workspace's two sent tasks of `formats` formats, each offered by the workspace's one printshop. */
async function twoOffered(url: string, secret: string, sink: CountingSink, username: string, formats: number) {
  const staff = await staffOn(url, username, async (email) => sink.text(email));
  const shop = await staff<{ id: string }>('PUT', '/api/suppliers', { name: 'Druck', email: `${username}@druck.de` });
  const spec = Array.from({ length: formats }, (_, i) => ({ ...flyer, title: `Format ${i}` }));
  const orders: Order[] = [];
  for (let i = 0; i < 2; i++) {
    type Created = { id: string; formats: { id: string }[] };
    const task = await staff<Created>('PUT', '/api/tasks', completeTask({ name: `Order ${i}`, formats: spec }));
    await staff('POST', `/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const offered = await fetch(`${url}/api/pub/tasks/${task.id}/${shop.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OFFER_TOKEN_HEADER]: offerToken(secret, task.id, shop.id) },
      body: JSON.stringify({ formats: task.formats.map((f, k) => ({ id: f.id, price: 100 + k })) }),
    });
    if (!offered.ok) throw new Error(`an offer: ${offered.status} ${await offered.text()}`);
    orders.push({ staff, taskId: task.id, shopId: shop.id });
  }
  return orders;
}

/**
 * The event loop's longest delay since the last call, in ms: Node's own measure (`monitorEventLoopDelay`), which the
 * metrics route reports and resets at each scrape (prom-client). It tells a stalled loop from a busy machine.
 */
async function loopStall(url: string): Promise<number> {
  const metrics = await (await fetch(`${url}/metrics`)).text();
  return Number(/^nodejs_eventloop_lag_max_seconds (\S+)/m.exec(metrics)?.[1] ?? NaN) * 1000;
}

/** `GET /api/account/me` on two connections, each asked again as soon as it answered, until `until` settles. */
async function meWhile(url: string, cookie: string, until: () => Promise<unknown>): Promise<number[]> {
  let done = false;
  const loop = async () => {
    const ms: number[] = [];
    while (!done) {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/account/me`, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET /api/account/me: ${res.status}`);
      ms.push(performance.now() - t0);
    }
    return ms;
  };
  const loops = [loop(), loop()];
  try {
    await until();
  } finally {
    done = true;
  }
  return (await Promise.all(loops)).flat();
}
