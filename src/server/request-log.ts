import type { FastifyRequest } from 'fastify';

/**
 * A link's token in a URL's query, as a printshop page's EventSource must send it (`?t=`, it sends no headers):
 * the logs keep the rest of the URL.
 */
export const withoutToken = (url: string) => url.replace(/([?&]t=)[^&#]*/g, '$1[redacted]');

/** The request as every log line of it shows it: Fastify's own fields, the URL without a token. */
export function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: withoutToken(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
