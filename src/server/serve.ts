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
  if (config.baseUrl.startsWith('https:') && config.trustProxy.length === 0) {
    // The app speaks no TLS itself: an https BASE_URL means a proxy in front, which X-Forwarded-For is not believed from.
    app.log.warn(
      'BASE_URL is https but TRUST_PROXY is not set: every client counts as the address of the proxy in front, for the limits per address too. Set TRUST_PROXY to its address.',
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
