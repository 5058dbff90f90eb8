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

/** The server facts the browser may know (a whitelist). */
export const publicConfig = (deps: Pick<Deps, 'config'>): PublicConfig => ({
  mailbox: deps.config.smtpUrl === undefined,
});
