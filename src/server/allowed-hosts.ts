import type { onRequestHookHandler } from 'fastify';
import { AppError } from './errors.ts';

/** Load balancers probe these by address, under whatever name they use. */
const PROBES = new Set(['/api/health', '/api/health/ready']);

/**
 * Answers only requests addressed to one of the app's own names (docs/security.md): a page of another site
 * whose name was made to resolve to this server (DNS rebinding) would otherwise read it as its own origin,
 * the open Mailbox first. `hosts` are Host header values; one without a port matches the name on every port.
 * The raw Host header, never X-Forwarded-Host: a rebinding page sends any header it likes to its own origin.
 */
export function refuseUnknownHost(hosts: string[]): onRequestHookHandler {
  const exact = new Set(hosts.map((h) => h.toLowerCase()));
  const names = new Set([...exact].filter((h) => !/:\d+$/.test(h)));
  const allowed = (host: string | undefined) => {
    if (host === undefined) return false;
    if (exact.has(host)) return true;
    const lower = host.toLowerCase();
    return exact.has(lower) || names.has(lower.replace(/:\d+$/, ''));
  };
  return (req, _reply, done) => {
    if (allowed(req.headers.host) || PROBES.has(req.url.split('?')[0]!)) return done();
    req.log.info({ host: req.headers.host }, 'request for a host this server does not serve');
    done(
      new AppError(
        421,
        'UNKNOWN_HOST',
        'This server does not answer to the name in the Host header: open it at its configured address (BASE_URL), or add the name to ALLOWED_HOSTS.',
      ),
    );
  };
}
