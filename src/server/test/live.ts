import { EventSourceParserStream } from 'eventsource-parser/stream';
import { request, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import type { App } from '../app.ts';
import { offerToken } from '../auth/offer-token.ts';
import { signUp } from './accounts.ts';
import { apiAs } from './api.ts';
import { talkAs } from './talk.ts';
import { completeTask } from './tasks.ts';
import { read } from './read.ts';
import { type Supplier, SupplierSchema } from '../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../shared/schemas/tasks.ts';

export type SseEvent = { id: string; event: string; data: string };

/** The app on a free loopback port (app.inject cannot stream); answers its base URL. */
export async function listening(app: App): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * A workspace with two printshops and a complete task, not sent yet, on an app listening on a free port.
 * A printshop's offer and talk go through `via` (another instance on the same database), else `app`.
 */
export async function liveTask(app: App, username = 'watcher') {
  const base = await listening(app);
  const { cookie } = await signUp(app, username);
  const api = apiAs(app, cookie);
  const suppliers: Supplier[] = [];
  for (const i of [0, 1])
    suppliers.push(await read(api.put('/api/suppliers', { name: `D ${i}`, email: `s${i}@d.de` }), SupplierSchema));
  const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
  const offer = (i: number, via = app) =>
    via.inject({
      method: 'POST',
      url: `/api/pub/tasks/${task.id}/${suppliers[i]!.id}`,
      headers: { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, task.id, suppliers[i]!.id) },
      payload: { formats: task.formats.map((f) => ({ id: f.id, price: '120.00' })) },
    });
  const talk = (i: number, via = app) => talkAs(via, task.id, suppliers[i]!.id);
  return { base, cookie, api, task, suppliers, offer, talk };
}

/**
 * A task's event stream read as a browser's EventSource would: `next(kind)` waits for the next event of that
 * kind (skipping others) and answers it; `end()` resolves once the server closed the stream.
 */
export async function openLive(
  base: string,
  taskId: string,
  cookie: string,
  lastEventId?: string,
  more: Record<string, string> = {},
) {
  return openStream(`${base}/api/tasks/${taskId}/live`, cookie, lastEventId, more);
}

/** The workspace's event stream (`GET /api/live`), read as `openLive` reads a task's. */
export async function openWorkspaceLive(base: string, cookie: string, lastEventId?: string) {
  return openStream(`${base}/api/live`, cookie, lastEventId);
}

async function openStream(url: string, cookie: string, lastEventId?: string, extra: Record<string, string> = {}) {
  const abort = new AbortController();
  const headers: Record<string, string> = { ...extra, cookie, accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  // node:http, not fetch: a fetch aborted while its body is unread kept its connection, which held the
  // server's close(); a request destroyed here closes its socket.
  const answer = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(url, { headers }, resolve);
    abort.signal.addEventListener('abort', () => req.destroy(abort.signal.reason as Error));
    req.on('error', reject);
    req.end();
  });
  const res = new Response(null, {
    status: answer.statusCode,
    headers: Object.entries(answer.headers).flatMap(([name, v]) => [v ?? []].flat().map((one) => [name, one])) as [
      string,
      string,
    ][],
  });
  const body = Readable.toWeb(answer) as ReadableStream<BufferSource>;
  const reader = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  const events: SseEvent[] = [];
  let ended = false;

  /** Reads the next event into `events`; false once the stream ended. */
  async function more(): Promise<boolean> {
    const { value, done } = await reader.read();
    if (done) return false;
    if (value.event) events.push({ id: value.id ?? '', event: value.event, data: value.data });
    return true;
  }

  /** The next event of `kind`, or the next of any kind. */
  async function next(kind?: string, timeoutMs = 10_000): Promise<SseEvent> {
    const timer = setTimeout(() => abort.abort(new Error(`no ${kind ?? ''} event within ${timeoutMs} ms`)), timeoutMs);
    try {
      for (;;) {
        const at = events.findIndex((e) => kind === undefined || e.event === kind);
        if (at >= 0) return events.splice(0, at + 1).at(-1)!;
        if (!(await more())) throw new Error(`the stream ended before a ${kind ?? ''} event`);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  /** Resolves once the server ended the stream (what is sent meanwhile is read and kept). */
  async function end(timeoutMs = 10_000): Promise<void> {
    const timer = setTimeout(() => abort.abort(new Error(`the stream did not end within ${timeoutMs} ms`)), timeoutMs);
    try {
      while (!ended) ended = !(await more());
    } finally {
      clearTimeout(timer);
    }
  }

  return { res, next, end, close: () => abort.abort() };
}

/** A printshop page's auction stream (`GET /api/pub/tasks/{taskId}/{supplierId}/live`), its token as `?t=`. */
export async function openPubLive(base: string, taskId: string, supplierId: string, token: string) {
  return openStream(`${base}/api/pub/tasks/${taskId}/${supplierId}/live?t=${encodeURIComponent(token)}`, '');
}
