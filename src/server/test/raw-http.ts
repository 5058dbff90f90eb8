import { request } from 'node:http';

export type RawAnswer = { status: number; body: string };

/**
 * A GET over a real socket with headers of the test's choice: unlike fetch, node:http sends the Host header it
 * is given (as a browser does for a name that DNS rebinding pointed at this server).
 */
export function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname: url.hostname, port: url.port, path: url.pathname, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
