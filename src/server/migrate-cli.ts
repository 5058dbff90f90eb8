// `npm run migrate`: brings the configured database up to date and exits.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

try {
  const app = await buildApp({ ...loadConfig(), logLevel: 'warn' }, { webRoot: null });
  await app.close();
  console.log('Database is up to date.');
} catch (err) {
  console.error(
    err instanceof ConfigError ? `Configuration error: ${err.message}` : `Migration failed: ${String(err)}`,
  );
  process.exit(1);
}
