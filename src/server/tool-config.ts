import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from './config.ts';

/**
 * The configuration of the command-line tools that move data (db:copy, backup, restore). They sign nothing, so
 * without APP_SECRET they get a throwaway one instead of loadConfig's generated DATA_DIR/app-secret: restore
 * needs an empty DATA_DIR, and the secret of a DATA_DIR is theirs to carry over, not to make.
 */
export function loadToolConfig(env: NodeJS.ProcessEnv = process.env): { config: Config; appSecret?: string } {
  const appSecret = env.APP_SECRET || undefined;
  const config = loadConfig({ ...env, APP_SECRET: appSecret ?? randomBytes(32).toString('base64url') });
  return { config, appSecret };
}
