import type { PublicConfig } from '../../../shared/schemas/system.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { ping } from './health.queries.ts';

export async function health(deps: Pick<Deps, 'db'>): Promise<{ status: 'ok' }> {
  try {
    await ping(deps.db);
  } catch {
    throw new AppError(503, 'UNAVAILABLE', 'The database does not answer.');
  }
  return { status: 'ok' };
}

/**
 * Whether a load balancer should send this instance requests: not while it drains before stopping (a rolling
 * restart), nor while its database does not answer. `/health` stays the liveness answer: the database only.
 */
export async function readiness(deps: Pick<Deps, 'db'>, draining: boolean): Promise<{ status: 'ok' }> {
  if (draining) throw new AppError(503, 'UNAVAILABLE', 'This instance is shutting down.');
  return health(deps);
}

/** The server facts the browser may know (a whitelist). */
export const publicConfig = (deps: Pick<Deps, 'config'>): PublicConfig => ({
  mailbox: deps.config.smtpUrl === undefined,
});
