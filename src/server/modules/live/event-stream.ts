import type { FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { StreamEvent } from '../../../shared/live.ts';
import { eventStreamClients } from '../../metrics.ts';
import type { LiveBus, LiveEvent } from './live-bus.ts';

// Proxies close a connection that is silent for long (nginx's proxy_read_timeout is 60 s): a comment line
// every 15 s keeps it open and lets the server notice a page that went away.
const HEARTBEAT_MS = 15_000;
// A page that does not read what it is sent is cut off; it reconnects and reads everything again.
const MAX_UNREAD_BYTES = 64 * 1024;

const frame = ({ id, kind }: { id: number; kind: StreamEvent }, taskId: string | undefined, more?: object) =>
  `id: ${id}\nevent: ${kind}\ndata: ${JSON.stringify({ taskId, kind, ...more })}\n\n`;

/**
 * What a stream hears, from `subscribe` until the function it answers is called; `more` goes into the event's data
 * beside its task and kind (a printshop's page gets its view of the auction with a bid).
 */
export type Subscribe = (send: (event: LiveEvent, taskId: string | undefined, more?: object) => void) => () => void;

/** A task page's stream: the task's events. */
export const taskEvents =
  (bus: LiveBus, taskId: string): Subscribe =>
  (send) =>
    bus.subscribe(taskId, (event) => send(event, taskId));

/**
 * Answers the request with server-sent events until the page goes (or `end()` at shutdown): those
 * `subscribe` hears, each naming its task. The first event is `ready`, or `resync` on a reconnect (`resumed`:
 * the browser sent Last-Event-ID), naming `taskId` if the stream is a task's. The reply is taken over from
 * Fastify, so nothing buffers or compresses it; the security headers set by the app's hooks go along.
 */
export function openEventStream(
  reply: FastifyReply,
  bus: LiveBus,
  subscribe: Subscribe,
  resumed: boolean,
  taskId?: string,
): ServerResponse {
  reply.hijack();
  const res = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // As every /api answer (http.ts): the hijacked reply skips the hook that says it.
    'cache-control': 'no-store',
    // nginx buffers proxied responses unless told not to.
    'x-accel-buffering': 'no',
    // The connection ends with the stream. Kept alive after the stream ended at shutdown, it held close() for
    // Fastify's keep-alive timeout (72 s) in live-instances.pg.test.ts; an EventSource never reuses it anyway.
    connection: 'close',
  });
  const write = (text: string) => {
    // A workspace's stream sends after a lookup: the page may have gone meanwhile.
    if (res.destroyed || res.writableEnded) return;
    if (res.writableLength > MAX_UNREAD_BYTES) res.destroy();
    else res.write(text);
  };
  // Pages come back at different moments after an instance stopped, not all at once.
  res.write(`retry: ${2000 + Math.floor(Math.random() * 3000)}\n`);
  const unsubscribe = subscribe((event, of, more) => write(frame(event, of, more)));
  write(frame({ id: bus.nextId(), kind: resumed ? 'resync' : 'ready' }, taskId));
  const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
  eventStreamClients.inc();
  res.once('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    eventStreamClients.dec();
  });
  return res;
}
