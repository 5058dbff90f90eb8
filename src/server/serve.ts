import { buildApp } from './app.ts';
import type { Config } from './config.ts';

/** Builds the app for `config`, listens on its port, and drains and closes it on SIGTERM or SIGINT. */
export async function serve(config: Config): Promise<void> {
  const app = await buildApp(config);
  if (config.mailboxExposed) {
    app.log.warn(
      `HOST=${config.host}: the Mailbox (every mail, activation codes included) is readable WITHOUT LOGIN by anyone who reaches this port. Set SMTP_URL for real delivery, or HOST=127.0.0.1.`,
    );
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness answers 503 first, so that a load balancer stops sending requests before the port closes.
    app.drain();
    const drainMs = signal === 'SIGTERM' ? (config.drainMs ?? 0) : 0;
    app.log.info({ signal, drainMs }, 'shutting down: draining, then finishing requests and mail sends');
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, drainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `PrintTender at ${config.baseUrl} (database: ${config.database.kind}, mail: ${config.smtpUrl ? 'SMTP relay' : `embedded catcher, read it at ${config.baseUrl}/mailbox`})`,
  );
}
