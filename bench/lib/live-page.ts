import { OFFER_TOKEN_HEADER } from '../../src/shared/offer-link.ts';

export type PageLink = { taskId: string; supplierId: string; token: string };

/**
 * When a page heard each `bid` that brought its view of a running auction, and the auction's bids that view counts
 * (performance.now(), ms); when each of its reads started and was answered, and how many failed.
 */
export type PageTimes = {
  views: { at: number; bids: number }[];
  reads: { start: number; end: number }[];
  failedReads: number;
};

/**
 * An open printshop page during an auction, as the offer page behaves (src/web/offer-page/auction): its stream of
 * server-sent events on the pub live route. A `bid` brings the page's view of the running auction; any other (the
 * end, a resync) makes it read itself again, one read at a time (an event during a read makes one more read after
 * it). All on one instance of the app.
 */
export class LivePage {
  readonly times: PageTimes = { views: [], reads: [], failedReads: 0 };
  private readonly abort = new AbortController();
  private busy = false;
  private again = false;
  private reading: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly link: PageLink,
  ) {}

  private get path() {
    return `/api/pub/tasks/${this.link.taskId}/${this.link.supplierId}`;
  }

  /** Opens the stream; resolves once it said `ready`. */
  async open(): Promise<void> {
    const res = await fetch(`${this.url}${this.path}/live`, {
      headers: { [OFFER_TOKEN_HEADER]: this.link.token, accept: 'text/event-stream' },
      signal: this.abort.signal,
    });
    if (!res.ok || !res.body) throw new Error(`live stream: ${res.status} ${await res.text()}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let ready: () => void = () => {};
    const isReady = new Promise<void>((resolve) => (ready = resolve));
    void (async () => {
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return;
        const at = performance.now();
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const kind = /^event: (.+)$/m.exec(frame)?.[1];
          if (kind === 'ready') ready();
          const view = kind === 'bid' ? viewOf(frame) : undefined;
          if (view?.state === 'running') this.times.views.push({ at, bids: view.bids });
          else if (kind === 'bid' || kind === 'resync') this.reread();
        }
      }
    })();
    await isReady;
  }

  /** One read at a time; an event during a read makes one more after it. */
  private reread(): void {
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    this.reading = this.read().finally(() => {
      this.busy = false;
      if (this.again) {
        this.again = false;
        this.reread();
      }
    });
  }

  private async read(): Promise<void> {
    const start = performance.now();
    try {
      const res = await fetch(`${this.url}${this.path}`, { headers: { [OFFER_TOKEN_HEADER]: this.link.token } });
      const body = (await res.json()) as { auction?: { rank?: number } | null };
      if (!res.ok || typeof body.auction?.rank !== 'number') this.times.failedReads++;
      else this.times.reads.push({ start, end: performance.now() });
    } catch {
      this.times.failedReads++;
    }
  }

  /** Waits for the read under way (and the one it asked for), then closes the stream. */
  async close(): Promise<void> {
    for (let i = 0; i < 100 && this.busy; i++) await this.reading;
    this.abort.abort();
  }
}

/** The view of the auction a `bid` frame carries. */
function viewOf(frame: string): { state: string; bids: number } | undefined {
  const data = /^data: (.+)$/m.exec(frame)?.[1];
  if (!data) return undefined;
  return (JSON.parse(data) as { auction?: { state: string; bids: number } | null }).auction ?? undefined;
}

/** The first index in ascending `xs` whose value is at least `at`; xs.length if none. */
export function firstAtOrAfter<T>(xs: T[], at: number, of: (x: T) => number): number {
  let [lo, hi] = [0, xs.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (of(xs[mid]!) < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
