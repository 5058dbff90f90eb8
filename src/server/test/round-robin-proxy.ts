import http from 'node:http';
import type { AddressInfo } from 'node:net';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te']);

export type ProxyCounts = {
  /** Requests answered by a backend and passed on, per backend. */
  answered: number[];
  /** Connection refused (or reset before connecting): never reached a backend, sent again elsewhere. */
  retriedUnconnected: number;
  /** A backend answered 503 (closing, or not ready): sent again elsewhere. */
  retried503: number;
  /** An idempotent request whose connection broke after it was sent: sent again elsewhere. */
  retriedIdempotent: number;
  /** A request the proxy could have retried that still failed (no backend ready in time). */
  failedRetryable: number;
  /** A non-idempotent request whose connection broke after it was sent: it may have been served, so not retried. */
  failedUnretryable: number;
  /** How often a backend's readiness turned from 200 to 503 (it started draining). */
  drainsSeen: number;
};

type Outcome =
  | { kind: 'answer'; status: number; headers: http.IncomingHttpHeaders; body: Buffer }
  | { kind: 'unconnected' }
  | { kind: 'broken' };

/**
 * A small load balancer for the rolling-restart test, as nginx with `proxy_next_upstream error http_503` does
 * it: round robin over the backends whose readiness (`/api/health/ready`, polled) answers 200; a request that
 * never reached a backend, or that a backend answered 503, goes to the next one; an idempotent one also when
 * its connection broke after sending. One connection per request, as many balancers do towards backends.
 */
export class RoundRobinProxy {
  readonly counts: ProxyCounts = {
    answered: [],
    retriedUnconnected: 0,
    retried503: 0,
    retriedIdempotent: 0,
    failedRetryable: 0,
    failedUnretryable: 0,
    drainsSeen: 0,
  };
  private readonly ready: boolean[];
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  private next = 0;
  private polling = true;
  private poller: Promise<void> | undefined;

  constructor(
    private readonly ports: number[],
    private readonly pollMs = 100,
    /** How long a request may wait for a ready backend. */
    private readonly patienceMs = 15_000,
  ) {
    this.ready = ports.map(() => false);
    this.counts.answered = ports.map(() => 0);
  }

  async start(): Promise<string> {
    await this.pollOnce();
    this.poller = this.poll();
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.polling = false;
    await this.poller;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  isReady(i: number): boolean {
    return this.ready[i]!;
  }

  private async poll(): Promise<void> {
    while (this.polling) {
      await sleep(this.pollMs);
      await this.pollOnce();
    }
  }

  private async pollOnce(): Promise<void> {
    await Promise.all(
      this.ports.map(async (port, i) => {
        const answer = await send(port, { method: 'GET', path: '/api/health/ready', headers: {} }, Buffer.alloc(0));
        const ready = answer.kind === 'answer' && answer.status === 200;
        if (this.ready[i] && answer.kind === 'answer' && answer.status === 503) this.counts.drainsSeen++;
        this.ready[i] = ready;
      }),
    );
  }

  /** The next ready backend after the last one chosen. */
  private pick(): number | undefined {
    for (let k = 0; k < this.ports.length; k++) {
      const i = (this.next + k) % this.ports.length;
      if (this.ready[i]) {
        this.next = i + 1;
        return i;
      }
    }
    return undefined;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers };
    const until = Date.now() + this.patienceMs;
    for (;;) {
      const i = this.pick();
      if (i === undefined) {
        if (Date.now() > until) return this.fail(res, 'failedRetryable', 503);
        await sleep(20);
        continue;
      }
      const outcome = await send(this.ports[i]!, request, body);
      if (outcome.kind === 'answer' && outcome.status !== 503) {
        this.counts.answered[i]!++;
        res.writeHead(outcome.status, passOn(outcome.headers)).end(outcome.body);
        return;
      }
      // This backend is going away (or not there): none goes to it until its readiness says otherwise.
      this.ready[i] = false;
      if (outcome.kind === 'answer') this.counts.retried503++;
      else if (outcome.kind === 'unconnected') this.counts.retriedUnconnected++;
      else if (IDEMPOTENT.has(request.method)) this.counts.retriedIdempotent++;
      else return this.fail(res, 'failedUnretryable', 502);
      if (Date.now() > until) return this.fail(res, 'failedRetryable', 503);
    }
  }

  private fail(res: http.ServerResponse, count: 'failedRetryable' | 'failedUnretryable', status: number): void {
    this.counts[count]++;
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ message: 'proxy', code: count }));
  }
}

function passOn(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** One request on a connection of its own; tells whether it failed before the connection was made. */
function send(
  port: number,
  request: { method: string; path: string; headers: http.OutgoingHttpHeaders },
  body: Buffer,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let connected = false;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, 'content-length': body.length, connection: 'close' },
        agent: false,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ kind: 'answer', status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', () => resolve({ kind: 'broken' }));
      },
    );
    req.on('socket', (socket) => socket.once('connect', () => (connected = true)));
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(connected ? { kind: 'broken' } : { kind: 'unconnected' }));
    req.end(body);
  });
}
