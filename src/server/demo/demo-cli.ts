// `npm run demo`: fills a new workspace on the configured database (DATA_DIR's SQLite, or DATABASE_URL) with
// half a year of tenders and prints how to sign in. Each run makes another workspace with its own username.
import { ConfigError, loadConfig } from '../config.ts';
import { describeDemo, runDemo } from './run-demo.ts';

try {
  const started = performance.now();
  const demo = await runDemo({ ...loadConfig(), logLevel: 'warn' });
  console.log(describeDemo(demo, (performance.now() - started) / 1000));
} catch (err) {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : `Demo failed: ${String(err)}`);
  process.exit(1);
}
