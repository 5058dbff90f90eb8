import os from 'node:os';
import { Piscina } from 'piscina';
import type { RenderJob } from './jobs.ts';

// Run from the sources (tests, `npm run dev`, a server process started from src) the worker is TypeScript as
// well: source-worker.mjs loads it through tsx. Built, it is plain JS beside this file.
const worker = import.meta.url.endsWith('.ts') ? './source-worker.mjs' : './worker.js';

/** Threads beside the event loop's, which keeps a core of its own: on a 2-core machine one thread renders. */
export const renderThreads = Math.max(1, os.availableParallelism() - 1);

// A render that has not ended by then is stuck: its thread is ended and the job refused.
const TIMEOUT_MS = 120_000;

let pool: Piscina<RenderJob, Uint8Array> | undefined;

/**
 * Makes `job`'s file on a worker thread. One pool per process (the threads are sized for the machine, whatever
 * number of apps a test builds), started at the first job; a thread idle for a minute ends.
 */
export async function renderInPool(job: RenderJob): Promise<Buffer> {
  pool ??= new Piscina({
    filename: new URL(worker, import.meta.url).href,
    minThreads: 0,
    maxThreads: renderThreads,
    idleTimeout: 60_000,
    // Below the event loop's priority: where a render and a request want the same core, the request goes first.
    niceIncrement: 10,
  });
  const bytes = await pool.run(job, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  // A Buffer comes back from the thread as a plain Uint8Array.
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
