import { ConfigError, loadConfig } from './config.ts';
import { serve } from './serve.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  await serve(config);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? `Start failed: ${err.message}` : err);
  process.exit(1);
});
