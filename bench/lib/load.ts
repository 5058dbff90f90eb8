import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number };

// A smoke run (`npm run bench:smoke`, CI) proves that each load reaches its routes, not how fast they answer: two
// requests per connection instead of a second of all it can send (autocannon takes a second either way; decision 025).
const smoke = process.env.BENCH_SMOKE === '1';

export type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

/** autocannon against `url`, cycling through `requests`; latencies in ms. */
export async function load(
  url: string,
  connections: number,
  seconds: number,
  requests: Request[],
): Promise<LoadResult> {
  const length = smoke ? { amount: connections * 2 } : { duration: seconds };
  const result = await autocannon({ url, connections, ...length, requests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}
