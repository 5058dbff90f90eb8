import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number };

export type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

/** autocannon against `url`, cycling through `requests`; latencies in ms. */
export async function load(
  url: string,
  connections: number,
  seconds: number,
  requests: Request[],
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, requests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}
