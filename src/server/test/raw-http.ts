import { request, type IncomingHttpHeaders } from 'node:http';

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

export type RawRequest = {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * The loopback address to connect from (127.0.0.2, 127.0.0.3 …: Linux routes all of 127/8 to loopback), so
   * that the server sees requests from different clients on one machine.
   */
  from?: string;
};

/**
 * A request over a real socket with headers of the test's choice: unlike fetch, node:http sends the Host header
 * it is given (as a browser does for a name that DNS rebinding pointed at this server).
 */
export function rawRequest(base: string, path: string, options: RawRequest = {}): Promise<RawAnswer> {
  const url = new URL(path, base);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers };
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        headers,
        localAddress: options.from,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const rawGet = (base: string, path: string, headers: Record<string, string> = {}) =>
  rawRequest(base, path, { headers });
